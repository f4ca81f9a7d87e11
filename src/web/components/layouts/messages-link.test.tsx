import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MessagesLink } from './messages-link.tsx';

function renderLink(count: number) {
  mockApi({ 'GET /api/me': meReply(people.manager), 'GET /api/messages/unread-count': { body: { count } } });
  renderRoutes([{ path: '/', element: <MessagesLink /> }]);
}

describe('header messages link', () => {
  it("shows '9+' above 9 unread messages", async () => {
    renderLink(12);
    expect(await screen.findByRole('link', { name: 'Messages (12 non lus)' })).toHaveAttribute('href', '/dashboard?tab=messages');
    expect(screen.getByTestId('header-unread-badge')).toHaveTextContent('9+');
  });

  it('shows the exact count up to 9, and nothing at 0', async () => {
    renderLink(3);
    expect(await screen.findByTestId('header-unread-badge')).toHaveTextContent('3');
  });

  it("reads one unread message in the singular: 'Messages (1 non lu)'", async () => {
    renderLink(1);
    expect(await screen.findByRole('link', { name: 'Messages (1 non lu)' })).toBeInTheDocument();
  });
});
