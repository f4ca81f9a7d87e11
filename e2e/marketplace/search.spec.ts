import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, withLateScripts } from '../fixtures';

test('home quick search → filtered results → chip removal → reset → a profile → back restores the search', async ({ page }) => {
  await page.goto('/');
  const quick = page.getByRole('search', { name: 'Recherche rapide' });
  await quick.getByLabel('Je recherche').selectOption({ label: 'Community Manager' });
  await quick.getByLabel('Spécialité').selectOption({ label: 'Instagram' });
  await quick.getByLabel("Secteur d'activité").selectOption({ label: 'Mode & Beauté' });
  await quick.getByRole('button', { name: 'Rechercher' }).click();

  await expect(page).toHaveURL(/\/search\?type=managers&specialty=[0-9a-f-]+&industry=Mode/);
  const chips = page.getByRole('list', { name: 'Filtres actifs' });
  await expect(chips.getByRole('button', { name: 'Retirer le filtre Instagram' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Retirer le filtre Mode & Beauté' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Instagram', exact: true })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /trouvés?$/ })).toBeVisible();

  await chips.getByRole('button', { name: 'Retirer le filtre Instagram' }).click();
  await expect(page).not.toHaveURL(/specialty=/);
  await expect(page.getByRole('checkbox', { name: 'Instagram', exact: true })).not.toBeChecked();

  await page.getByRole('radio', { name: 'Télétravail' }).click();
  await expect(page).toHaveURL(/location=T%C3%A9l%C3%A9travail/);
  await expect(page.getByRole('radio', { name: 'Télétravail' })).toBeChecked();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).first().click();
  await expect(page).toHaveURL(/\/search\?type=managers$/);
  await expect(page.getByRole('list', { name: 'Filtres actifs' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('commu');
  await expect(page).toHaveURL(/q=commu/);
  await chooseCity(page, 'Pari', 'Paris');
  await expect(page).toHaveURL(/location=Paris&lat=[\d.]+&lon=[\d.]+/);
  const searchUrl = page.url();

  const firstCard = page.locator('main a[href^="/profile/"]').first();
  const name = (await firstCard.textContent())!.trim();
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('commu');
  await expect(page.getByRole('combobox', { name: 'Autour d’une ville' })).toHaveValue('Paris');
});

/** Types the start of a city in the search's location field and picks the suggestion. */
async function chooseCity(page: Page, typed: string, city: string) {
  await page.getByRole('combobox', { name: 'Autour d’une ville' }).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${city},`) })
    .first()
    .click();
}

/** The result count the page states, as a number ('Plus de 1 000' counts as 1000). */
async function statedCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /trouvée?s?$/ })
      .textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('community managers: a city and its radius, a sort and a filter, all kept in the address', async ({ page }) => {
  await page.goto('/search?type=managers');
  await waitForHydration(page);
  await chooseCity(page, 'Lyo', 'Lyon');
  await expect(page).toHaveURL(/location=Lyon&lat=[\d.]+&lon=[\d.]+/);
  await expect(page.getByRole('list', { name: 'Filtres actifs' }).getByRole('button', { name: 'Retirer le filtre Lyon (25 km)' })).toBeVisible();
  const within25 = await statedCount(page);

  await page.getByRole('combobox', { name: 'Rayon' }).selectOption({ label: '100 km' });
  await expect(page).toHaveURL(/radius=100/);
  await expect(page.getByRole('list', { name: 'Filtres actifs' }).getByRole('button', { name: 'Retirer le filtre Lyon (100 km)' })).toBeVisible();
  await expect.poll(() => statedCount(page)).toBeGreaterThanOrEqual(within25);

  await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Tarif croissant' });
  await expect(page).toHaveURL(/sort=rate_asc/);
  await page.getByRole('checkbox', { name: 'Disponible maintenant' }).click();
  await expect(page).toHaveURL(/available=1/);
  await page.getByRole('radio', { name: '4 et plus' }).click();
  await expect(page).toHaveURL(/minRating=4/);

  // What the page lists is what the API answers for the same address.
  const address = new URL(page.url());
  const api = new URLSearchParams(address.search);
  api.delete('type');
  const answer = (await (await page.request.get(`/api/search/managers?${api}`)).json()) as {
    items: { id: string; hourlyRateMin: number | null; averageRating: number | null; availability: boolean }[];
    total: number;
  };
  await expect.poll(() => statedCount(page)).toBe(answer.total);
  expect(answer.items.every((item) => item.availability && (item.averageRating ?? 0) >= 4)).toBe(true);
  const rates = answer.items.map((item) => item.hourlyRateMin).filter((rate): rate is number => rate !== null);
  expect(rates).toEqual([...rates].sort((a, b) => a - b));
  if (answer.items[0]) await expect(page.locator('main a[href^="/profile/"]').first()).toHaveAttribute('href', `/profile/${answer.items[0].id}`);

  // The address round-trips: opened again (rendered on the server), the page shows the same search.
  await page.goto(address.toString());
  await expect(page.getByRole('combobox', { name: 'Autour d’une ville' })).toHaveValue('Lyon');
  await expect(page.getByRole('combobox', { name: 'Rayon' })).toHaveValue('100');
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('rate_asc');
  await expect(page.getByRole('checkbox', { name: 'Disponible maintenant' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '4 et plus' })).toBeChecked();
  await expect.poll(() => statedCount(page)).toBe(answer.total);
});

test('missions: budget, contract type and publication date, newest first or by budget', async ({ page }) => {
  await page.goto('/search?type=jobs');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Budget décroissant' });
  await expect(page).toHaveURL(/sort=budget_desc/);
  await page.getByRole('spinbutton', { name: 'Minimum (€)' }).fill('500');
  await page.getByRole('spinbutton', { name: 'Minimum (€)' }).press('Enter');
  await expect(page).toHaveURL(/budgetMin=500/);
  await page.getByRole('checkbox', { name: 'Freelance' }).click();
  await expect(page).toHaveURL(/contract=freelance/);
  await page.getByRole('radio', { name: 'Moins de 30 jours' }).click();
  await expect(page).toHaveURL(/published=30d/);

  const api = new URLSearchParams(new URL(page.url()).search);
  api.delete('type');
  const answer = (await (await page.request.get(`/api/search/jobs?${api}`)).json()) as { total: number };
  await expect.poll(() => statedCount(page)).toBe(answer.total);
});

test('the missions tab only lists open missions and a text without match shows the empty state', async ({ page }) => {
  await page.goto('/search?type=jobs');
  await expect(page.getByRole('tab', { name: 'Missions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main a[href^="/jobs/"]').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('zzzzqqqq introuvable');
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
});

test('text typed in the search field before the page has hydrated is searched, not lost', async ({ page }) => {
  await withLateScripts(page);
  await page.goto('/search?type=jobs', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('zzzzqqqq introuvable');
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('zzzzqqqq introuvable');
});

test('filters ticked before the page has hydrated are applied, not lost', async ({ page }) => {
  await withLateScripts(page);
  await page.goto('/search?type=managers', { waitUntil: 'commit' });
  await page.getByRole('checkbox', { name: 'Instagram', exact: true }).check();
  await page.getByRole('checkbox', { name: 'TikTok', exact: true }).check();
  await page.getByRole('radio', { name: '4 et plus' }).check();
  await expect(page).toHaveURL(/specialty=[\w-]+&specialty=[\w-]+/);
  await expect(page).toHaveURL(/minRating=4/);
  for (const skill of ['Instagram', 'TikTok']) await expect(page.getByRole('checkbox', { name: skill, exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: '4 et plus' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Toutes les notes' })).not.toBeChecked();
});

test("a city typed before the location field's code has arrived gets its suggestions", async ({ page }) => {
  // The page is alive, its location field (loaded on its own) is still on its way.
  await page.route(/\/assets\/location-input-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/search?type=managers');
  await chooseCity(page, 'Lyo', 'Lyon');
  await expect(page).toHaveURL(/location=Lyon&lat=[\d.]+&lon=[\d.]+/);
});

/** Home with its scripts late: 'Mission' and 'Mode & Beauté' chosen in the quick search before they run. */
async function quickSearchChosenEarly(page: Page) {
  await withLateScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const quick = page.getByRole('search', { name: 'Recherche rapide' });
  await quick.getByLabel('Je recherche').selectOption({ label: 'Mission' });
  await quick.getByLabel("Secteur d'activité").selectOption({ label: 'Mode & Beauté' });
  return quick.getByRole('button', { name: 'Rechercher' });
}

test('choices made in the home quick search before the page has hydrated are searched, not lost', async ({ page }) => {
  const search = await quickSearchChosenEarly(page);
  await waitForHydration(page);
  await search.click();
  await expect(page).toHaveURL(/\/search\?type=jobs&industry=Mode/);
});

test('the home quick search submitted before the page has hydrated still searches with its choices', async ({ page }) => {
  await (await quickSearchChosenEarly(page)).click();
  await expect(page).toHaveURL(/\/search\?type=jobs&specialty=&industry=Mode/);
  await expect(page.getByRole('tab', { name: 'Missions' })).toHaveAttribute('aria-selected', 'true');
});

test('an address past the last page of results leads back to the first page', async ({ page }) => {
  await page.goto('/search?type=managers&page=999');
  await expect(page.getByText('Cette page de résultats n’existe pas.')).toBeVisible();
  await page.getByRole('button', { name: 'Voir la première page' }).click();
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});
