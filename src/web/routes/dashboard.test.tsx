import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TMe } from '#contracts/accounts';
import type { TFirstStepsResponse } from '#contracts/first-steps';
import { messagingLockMessages } from '#contracts/messages-terms';
import { noticeTexts } from '#contracts/notices-terms';
import { holdRequests } from '#web/testing/deferred.ts';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import DashboardRoute from './dashboard.tsx';

const firstSteps: TFirstStepsResponse = {
  steps: [
    { key: 'photo', done: false },
    { key: 'skills', done: true },
    { key: 'portfolio', done: false },
  ],
  percent: 33,
  next: 'photo',
  dismissed: false,
};

const me = people.manager;
const lea = people.otherManager;
const client = people.company;

const partner = (person: TMe) => ({
  id: person.id,
  fullName: person.fullName,
  avatarUrl: null,
  userType: person.userType,
});

const conversations = [
  {
    partner: partner(lea),
    lastMessage: { content: 'À demain pour le brief !', moderated: false, createdAt: '2025-03-02T09:00:00.000Z', fromMe: false },
    unreadCount: 12,
  },
  {
    partner: partner(client),
    lastMessage: { content: 'Merci pour votre candidature', moderated: false, createdAt: '2025-03-01T09:00:00.000Z', fromMe: true },
    unreadCount: 0,
  },
];

