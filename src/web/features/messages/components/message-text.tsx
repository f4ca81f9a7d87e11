import { messagesMessages } from '#contracts/messages-terms';
import { cn } from '#web/lib/cn.ts';

type MessageTextProps = {
  content: string;
  /** Removed by the moderation: its text is gone, the removal is said in its place. */
  moderated: boolean;
  className?: string;
};

/** A message's text in a thread, or 'Message supprimé par la modération' (italic, muted) once removed. */
export function MessageText({ content, moderated, className }: MessageTextProps) {
  if (moderated) return <p className={cn('text-slate-500 italic', className)}>{messagesMessages.moderated}</p>;
  return <p className={cn('break-words whitespace-pre-line', className)}>{content}</p>;
}
