import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TNotification } from '#contracts/notifications';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { NotificationsBell } from './notifications-bell.tsx';

const notification = (n: number, read = false): TNotification => ({
  id: `4e000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'application.received',
  title: `Notification ${n}`,
  body: `Détail ${n}`,
  link: n === 1 ? '/dashboard?tab=received' : `/profile/0b0f4a43-8d8e-4c7a-9a44-${String(n).padStart(12, '0')}`,
  read,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** The server sends the 5 newest (NOTIFICATIONS_LIMIT) and the count of every unread one. */
function renderBell(unreadCount: number, count = 5) {
  let unread = unreadCount;
  const fetchMock = mockApi({
    'GET /api/me': meReply(people.manager),
    'GET /api/notifications': () => ({
      body: {
        notifications: Array.from({ length: count }, (_, i) => notification(i + 1, unread === 0)),
        unreadCount: unread,
      },
    }),
    'POST /api/notifications/read': () => {
      const updated = unread;
      unread = 0;
      return { body: { updated } };
    },
  });
  renderRoutes([{ path: '/', element: <NotificationsBell /> }]);
  return { fetchMock, user: userEvent.setup() };
}

describe('header notifications bell', () => {
  it("shows '9+' above 9 unread, the 5 newest notifications, each linking to its subject, and 'Voir tout' for the others", async () => {
    const { user } = renderBell(12);
    const bell = await screen.findByRole('button', {
      name: 'Notifications (12 non lues)',
    });
    expect(screen.getByTestId('header-notifications-badge')).toHaveTextContent('9+');
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = within(panel)
      .getAllByRole('link')
      .filter((link) => link.textContent?.startsWith('Notification'));
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/dashboard?tab=received');
    expect(links[1]).toHaveAttribute('href', '/profile/0b0f4a43-8d8e-4c7a-9a44-000000000002');
    expect(within(panel).getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/notifications');
  });

  it('shows the exact count up to 9 and marks everything read', async () => {
    const { fetchMock, user } = renderBell(3, 3);
    await user.click(await screen.findByRole('button', { name: 'Notifications (3 non lues)' }));
    expect(screen.getByTestId('header-notifications-badge')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-notifications-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /api/notifications/read')).toHaveLength(1);
  });

  it('marks a notification read when its link is followed, and only an unread one', async () => {
    const read = new Set<string>();
    const fetchMock = mockApi({
      'GET /api/me': meReply(people.manager),
      'GET /api/notifications': () => ({
        body: { notifications: [notification(1, read.has('1')), notification(2, true)], unreadCount: read.has('1') ? 0 : 1 },
      }),
      [`POST /api/notifications/${notification(1).id}/read`]: () => {
        read.add('1');
        return { body: { updated: 1 } };
      },
    });
    renderRoutes([
      { path: '/', element: <NotificationsBell /> },
      { path: '/dashboard', element: <NotificationsBell /> },
      { path: '/profile/:id', element: <NotificationsBell /> },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 non lue)' }));
    await user.click(screen.getByRole('link', { name: /Notification 1/ }));
    // The menu closes, and the badge goes once the server has it read.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/notifications/${notification(1).id}/read`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(screen.getByRole('link', { name: /Notification 2/ }));
    expect(sentBodies(fetchMock, `POST /api/notifications/${notification(2).id}/read`)).toHaveLength(0);
  });

  it("offers no 'Tout marquer comme lu' when there is no notification at all", async () => {
    const { user } = renderBell(0, 0);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Aucune notification.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument();
  });
});
