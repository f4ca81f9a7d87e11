import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatBadgeCount, unreadMessagesLabel } from '#contracts/messages-terms';
import { cn } from '#web/lib/cn.ts';
import { useUnreadMessagesCount } from '#web/lib/unread-messages.ts';
import { paths } from '#contracts/paths';

/** The header's way to the messages, with the unread count ('9+' above 9). */
export function MessagesLink({ className }: { className?: string }) {
  const unread = useUnreadMessagesCount();
  const badge = formatBadgeCount(unread);
  return (
    <Link
      to={paths.dashboardTab('messages')}
      className={cn(
        'relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      <MessageSquare className="size-5" aria-hidden="true" />
      {/* Named by its text, not aria-label: the badge's figure ('9+') is only what it looks like. */}
      <span className="sr-only">{unread > 0 ? `Messages (${unreadMessagesLabel(unread)})` : 'Messages'}</span>
      {badge && (
        <span
          aria-hidden="true"
          data-testid="header-unread-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
