import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { NotificationsHistory } from './notifications-history.tsx';

const notice = (n: number, read: boolean) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'application.received',
  title: `Nouvelle candidature ${n}`,
  body: null,
  link: '/dashboard?tab=received',
  read,
  createdAt: '2026-03-02T09:30:00.000Z',
});

describe('the notifications page', () => {
  it('shows the page of the address with its unread count, pages to the others, and marks everything read', async () => {
    const fetchMock = mockApi({
      'GET /api/me': meReply(people.company),
      'GET /api/notifications/all': {
        body: { notifications: [notice(21, false), notice(22, true)], unreadCount: 3, total: 45, page: 2, pageSize: 20 },
      },
      'POST /api/notifications/read': { body: { updated: 3 } },
    });
    renderRoutes([{ path: '/notifications', element: <NotificationsHistory /> }], '/notifications?page=2');

    expect(await screen.findByText('Nouvelle candidature 21')).toBeInTheDocument();
    expect(screen.getByText('Nouvelle candidature 22')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/notifications/all?page=2');
    expect(screen.getByText('3 non lues')).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeEnabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await expect.poll(() => fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/notifications/all?page=3');

    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await expect.poll(() => sentBodies(fetchMock, 'POST /api/notifications/read')).toEqual([{}]);
  });
});