const message = (id: number, from: TMe, to: TMe, content: string, createdAt: string) => ({
  id: `5e000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  senderId: from.id,
  receiverId: to.id,
  content,
  read: true,
  reported: false,
  moderated: false,
  warnings: [],
  createdAt,
});

const leaThread = {
  canWrite: true,
  lock: null,
  beforeHire: false,
  partner: partner(lea),
  hasMore: false,
  messages: [
    message(1, lea, me, 'Salut Camille, tu as vu le brief ?', '2025-03-02T08:00:00.000Z'),
    message(2, me, lea, 'Oui, je regarde ce soir.', '2025-03-02T08:30:00.000Z'),
    message(3, lea, me, 'À demain pour le brief !', '2025-03-02T09:00:00.000Z'),
  ],
};

function renderDashboard(viewer: TMe, search: string, extra: Record<string, MockReply | ((body: unknown) => MockReply)> = {}) {
  const fetchMock = mockApi({
    'GET /api/me': meReply(viewer),
    'GET /api/messages/unread-count': { body: { count: 12 } },
    'GET /api/messages/conversations': { body: { conversations } },
    [`GET /api/messages/with/${lea.id}`]: { body: leaThread },
    'POST /api/messages': (body) => ({
      status: 201,
      body: { message: message(9, me, lea, (body as { content: string }).content, '2025-03-02T10:00:00.000Z') },
    }),
    ...extra,
  });
  const view = renderRoutes([{ path: '/dashboard', Component: DashboardRoute }], `/dashboard${search}`);
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('dashboard tabs', () => {
  it('shows the community manager tabs, with the unread badge on Messages', async () => {
    renderDashboard(me, '?tab=messages');
    const tabs = await screen.findByRole('tablist', { name: 'Tableau de bord' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(["Vue d'ensemble", expect.stringMatching(/^Messages/), 'Mes Candidatures', 'Mes recherches', 'Favoris', 'Abonnement', 'Mon Profil']);
    const messagesTab = within(tabs).getByRole('tab', { name: /Messages/ });
    expect(messagesTab).toHaveAttribute('aria-selected', 'true');
    expect(await within(messagesTab).findByText('9+')).toBeInTheDocument();
  });

  it('shows Mes Offres and Candidatures reçues to a company, and keeps the tab in the URL', async () => {
    const { user, router } = renderDashboard(client, '?tab=nope', {
      'GET /api/me/first-steps': { body: { ...firstSteps, dismissed: true } },
      'GET /api/me/received-applications': {
        body: { applications: [], total: 0, pageSize: 10, statusCounts: { pending: 0, shortlisted: 0, accepted: 0, rejected: 0 }, missions: [] },
      },
      'GET /api/me/received-applications/counts': { body: { statusCounts: { pending: 2, shortlisted: 1, accepted: 0, rejected: 0 } } },
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
      'GET /api/me/reviews/pending': { body: { reviews: [] } },
      'GET /api/me/mail-preferences': { body: { optOuts: [] } },
    });
    const overview = await screen.findByRole('tab', { name: "Vue d'ensemble" });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mes Offres' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Mes Candidatures' })).not.toBeInTheDocument();
    // The overview counts from the counts endpoint, which opens no application (ADR 0054).
    const stats = (await screen.findByRole('heading', { name: 'Candidatures reçues' })).parentElement!;
    expect(await within(stats).findByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Candidatures reçues' }));
    expect(router.state.location.search).toBe('?tab=received');
    expect(await screen.findByText('Aucune candidature reçue pour le moment.')).toBeInTheDocument();
  });

  it('hides Candidatures reçues from a community manager, even asked by URL', async () => {
    const { fetchMock } = renderDashboard(me, '?tab=received', {
      'GET /api/me/first-steps': { body: firstSteps },
      'GET /api/me/applications/counts': { body: { statusCounts: { pending: 4, shortlisted: 1, accepted: 2, rejected: 0 } } },
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
      'GET /api/me/reviews/pending': { body: { reviews: [] } },
      'GET /api/me/mail-preferences': { body: { optOuts: [] } },
    });
    expect(await screen.findByRole('tab', { name: "Vue d'ensemble" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Candidatures reçues' })).not.toBeInTheDocument();
    // The overview counts their applications from the counts endpoint, not by loading the list.
    const stats = (await screen.findByRole('heading', { name: 'Mes candidatures' })).parentElement!;
    expect(await within(stats).findByText('7')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'GET /api/me/applications')).toHaveLength(0);
  });
});

describe('first steps', () => {
  it('leads a new member through what is left, each step linked, and can be closed for good', async () => {
    let dismissed = false;
    const { user, fetchMock } = renderDashboard(me, '', {
      'GET /api/me/first-steps': () => ({ body: { ...firstSteps, dismissed } }),
      'POST /api/me/first-steps/dismiss': () => {
        dismissed = true;
        return { body: { ...firstSteps, dismissed } };
      },
      'GET /api/me/applications/counts': { body: { statusCounts: { pending: 0, shortlisted: 0, accepted: 0, rejected: 0 } } },
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
      'GET /api/me/reviews/pending': { body: { reviews: [] } },
    });
    const checklist = (await screen.findByRole('heading', { name: 'Vos premiers pas' })).closest('div')!.parentElement!;
    expect(within(checklist).getByRole('progressbar', { name: 'Profil complété' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(checklist).getByRole('link', { name: 'Ajoutez une photo' })).toHaveAttribute('href', '/dashboard?tab=profile');
    expect(within(checklist).queryByRole('link', { name: 'Indiquez vos compétences' })).not.toBeInTheDocument();
    expect(within(checklist).getByText('Indiquez vos compétences')).toBeInTheDocument();

    await user.click(within(checklist).getByRole('button', { name: 'Masquer les premiers pas' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Vos premiers pas' })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST /api/me/first-steps/dismiss')).toHaveLength(1);
  });
});

describe('messages tab', () => {
  it('lists conversations newest first with their unread counts, and opens the thread oldest first', async () => {
    renderDashboard(me, `?tab=messages&with=${lea.id}`);

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const items = await within(list).findAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Léa Bernard'), expect.stringContaining('Paul Dupont')]);
    expect(items[0]).toHaveTextContent('9+');
    expect(items[0]).toHaveAttribute('aria-current', 'page');
    expect(items[1]).toHaveTextContent('Vous : Merci pour votre candidature');

    const thread = await screen.findByRole('list', { name: 'Messages' });
    const bubbles = within(thread).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.querySelector('p:not(.sr-only)')?.textContent)).toEqual([
      'Salut Camille, tu as vu le brief ?',
      'Oui, je regarde ce soir.',
      'À demain pour le brief !',
    ]);
    expect(bubbles[1]).toHaveClass('justify-end');
    expect(bubbles[0]).toHaveClass('justify-start');
    expect(within(thread).getAllByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toHaveLength(3);
  });

  it("reports a received message ('Signaler') with the notice form, never one of mine; it then reads 'Signalé'", async () => {
    const reported = 'POST /api/notices';
    const { user, fetchMock } = renderDashboard(me, `?tab=messages&with=${lea.id}`, {
      [reported]: { status: 201, body: { id: '00000000-0000-4000-8000-0000000000aa', message: noticeTexts.sent } },
    });
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const bubbles = within(thread).getAllByRole('listitem');
    expect(within(bubbles[1]!).queryByRole('button', { name: /Signaler/ })).not.toBeInTheDocument();
    await user.click(within(bubbles[0]!).getByRole('button', { name: 'Signaler ce message de Léa Bernard' }));
    const form = await screen.findByRole('dialog', { name: noticeTexts.dialogTitle });
    await user.selectOptions(within(form).getByLabelText(noticeTexts.category), 'Fraude ou arnaque');
    await user.type(within(form).getByLabelText(noticeTexts.explanation), 'Elle me demande de payer par carte cadeau.');
    await user.click(within(form).getByRole('checkbox', { name: noticeTexts.goodFaith }));
    await user.click(within(form).getByRole('button', { name: noticeTexts.submit }));
    expect(await within(bubbles[0]!).findByText('Signalé')).toBeInTheDocument();
    expect(sentBodies(fetchMock, reported)).toEqual([
      {
        targetType: 'message',
        targetId: message(1, lea, me, '', '').id,
        category: 'fraud',
        explanation: 'Elle me demande de payer par carte cadeau.',
        goodFaith: true,
      },
    ]);
  });

  it('sends the trimmed text, never a blank one, and is disabled while sending', async () => {
    const { user, fetchMock } = renderDashboard(me, `?tab=messages&with=${lea.id}`);
    const box = await screen.findByLabelText('Votre message');
    const send = screen.getByRole('button', { name: 'Envoyer' });

    await user.type(box, '    ');
    expect(send).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([]);

    await user.clear(box);
    await user.type(box, '  Parfait,{Shift>}{Enter}{/Shift}à demain  ');
    expect(box).toHaveValue('  Parfait,\nà demain  ');

    const held = holdRequests(fetchMock, 'POST /api/messages');
    await user.type(box, '{Enter}');
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    await user.type(box, '{Enter}');
    held.release();

    await screen.findByRole('button', { name: 'Envoyer' });
    expect(box).toHaveValue('');
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([{ receiverId: lea.id, content: 'Parfait,\nà demain' }]);
  });

  it('keeps what was typed while the previous message was on its way', async () => {
    const { user, fetchMock } = renderDashboard(me, `?tab=messages&with=${lea.id}`);
    const box = await screen.findByLabelText('Votre message');
    const held = holdRequests(fetchMock, 'POST /api/messages');
    await user.type(box, 'Premier message{Enter}');
    await screen.findByRole('button', { name: 'Envoi en cours...' });
    await user.clear(box);
    await user.type(box, 'Le suivant');
    held.release();
    await screen.findByRole('button', { name: 'Envoyer' });
    expect(box).toHaveValue('Le suivant');
  });

  it('marks an opened thread read with a POST (the GET marks nothing), then refreshes the badges', async () => {
    let readMarked = false;
    const unreadThread = () => ({
      ...leaThread,
      messages: leaThread.messages.map((m) => (m.senderId === lea.id ? { ...m, read: readMarked } : m)),
    });
    const { fetchMock } = renderDashboard(me, `?tab=messages&with=${lea.id}`, {
      [`GET /api/messages/with/${lea.id}`]: () => ({ body: unreadThread() }),
      [`POST /api/messages/with/${lea.id}/read`]: () => {
        readMarked = true;
        return { body: { marked: 2 } };
      },
      'GET /api/messages/unread-count': () => ({ body: { count: readMarked ? 0 : 12 } }),
      'GET /api/messages/conversations': () => ({
        body: { conversations: conversations.map((c) => (c.partner.id === lea.id && readMarked ? { ...c, unreadCount: 0 } : c)) },
      }),
    });
    await screen.findByRole('list', { name: 'Messages' });
    const tabs = await screen.findByRole('tablist', { name: 'Tableau de bord' });
    await vi.waitFor(() => expect(within(tabs).getByRole('tab', { name: /Messages/ })).not.toHaveTextContent('9+'));
    expect(sentBodies(fetchMock, `POST /api/messages/with/${lea.id}/read`)).toHaveLength(1);
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    await vi.waitFor(() => expect(within(list).getAllByRole('link')[0]).not.toHaveTextContent('9+'));
  });

  it('does not mark a thread read when everything in it is read already', async () => {
    const { fetchMock } = renderDashboard(me, `?tab=messages&with=${lea.id}`);
    await screen.findByRole('list', { name: 'Messages' });
    expect(sentBodies(fetchMock, `POST /api/messages/with/${lea.id}/read`)).toEqual([]);
  });

  it('opens a conversation with no message yet, and explains a locked one', async () => {
    renderDashboard(me, `?tab=messages&with=${client.id}`, {
      [`GET /api/messages/with/${client.id}`]: {
        body: { canWrite: false, lock: 'client_locked', beforeHire: true, partner: partner(client), hasMore: false, messages: [] },
      },
    });
    expect(await screen.findByRole('region', { name: 'Conversation avec Paul Dupont' })).toBeInTheDocument();
    expect(screen.getByText('Aucun message pour le moment.')).toBeInTheDocument();
    expect(screen.getByText(messagingLockMessages.client_locked)).toBeInTheDocument();
    expect(screen.queryByLabelText('Votre message')).not.toBeInTheDocument();
  });
});
