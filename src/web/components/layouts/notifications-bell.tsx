import { useEffect, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { formatBadgeCount } from '#contracts/messages-terms';
import { unreadNotificationsLabel } from '#contracts/notifications-terms';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { useMarkNotificationsRead, useNotifications } from '#web/lib/notifications.ts';
import { paths } from '#contracts/paths';
import { NotificationList } from './notification-list.tsx';

/**
 * The header's bell: the unread count ('9+' above 9) and a menu of the 5 newest notifications,
 * each leading to its subject, with 'Tout marquer comme lu' and 'Voir tout' (the notifications
 * page, where every unread one counted is listed). Live events keep it fresh.
 */
export function NotificationsBell({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const badge = formatBadgeCount(unread);
  // Nothing to mark when there is nothing at all ('Aucune notification.').
  const hasAny = (notifications.data?.notifications.length ?? 0) > 0;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    // Below md the menu spans the header (its containing block), not the bell: a phone's bell is
    // not at the screen's edge, and a menu anchored to it ran off the left side.
    <div ref={containerRef} className={cn('md:relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Bell className="size-5" aria-hidden="true" />
        {/* Named by its text, not aria-label: the badge's figure ('9+') is only what it looks like. */}
        <span className="sr-only">{unread > 0 ? `Notifications (${unreadNotificationsLabel(unread)})` : 'Notifications'}</span>
        {badge && (
          <span
            aria-hidden="true"
            data-testid="header-notifications-badge"
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute inset-x-4 top-full z-20 mt-2 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200 md:inset-x-auto md:top-auto md:right-0 md:w-80"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-slate-900">Notifications</p>
            {hasAny && (
              <button
                type="button"
                disabled={unread === 0 || markRead.isPending}
                onClick={() => markRead.mutate()}
                className="text-xs font-medium text-indigo-600 hover:underline disabled:text-slate-400 disabled:no-underline"
              >
                Tout marquer comme lu
              </button>
            )}
          </div>
          <div className="max-h-96 overflow-y-auto">
            {notifications.isPending ? (
              <Spinner />
            ) : notifications.isError ? (
              <p className="py-3 text-sm text-red-700">Impossible de charger les notifications.</p>
            ) : (
              <NotificationList notifications={notifications.data.notifications} onNavigate={() => setOpen(false)} />
            )}
          </div>
          <div className="flex justify-between gap-2 pt-2 text-xs font-medium text-indigo-600">
            <Link to={paths.notifications} onClick={() => setOpen(false)} className="hover:underline">
              Voir tout
            </Link>
            <Link to={paths.dashboard} onClick={() => setOpen(false)} className="hover:underline">
              Voir le tableau de bord
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
