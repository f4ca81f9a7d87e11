import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TConversation, TMessage, TThreadResponse } from '#contracts/messages';
import { aboutMission, messagesMessages } from '#contracts/messages-terms';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MessagesPanel } from './messages-panel.tsx';

const me = people.manager;
const lea = people.otherManager;
const partner = { id: lea.id, fullName: lea.fullName, avatarUrl: null, userType: lea.userType };

const message = (n: number, from: typeof me | typeof lea, content: string, extra: Partial<TMessage> = {}): TMessage => ({
  id: `5e000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  senderId: from.id,
  receiverId: from.id === me.id ? lea.id : me.id,
  content,
  read: true,
  reported: false,
  moderated: false,
  createdAt: `2025-03-02T0${n}:00:00.000Z`,
  ...extra,
});

function renderPanel(messages: TMessage[], lastMessage: TConversation['lastMessage']) {
  const thread: TThreadResponse = { canWrite: true, lock: null, partner, mission: null, hasMore: false, messages };
  const conversations: TConversation[] = [{ partner, lastMessage, unreadCount: 0, mission: null }];
  mockApi({
    'GET /api/messages/conversations': { body: { conversations } },
    [`GET /api/messages/with/${lea.id}`]: { body: thread },
  });
  return renderRoutes(
    [{ path: '/dashboard', element: <MessagesPanel viewerId={me.id} partnerId={lea.id} paymentModal={() => null} /> }],
    '/dashboard',
  );
}

describe('a message removed by the moderation', () => {
  it('shows "Message supprimé par la modération" in its place, muted, without text nor report button', async () => {
    renderPanel(
      [
        message(1, lea, 'Bonjour Camille !'),
        message(2, lea, '', { moderated: true }),
        message(3, me, '', { moderated: true }),
        message(4, lea, 'Désolée pour tout à l’heure.'),
      ],
      { content: 'Désolée pour tout à l’heure.', moderated: false, createdAt: '2025-03-02T04:00:00.000Z', fromMe: false },
    );
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    for (const removed of [items[1]!, items[2]!]) {
      const notice = within(removed).getByText(messagesMessages.moderated);
      expect(notice).toHaveClass('italic', 'text-slate-500');
      expect(within(removed).queryByRole('button', { name: /Signaler/ })).not.toBeInTheDocument();
    }
    // My own removed message is not shown in my colour either.
    expect(items[2]!.querySelector('[data-mine]')).not.toHaveClass('bg-indigo-600');
    // The partner's other messages can still be reported.
    expect(within(items[0]!).getByRole('button', { name: `Signaler ce message de ${lea.fullName}` })).toBeInTheDocument();
    expect(within(items[3]!).getByText('Désolée pour tout à l’heure.')).toBeInTheDocument();
  });

  it('is said in the conversation preview too', async () => {
    renderPanel([message(1, lea, '', { moderated: true })], {
      content: '',
      moderated: true,
      createdAt: '2025-03-02T01:00:00.000Z',
      fromMe: false,
    });
    const conversations = await screen.findByRole('navigation', { name: 'Conversations' });
    const link = await within(conversations).findByRole('link');
    expect(within(link).getByText(messagesMessages.moderated)).toHaveClass('italic');
  });
});

describe('a conversation about a mission (a client writing to an applicant)', () => {
  it('says so in the list and the thread, and each message sent carries the mission', async () => {
    const mission = { id: '7c1e2f4a-0000-4000-8000-000000000001', title: 'Animer notre Instagram' };
    const thread: TThreadResponse = { canWrite: true, lock: null, partner, mission, hasMore: false, messages: [] };
    const lastMessage = { content: 'Bonjour', moderated: false, createdAt: '2025-03-02T04:00:00.000Z', fromMe: true };
    const fetchMock = mockApi({
      'GET /api/messages/conversations': { body: { conversations: [{ partner, lastMessage, unreadCount: 0, mission }] } },
      [`GET /api/messages/with/${lea.id}`]: { body: thread },
      'POST /api/messages': { status: 201, body: { message: message(1, me, 'Une question') } },
    });
    renderRoutes(
      [{ path: '/dashboard', element: <MessagesPanel viewerId={me.id} partnerId={lea.id} aboutMissionId={mission.id} paymentModal={() => null} /> }],
      '/dashboard',
    );
    const conversations = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(conversations).findByText(aboutMission(mission.title))).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: `Conversation avec ${lea.fullName}` });
    expect(within(section).getByRole('link', { name: 'À propos de la mission « Animer notre Instagram »' })).toHaveAttribute(
      'href',
      `/jobs/${mission.id}`,
    );
    const user = userEvent.setup();
    await user.type(within(section).getByRole('textbox', { name: 'Votre message' }), 'Une question{Enter}');
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([{ receiverId: lea.id, content: 'Une question', jobId: mission.id }]),
    );
    const threadRequests = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/messages/with/'));
    expect(threadRequests[0]).toContain(`about=${mission.id}`);
  });
});
