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
  warnings: [],
  createdAt: `2025-03-02T0${n}:00:00.000Z`,
  ...extra,
});

function renderPanel(messages: TMessage[], lastMessage: TConversation['lastMessage'], beforeHire = true) {
  const thread: TThreadResponse = { canWrite: true, lock: null, beforeHire, partner, mission: null, hasMore: false, messages };
  const conversations: TConversation[] = [{ partner, lastMessage, unreadCount: 0, mission: null }];
  const fetchMock = mockApi({
    'GET /api/messages/conversations': { body: { conversations } },
    [`GET /api/messages/with/${lea.id}`]: { body: thread },
    'POST /api/messages': { status: 201, body: { message: message(9, me, 'Envoyé') } },
  });
  renderRoutes([{ path: '/dashboard', element: <MessagesPanel viewerId={me.id} partnerId={lea.id} paymentModal={() => null} /> }], '/dashboard');
  return fetchMock;
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
    const thread: TThreadResponse = { canWrite: true, lock: null, beforeHire: false, partner, mission, hasMore: false, messages: [] };
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

describe('scam and off-platform warnings (ADR 0057)', () => {
  const last = { content: 'Bonjour', moderated: false, createdAt: '2025-03-02T02:00:00.000Z', fromMe: false };

  it('shows a safety notice under a received message that warned, not under the others nor my own', async () => {
    renderPanel(
      [
        message(1, lea, 'Écris-moi sur WhatsApp', { warnings: ['messaging'] }),
        message(2, lea, 'Bonjour'),
        message(3, me, 'Mon mail : camille@gmail.com', { warnings: ['email'] }),
      ],
      last,
    );
    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('note')).toHaveTextContent(
      'Prudence : ce message contient une invitation à échanger hors de CM Connect (WhatsApp, Telegram…).',
    );
    expect(within(items[1]!).queryByRole('note')).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('note')).not.toBeInTheDocument();
  });

  it('warns the sender before sending, before a hire, and sends only when asked', async () => {
    const fetchMock = renderPanel([], last);
    const section = await screen.findByRole('region', { name: `Conversation avec ${lea.fullName}` });
    const user = userEvent.setup();
    await user.type(within(section).getByRole('textbox', { name: 'Votre message' }), 'Appelle-moi au 06 12 34 56 78');
    expect(within(section).getByText('Avant d’envoyer ce message')).toBeInTheDocument();
    expect(within(section).getByText(/Votre message contient un numéro de téléphone\./)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // Enter does not send a warned text: only the button does, and the hint says so.
    await user.keyboard('{Enter}');
    expect(within(section).getByText(/Entrée n’envoie pas ce message/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Envoyer quand même' }));
    await vi.waitFor(() => expect(sentBodies(fetchMock, 'POST /api/messages')).toHaveLength(1));
  });

  it('does not warn once hired, nor on an ordinary message', async () => {
    renderPanel([], last, false);
    const section = await screen.findByRole('region', { name: `Conversation avec ${lea.fullName}` });
    const user = userEvent.setup();
    await user.type(within(section).getByRole('textbox', { name: 'Votre message' }), 'Appelle-moi au 06 12 34 56 78');
    expect(within(section).queryByText('Avant d’envoyer ce message')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  });
});
