import { Trash2 } from 'lucide-react';
import type { TAdminMessage } from '#contracts/admin-moderation';
import { messageModerationTexts as texts } from '#contracts/admin-moderation-terms';
import { messagesMessages } from '#contracts/messages-terms';
import { contactWarningTexts } from '#contracts/contact-warnings-terms';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { formatDateTime } from '#web/lib/format.ts';

type MessageItemProps = { message: TAdminMessage; onRemove: (message: TAdminMessage) => void };

/**
 * A row of 'Gestion des messages': sender → receiver, date and time, the text (or its removal), flags
 * (reported, detected by the scam detector with its reasons), 'Supprimer'.
 */
export function MessageItem({ message, onRemove }: MessageItemProps) {
  const { sender, receiver } = message;
  return (
    <article aria-label={`Message de ${sender.fullName} à ${receiver.fullName}`} className="flex gap-4">
      <div className="flex shrink-0 items-center -space-x-2">
        <UserAvatar name={sender.fullName} url={sender.avatarUrl} size="sm" className="ring-2 ring-white" />
        <UserAvatar name={receiver.fullName} url={receiver.avatarUrl} size="sm" className="ring-2 ring-white" />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold text-slate-900">
            {sender.fullName} <span aria-hidden="true">→</span>
            <span className="sr-only">à</span> {receiver.fullName}
          </p>
          <time dateTime={message.createdAt} className="text-sm text-slate-500">
            {formatDateTime(message.createdAt)}
          </time>
          {message.reported && <Badge tone="red">{texts.reported}</Badge>}
          {message.flagged && <Badge tone="yellow">{contactWarningTexts.flaggedBadge}</Badge>}
        </div>
        {message.moderated ? (
          <p className="text-sm text-slate-500 italic">{messagesMessages.moderated}</p>
        ) : (
          <p className="text-sm break-words whitespace-pre-line text-slate-800">{message.content}</p>
        )}
        {message.warnings.length > 0 && !message.moderated && (
          <p className="text-sm text-amber-800">{contactWarningTexts.flaggedReasons(message.warnings)}</p>
        )}
      </div>
      {!message.moderated && (
        <div className="shrink-0">
          <Button variant="secondary" size="sm" aria-label={texts.removeLabel(sender.fullName)} onClick={() => onRemove(message)}>
            <Trash2 className="size-4 text-red-600" aria-hidden="true" />
            {texts.remove}
          </Button>
        </div>
      )}
    </article>
  );
}
