import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/testing/mock-api.ts';
import { missionCard, managerCard, managerResult, missionResult, sectors, skills } from '#web/testing/public-fixtures.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import SearchRoute from './search.tsx';

const [instagram, tiktok] = skills;
const rateRanges = [
  { id: '00000000-0000-4000-8000-0000000000a1', name: '30 – 50 €/h', minRate: 30, maxRate: 50 },
  { id: '00000000-0000-4000-8000-0000000000a2', name: 'Plus de 80 €/h', minRate: 80, maxRate: null },
];
const experienceLevels = [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'Confirmé', minYears: 5, maxYears: null }];
const languages = [
  { code: 'en', label: 'Anglais', nativeName: 'English' },
  { code: 'fr', label: 'Français', nativeName: 'Français' },
];

type Page = { items: unknown[]; total?: number };

function renderSearch(entry: string, pages: { managers?: Page; jobs?: Page } = {}) {
  const page = ({ items, total }: Page) => ({ body: { items, total: total ?? items.length, page: 1, pageSize: 20 } });
  const fetchMock = mockApi({
    // A visitor: the hearts and 'Sauvegarder cette recherche' are members' (their own tests say so).
    'GET /api/me': { body: { user: null } },
    'GET /api/catalog/skills': { body: { skills } },
    'GET /api/catalog/sectors': { body: { sectors } },
    'GET /api/catalog/rate-ranges': { body: { rateRanges } },
    'GET /api/catalog/experience-levels': { body: { experienceLevels } },
    'GET /api/catalog/languages': { body: { languages } },
    'GET /api/geo/search': {
      body: {
        suggestions: [
          {
            placeId: 'fr-2996944',
            city: 'Lyon',
            state: 'Auvergne-Rhône-Alpes',
            country: 'France',
            countryCode: 'fr',
            latitude: 45.75,
            longitude: 4.85,
            label: 'Lyon, Auvergne-Rhône-Alpes, France',
          },
        ],
      },
    },
    'GET /api/search/managers': page(pages.managers ?? { items: [managerResult()] }),
    'GET /api/search/jobs': page(pages.jobs ?? { items: [missionResult()] }),
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
    const { apiQueries } = renderSearch(
      `/search?type=jobs&q=instagram&specialty=${instagram?.id}&industry=Mode&location=Lyon&lat=45.75&lon=4.85&radius=50&sort=budget_desc&budgetMin=500&contract=part_time&workMode=onsite&published=7d`,
    );

    expect(screen.getByRole('tab', { name: 'Missions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Community Managers' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('instagram');
    expect(await screen.findByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Mode' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Autour d’une ville' })).toHaveValue('Lyon');
    expect(screen.getByRole('combobox', { name: 'Rayon' })).toHaveValue('50');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('budget_desc');
    expect(screen.getByRole('spinbutton', { name: 'Minimum (€)' })).toHaveValue(500);
    expect(screen.getByRole('checkbox', { name: 'Temps partiel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sur site' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moins de 7 jours' })).toBeChecked();
    const chips = screen.getByRole('list', { name: 'Filtres actifs' });
    for (const name of [
      'Recherche : instagram',
      'Instagram',
      'Mode',
      'Lyon (50 km)',
      `Budget min. : 500\u00a0€`,
      'Temps partiel',
      'Sur site',
      'Publiée : moins de 7 jours',
    ]) {
      expect(within(chips).getByRole('button', { name: `Retirer le filtre ${name}` })).toBeInTheDocument();
    }
    expect(await screen.findByRole('link', { name: missionCard().title })).toHaveAttribute('href', `/jobs/${missionCard().id}`);
    expect(screen.getByText('1 mission trouvée')).toBeInTheDocument();

    const [query] = apiQueries('jobs');
    expect(query?.get('q')).toBe('instagram');
    expect(query?.getAll('specialties')).toEqual([instagram?.id]);
    expect(query?.get('industry')).toBe('Mode');
    expect(query?.get('location')).toBe('Lyon');
    expect([query?.get('lat'), query?.get('lon'), query?.get('radius')]).toEqual(['45.75', '4.85', '50']);
    expect(query?.get('sort')).toBe('budget_desc');
    expect(query?.get('budgetMin')).toBe('500');
    expect(query?.getAll('contract')).toEqual(['part_time']);
    expect(query?.get('workMode')).toBe('onsite');
    expect(query?.get('published')).toBe('7d');
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
    const { user, router } = renderSearch(
      `/search?type=managers&q=mode&specialty=${instagram?.id}&specialty=${tiktok?.id}&location=Paris&lat=48.85&lon=2.35&sort=newest&available=1`,
    );

    await user.click(await screen.findByRole('button', { name: 'Retirer le filtre TikTok' }));
    expect(searchOf(router).getAll('specialty')).toEqual([instagram?.id]);
    expect(screen.getByRole('checkbox', { name: 'TikTok' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Retirer le filtre Paris (25 km)' }));
    expect(searchOf(router).get('location')).toBeNull();
    expect(searchOf(router).get('lat')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Toutes les localisations' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Autour d’une ville' })).toHaveValue('');

    // The order is not a filter: it stays.
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(router.state.location.search).toBe('?type=managers&sort=newest');
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
    const { user, router } = renderSearch('/search?q=mode&sort=rate_asc&available=1');

    expect(screen.getByRole('tab', { name: 'Community Managers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', `/profile/${managerCard().id}`);

    await user.click(screen.getByRole('tab', { name: 'Missions' }));

    // The text goes along; the other tab's filters and order stay behind.
    expect(router.state.location.search).toBe('?type=jobs&q=mode');
    expect(await screen.findByRole('link', { name: missionCard().title })).toBeInTheDocument();
  });

  it("explains each result under 'Pourquoi ce résultat ?': its score, each factor's part, what it matched", async () => {
    const { user } = renderSearch('/search?type=managers&q=instagram&location=Lyon&lat=45.75&lon=4.85');
    const card = (await screen.findByRole('link', { name: 'Camille Martin' })).closest('li')!;
    const why = within(card).getByRole('button', { name: 'Pourquoi ce résultat ?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    // Closed, the panel is not in the page at all: twenty of them were a fifth of its markup.
    expect(why).not.toHaveAttribute('aria-controls');
    expect(within(card).queryByText(/Score de pertinence/)).toBeNull();

    await user.click(why);

    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(why).toHaveAttribute('aria-controls', within(card).getByText(/Score de pertinence/).parentElement!.id);
    expect(within(card).getByText('Score de pertinence : 83,1 sur 100')).toBeVisible();
    expect(within(card).getByText('Correspondance avec votre recherche : 100 % de la meilleure correspondance')).toBeVisible();
    expect(within(card).getByText('60 / 60 pts')).toBeVisible();
    expect(within(card).getByText('Note moyenne des avis : 4,7 / 5')).toBeVisible();
    expect(within(card).getByText('14,1 / 15 pts')).toBeVisible();
    expect(within(card).getByText('Mise à jour du profil : Modifié il y a plus de 180 jours')).toBeVisible();
    expect(within(card).getByText('0 / 5 pts')).toBeVisible();
    expect(within(card).getByText('Compétences correspondantes : Instagram')).toBeVisible();
    expect(within(card).getByText('À 15 km de la ville recherchée')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Comment fonctionne le classement' })).toHaveAttribute('href', '/classement');
  });

  it('shows no points figure for a factor the result has no value for: a member without reviews', async () => {
    const { user } = renderSearch('/search?type=managers&q=instagram', {
      managers: { items: [managerResult({}, { factors: { text: 1, rating: null, completeness: 0.5, recency: 1 }, distanceKm: null, score: 70 })] },
    });
    const card = (await screen.findByRole('link', { name: 'Camille Martin' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Pourquoi ce résultat ?' }));

    const rating = within(card).getByText('Note moyenne des avis : Pas encore d’avis').closest('li')!;
    expect(rating).toHaveTextContent(/^Note moyenne des avis : Pas encore d’avis\s*aucun point$/);
    expect(within(card).getByText('Mise à jour du profil : 100 % des points de fraîcheur')).toBeVisible();
    expect(within(card).getByText('5 / 5 pts')).toBeVisible();
  });

  it("says 'Aucun résultat trouvé' when nothing matches", async () => {
    renderSearch('/search?type=managers&q=zzz', { managers: { items: [] } });

    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    expect(screen.getByText('0 community managers trouvés')).toBeInTheDocument();
  });

  it('pages through the results, 20 at a time', async () => {
    const { user, router, apiQueries } = renderSearch('/search?type=managers', {
      managers: { items: [managerResult()], total: 45 },
    });

    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByText('45 community managers trouvés')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));

    expect(searchOf(router).get('page')).toBe('2');
    await waitFor(() => expect(apiQueries('managers').at(-1)?.get('page')).toBe('2'));
  });

  it("offers the community managers' filters and sorts, and puts them in the address", async () => {
    const { user, router, apiQueries } = renderSearch('/search?type=managers');

    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect([...sort.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Pertinence',
      'Meilleures notes',
      'Tarif croissant',
      'Tarif décroissant',
      'Derniers inscrits',
    ]);
    await user.selectOptions(sort, 'Tarif croissant');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tarif horaire' }), '30 – 50 €/h');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Expérience' }), 'Confirmé');
    await user.click(screen.getByRole('radio', { name: '4,5 et plus' }));
    await user.click(screen.getByRole('checkbox', { name: 'Disponible maintenant' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Anglais' }));

    const params = searchOf(router);
    expect(params.get('sort')).toBe('rate_asc');
    expect(params.get('rate')).toBe(rateRanges[0]!.id);
    expect(params.get('experience')).toBe(experienceLevels[0]!.id);
    expect(params.get('minRating')).toBe('4.5');
    expect(params.get('available')).toBe('1');
    expect(params.getAll('language')).toEqual(['Anglais']);
    await waitFor(() => expect(apiQueries('managers').at(-1)?.getAll('language')).toEqual(['Anglais']));
    const query = apiQueries('managers').at(-1)!;
    expect([query.get('sort'), query.get('rate'), query.get('experience'), query.get('minRating'), query.get('available')]).toEqual([
      'rate_asc',
      rateRanges[0]!.id,
      experienceLevels[0]!.id,
      '4.5',
      '1',
    ]);
    const chips = screen.getByRole('list', { name: 'Filtres actifs' });
    for (const name of ['30 – 50 €/h', 'Confirmé', 'Note : 4,5 et plus', 'Disponible maintenant', 'Anglais']) {
      expect(within(chips).getByRole('button', { name: `Retirer le filtre ${name}` })).toBeInTheDocument();
    }
  });

  it("takes a budget when the field is left, and the missions' sorts", async () => {
    const { user, router } = renderSearch('/search?type=jobs');

    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect([...sort.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Pertinence',
      'Plus récentes',
      'Budget croissant',
      'Budget décroissant',
    ]);
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum (€)' }), '1500');
    expect(searchOf(router).get('budgetMax')).toBeNull();
    await user.tab();
    expect(searchOf(router).get('budgetMax')).toBe('1500');
    await user.click(screen.getByRole('checkbox', { name: 'Freelance' }));
    await user.click(screen.getByRole('radio', { name: 'À distance' }));
    expect(searchOf(router).getAll('contract')).toEqual(['freelance']);
    expect(searchOf(router).get('workMode')).toBe('remote');
  });

  it('searches around a city chosen among the suggestions, within the radius picked', async () => {
    const { user, router, apiQueries } = renderSearch('/search?type=managers');

    const city = await screen.findByRole('combobox', { name: 'Autour d’une ville' });
    await user.type(city, 'Lyo');
    await user.click(await screen.findByRole('option', { name: /Lyon/ }));
    await waitFor(() => expect(searchOf(router).get('location')).toBe('Lyon'));
    expect([searchOf(router).get('lat'), searchOf(router).get('lon')]).toEqual(['45.75', '4.85']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rayon' }), '100 km');
    expect(searchOf(router).get('radius')).toBe('100');
    await waitFor(() => expect(apiQueries('managers').at(-1)?.get('radius')).toBe('100'));
    expect(
      within(screen.getByRole('list', { name: 'Filtres actifs' })).getByRole('button', { name: 'Retirer le filtre Lyon (100 km)' }),
    ).toBeInTheDocument();

    // Remote replaces the city.
    await user.click(screen.getByRole('radio', { name: 'Télétravail' }));
    expect(searchOf(router).get('location')).toBe('Télétravail');
    expect(searchOf(router).get('lat')).toBeNull();
  });
});
