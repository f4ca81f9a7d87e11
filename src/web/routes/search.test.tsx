import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/testing/mock-api.ts';
import { missionCard, managerCard, sectors, skills } from '#web/testing/public-fixtures.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import SearchRoute from './search.tsx';

const [instagram, tiktok] = skills;

type Page = { items: unknown[]; total?: number };

function renderSearch(entry: string, pages: { managers?: Page; jobs?: Page } = {}) {
  const page = ({ items, total }: Page) => ({ body: { items, total: total ?? items.length, page: 1, pageSize: 20 } });
  const fetchMock = mockApi({
    // A visitor: the hearts and 'Sauvegarder cette recherche' are members' (their own tests say so).
    'GET /api/me': { body: { user: null } },
    'GET /api/catalog/skills': { body: { skills } },
    'GET /api/catalog/sectors': { body: { sectors } },
    'GET /api/search/managers': page(pages.managers ?? { items: [managerCard()] }),
    'GET /api/search/jobs': page(pages.jobs ?? { items: [missionCard()] }),
  });
  const view = renderRoutes(
    [
      { path: '/search', Component: SearchRoute },
      { path: '/profile/:id', element: <p>Profil</p> },
    ],
    entry,
  );
  /** The query strings sent to /api/search/{kind}. */
  const apiQueries = (kind: 'managers' | 'jobs') =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === `/api/search/${kind}`)
      .map((url) => url.searchParams);
  return { ...view, fetchMock, apiQueries, user: userEvent.setup() };
}

const searchOf = (router: ReturnType<typeof renderSearch>['router']) => new URLSearchParams(router.state.location.search);

describe('search page', () => {
  it('reads its whole state from the address and asks the API for it', async () => {
    const { apiQueries } = renderSearch(`/search?type=jobs&q=instagram&specialty=${instagram?.id}&industry=Mode&location=Lyon`);

    expect(screen.getByRole('tab', { name: 'Missions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Community Managers' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('instagram');
    expect(await screen.findByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Mode' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Lyon' })).toBeChecked();
    const chips = screen.getByRole('list', { name: 'Filtres actifs' });
    for (const name of ['Recherche : instagram', 'Instagram', 'Mode', 'Lyon']) {
      expect(within(chips).getByRole('button', { name: `Retirer le filtre ${name}` })).toBeInTheDocument();
    }
    expect(await screen.findByRole('link', { name: missionCard().title })).toHaveAttribute('href', `/jobs/${missionCard().id}`);
    expect(screen.getByText('1 mission trouvée')).toBeInTheDocument();

    const [query] = apiQueries('jobs');
    expect(query?.get('q')).toBe('instagram');
    expect(query?.getAll('specialties')).toEqual([instagram?.id]);
    expect(query?.get('industry')).toBe('Mode');
    expect(query?.get('location')).toBe('Lyon');
    expect(query?.get('page')).toBe('1');
    expect(apiQueries('managers')).toEqual([]);
  });

  it('folds the filters behind a button that says how many are on (phones show results first)', async () => {
    const { user } = renderSearch(`/search?specialty=${instagram?.id}&location=Lyon`);
    const toggle = screen.getByRole('button', { name: 'Filtres (2)' });
    const panel = screen.getByRole('complementary', { name: 'Filtres' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded below the two-column width only: `lg:block` keeps it beside the results on a wide screen.
    expect(panel).toHaveClass('hidden', 'lg:block');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    await user.click(toggle);
    expect(panel).toHaveClass('hidden');

    // Opened again, its last button folds it and goes back to the results.
    await user.click(toggle);
    await user.click(within(panel).getByRole('button', { name: 'Voir les résultats' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
  });

  it('puts each filter change in the address as a new history entry', async () => {
    const { user, router, apiQueries } = renderSearch('/search?type=managers');

    await user.click(await screen.findByRole('checkbox', { name: 'Instagram' }));
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await user.click(await screen.findByRole('radio', { name: 'Tourisme' }));
    await user.click(screen.getByRole('radio', { name: 'Télétravail' }));

    const params = searchOf(router);
    expect(params.get('type')).toBe('managers');
    expect(params.getAll('specialty')).toEqual([instagram?.id, tiktok?.id]);
    expect(params.get('industry')).toBe('Tourisme');
    expect(params.get('location')).toBe('Télétravail');
    await waitFor(() => expect(apiQueries('managers').at(-1)?.get('location')).toBe('Télétravail'));
    expect(apiQueries('managers').at(-1)?.getAll('specialties')).toEqual([instagram?.id, tiktok?.id]);
  });

  it('removes one filter with its chip, and all of them with the reset button', async () => {
    const { user, router } = renderSearch(`/search?type=managers&q=mode&specialty=${instagram?.id}&specialty=${tiktok?.id}&location=Paris`);

    await user.click(await screen.findByRole('button', { name: 'Retirer le filtre TikTok' }));
    expect(searchOf(router).getAll('specialty')).toEqual([instagram?.id]);
    expect(screen.getByRole('checkbox', { name: 'TikTok' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Retirer le filtre Paris' }));
    expect(searchOf(router).get('location')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Toutes les localisations' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(router.state.location.search).toBe('?type=managers');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Filtres actifs' })).not.toBeInTheDocument();
  });

  it('follows the typed text after a pause, replacing the history entry, and Back restores the previous search', async () => {
    const { user, router, apiQueries } = renderSearch('/search?type=managers&location=Lyon');

    await user.click(await screen.findByRole('checkbox', { name: 'Instagram' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'commu');

    await waitFor(() => expect(searchOf(router).get('q')).toBe('commu'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(apiQueries('managers').at(-1)?.get('q')).toBe('commu'));
    // No request for each keystroke.
    expect(apiQueries('managers').filter((query) => query.get('q') && query.get('q') !== 'commu')).toEqual([]);

    await act(() => router.navigate(-1));

    expect(searchOf(router).get('q')).toBeNull();
    expect(searchOf(router).getAll('specialty')).toEqual([]);
    expect(searchOf(router).get('location')).toBe('Lyon');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).not.toBeChecked();

    await act(() => router.navigate(1));

    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('commu');
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
  });

  it('switches between community managers and missions with the tabs', async () => {
    const { user, router } = renderSearch('/search');

    expect(screen.getByRole('tab', { name: 'Community Managers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', `/profile/${managerCard().id}`);

    await user.click(screen.getByRole('tab', { name: 'Missions' }));

    expect(searchOf(router).get('type')).toBe('jobs');
    expect(await screen.findByRole('link', { name: missionCard().title })).toBeInTheDocument();
  });

  it("says 'Aucun résultat trouvé' when nothing matches", async () => {
    renderSearch('/search?type=managers&q=zzz', { managers: { items: [] } });

    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    expect(screen.getByText('0 community managers trouvés')).toBeInTheDocument();
  });

  it('pages through the results, 20 at a time', async () => {
    const { user, router, apiQueries } = renderSearch('/search?type=managers', {
      managers: { items: [managerCard()], total: 45 },
    });

    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByText('45 community managers trouvés')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));

    expect(searchOf(router).get('page')).toBe('2');
    await waitFor(() => expect(apiQueries('managers').at(-1)?.get('page')).toBe('2'));
  });
});
