import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TOwnJob } from '#contracts/missions';
import { queryKeys } from '#web/lib/query-keys.ts';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MyOffers } from './my-offers.tsx';

const mission = (n: number, overrides: Partial<TOwnJob>): TOwnJob => ({
  id: `7c000000-0000-4000-8000-00000000000${n}`,
  title: `Mission ${n}`,
  status: 'open',
  createdAt: '2025-03-0' + n + 'T10:00:00.000Z',
  closedAt: null,
  closeOutcome: null,
  applicationCount: 0,
  newApplicationCount: 0,
  ...overrides,
});

const open = mission(3, { title: 'Animer notre Instagram', applicationCount: 4, newApplicationCount: 2 });
const closed = mission(2, {
  title: 'Refonte des visuels',
  status: 'closed',
  closedAt: '2025-03-20T10:00:00.000Z',
  closeOutcome: 'filled_here',
  applicationCount: 1,
});
const draft = mission(1, { title: 'Projet TikTok', status: 'draft' });

function renderOffers(missions: TOwnJob[], extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/me/jobs': { body: { jobs: missions } }, ...extra });
  const { queryClient } = renderRoutes([{ path: '/dashboard', element: <MyOffers /> }], '/dashboard?tab=offers');
  return { fetchMock, queryClient, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe("'Mes Offres'", () => {
  it('lists missions with their status label, applications (new ones highlighted), fr-FR dates and actions', async () => {
    renderOffers([open, closed, draft]);
    expect(await screen.findByRole('article', { name: 'Animer notre Instagram' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Animer notre Instagram',
      'Refonte des visuels',
      'Projet TikTok',
    ]);
    const openCard = card('Animer notre Instagram');
    expect(within(openCard).getByText('En cours')).toBeInTheDocument();
    expect(within(openCard).getByText('4 candidatures')).toBeInTheDocument();
    expect(within(openCard).getByText('2 nouvelles')).toBeInTheDocument();
    expect(within(openCard).getByText(/Publiée le 03\/03\/2025/)).toBeInTheDocument();
    expect(within(openCard).getByRole('button', { name: 'Clôturer' })).toBeInTheDocument();
    const closedCard = card('Refonte des visuels');
    expect(within(closedCard).getByText('Terminée')).toBeInTheDocument();
    expect(within(closedCard).getByText(/Pourvue sur CM Connect/)).toBeInTheDocument();
    expect(within(closedCard).getByRole('button', { name: 'Rouvrir' })).toBeInTheDocument();
    const draftCard = card('Projet TikTok');
    expect(within(draftCard).getByText('Brouillon')).toBeInTheDocument();
    expect(within(draftCard).getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    expect(within(draftCard).getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', `/dashboard/missions/${draft.id}/edit`);
    // Its owner previews it on its page.
    expect(within(draftCard).getByRole('link', { name: 'Projet TikTok' })).toHaveAttribute('href', `/jobs/${draft.id}`);
    expect(screen.getByRole('link', { name: 'Publier une mission' })).toHaveAttribute('href', '/dashboard/missions/new');
  });

  it('invites to publish the first mission when there is none', async () => {
    renderOffers([]);
    expect(await screen.findByText("Vous n'avez publié aucune mission pour le moment.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publier ma première mission' })).toHaveAttribute('href', '/dashboard/missions/new');
  });

  it('deletes a draft only after confirmation', async () => {
    const { fetchMock, user } = renderOffers([draft], { [`DELETE /api/jobs/${draft.id}`]: { status: 204 } });
    await user.click(await within(await screen.findByRole('article', { name: 'Projet TikTok' })).findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le brouillon ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sentBodies(fetchMock, `DELETE /api/jobs/${draft.id}`)).toHaveLength(0);
    await user.click(within(card('Projet TikTok')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(sentBodies(fetchMock, `DELETE /api/jobs/${draft.id}`)).toHaveLength(1));
  });

  it('closing a mission makes the search results and profiles read again, not only the own list', async () => {
    const { queryClient, user } = renderOffers([open], {
      [`GET /api/jobs/${open.id}/applications`]: { body: { applications: [] } },
      [`POST /api/jobs/${open.id}/close`]: { body: { job: { ...open, status: 'closed' } } },
    });
    // What this browser read earlier: the mission in the search results, and on the client's profile.
    const searchKey = queryKeys.search.missions({ type: 'jobs', q: 'instagram' });
    const profileKey = queryKeys.profiles.detail('client-1');
    queryClient.setQueryData(searchKey, { jobs: [open] });
    queryClient.setQueryData(profileKey, { profile: {} });
    await user.click(await within(await screen.findByRole('article', { name: 'Animer notre Instagram' })).findByRole('button', { name: 'Clôturer' }));
    await user.click(await screen.findByLabelText('Pourvue ailleurs'));
    await user.click(screen.getByRole('button', { name: 'Clôturer la mission' }));
    await waitFor(() => expect(queryClient.getQueryState(searchKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(profileKey)?.isInvalidated).toBe(true);
  });
});
