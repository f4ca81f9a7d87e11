import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminMessage, TAdminReview } from '#contracts/admin-moderation';
import { messageModerationTexts, reviewModerationTexts } from '#contracts/admin-moderation-terms';
import { messagesMessages } from '#contracts/messages-terms';
import { formatDateTime } from '#web/lib/format.ts';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MessagesModeration } from './messages-moderation.tsx';
import { ReviewsModeration } from './reviews-moderation.tsx';

const person = (n: number, fullName: string) => ({
  id: `0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c000${n}`,
  fullName,
  avatarUrl: null,
  userType: 'community_manager' as const,
});
const hugo = person(1, 'Hugo Martin');
const lea = person(2, 'Léa Bernard');

const message = (n: number, content: string, extra: Partial<TAdminMessage> = {}): TAdminMessage => ({
  id: `5e000000-0000-4000-8000-00000000000${n}`,
  content,
  reported: false,
  moderated: false,
  warnings: [],
  flagged: false,
  createdAt: '2025-03-02T09:05:00.000Z',
  sender: hugo,
  receiver: lea,
  ...extra,
});
const review = (n: number, extra: Partial<TAdminReview> = {}): TAdminReview => ({
  id: `7e000000-0000-4000-8000-00000000000${n}`,
  rating: 2,
  comment: 'Travail rendu en retard.',
  reported: true,
  publishedAt: '2025-03-01T09:00:00.000Z',
  createdAt: '2025-03-01T09:00:00.000Z',
  reviewer: hugo,
  reviewed: lea,
  job: { id: '6e000000-0000-4000-8000-000000000001', title: 'Lancement TikTok' },
  ...extra,
});
const page = <T,>(items: T[], total = items.length) => ({ body: { items, total, page: 1, pageSize: 10 } });

describe('Gestion des messages', () => {
  it('shows the counters and rows, and removes a message after the confirmation', async () => {
    let removed = false;
    const fetchMock = mockApi({
      'GET /api/admin/messages': () =>
        page([message(1, removed ? '' : 'Espèce d’incapable', { reported: !removed, moderated: removed }), message(2, 'Bonjour')], 12),
      'GET /api/admin/messages/counters': { body: { today: 3, reported: 1, total: 12 } },
      [`DELETE /api/admin/messages/${message(1, '').id}`]: () => {
        removed = true;
        return { status: 204 };
      },
    });
    renderRoutes([{ path: '/admin/messages', element: <MessagesModeration /> }], '/admin/messages');
    const rows = await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByText('Affichage de 1 à 10 sur 12 résultats')).toBeInTheDocument();
    expect(screen.getByText(messageModerationTexts.today).nextSibling).toHaveTextContent('3');
    const [first] = within(rows).getAllByRole('article', { name: 'Message de Hugo Martin à Léa Bernard' });
    expect(within(first!).getByText('Signalé')).toBeInTheDocument();
    expect(within(first!).getByText(formatDateTime('2025-03-02T09:05:00.000Z'))).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(first!).getByRole('button', { name: 'Supprimer le message de Hugo Martin' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(messageModerationTexts.removeConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    // Refreshed: the row says the removal and offers no button any more.
    const updated = (await screen.findAllByText(messagesMessages.moderated))[0]!.closest('article')!;
    expect(within(updated).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Espèce d’incapable')).not.toBeInTheDocument();
  });

  it('shows a message queued by the scam detector with what it detected', async () => {
    mockApi({
      'GET /api/admin/messages': page([
        message(1, 'Écris-moi sur WhatsApp', { flagged: true, warnings: ['messaging', 'payment'] }),
        message(2, 'Bonjour'),
      ]),
      'GET /api/admin/messages/counters': { body: { today: 2, reported: 1, total: 2 } },
    });
    renderRoutes([{ path: '/admin/messages', element: <MessagesModeration /> }], '/admin/messages?reported=true');
    const [flagged, plain] = await screen.findAllByRole('article', { name: 'Message de Hugo Martin à Léa Bernard' });
    expect(within(flagged!).getByText('Détecté automatiquement')).toBeInTheDocument();
    expect(
      within(flagged!).getByText(
        'Motif détecté : une invitation à échanger hors de CM Connect (WhatsApp, Telegram…) et une demande de paiement hors de la plateforme',
      ),
    ).toBeInTheDocument();
    expect(within(plain!).queryByText('Détecté automatiquement')).not.toBeInTheDocument();
    expect(within(plain!).queryByText(/Motif détecté/)).not.toBeInTheDocument();
  });

  it('puts the reported-only filter in the query and shows the empty state', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/messages': page([]),
      'GET /api/admin/messages/counters': { body: { today: 0, reported: 0, total: 0 } },
    });
    renderRoutes([{ path: '/admin/messages', element: <MessagesModeration /> }], '/admin/messages?reported=true');
    expect(await screen.findByText(messageModerationTexts.empty)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: messageModerationTexts.reportedOnly })).toBeChecked();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/admin/messages?reported=true&page=1');
  });
});

describe('Gestion des avis', () => {
  it('shows a row as the spec says; approve posts, delete asks first', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/reviews': page([review(1), review(2, { reported: false, publishedAt: null, job: null })]),
      [`POST /api/admin/reviews/${review(1).id}/approve`]: { body: { review: review(1, { reported: false }) } },
      [`DELETE /api/admin/reviews/${review(2).id}`]: { status: 204 },
    });
    renderRoutes([{ path: '/admin/reviews', element: <ReviewsModeration /> }], '/admin/reviews?rating=2');
    const [reported, hidden] = await screen.findAllByRole('article');
    expect(within(reported!).getByText('Pour la mission : Lancement TikTok')).toBeInTheDocument();
    expect(within(reported!).getByRole('img', { name: 'Note : 2 sur 5' })).toBeInTheDocument();
    expect(within(reported!).getByText('Signalé')).toBeInTheDocument();
    expect(within(reported!).getByText(reviewModerationTexts.published)).toBeInTheDocument();
    expect(within(hidden!).getByText(reviewModerationTexts.hidden)).toBeInTheDocument();
    // Nothing to approve in a review nobody reported.
    expect(within(hidden!).getByRole('button', { name: /^Approuver/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: reviewModerationTexts.ratingLabel })).toHaveValue('2');

    const user = userEvent.setup();
    await user.click(within(reported!).getByRole('button', { name: /^Approuver/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));

    await user.click(within(hidden!).getByRole('button', { name: /^Supprimer/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cet avis ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(hidden!).getByRole('button', { name: /^Supprimer/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
