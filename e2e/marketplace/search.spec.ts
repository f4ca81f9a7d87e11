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

  await page.getByRole('radio', { name: 'Lyon' }).click();
  await expect(page).toHaveURL(/location=Lyon/);
  await expect(page.getByRole('radio', { name: 'Lyon' })).toBeChecked();
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).first().click();
  await expect(page).toHaveURL(/\/search\?type=managers$/);
  await expect(page.getByRole('list', { name: 'Filtres actifs' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('commu');
  await expect(page).toHaveURL(/q=commu/);
  await page.getByRole('radio', { name: 'Paris' }).click();
  await expect(page).toHaveURL(/location=Paris/);
  const searchUrl = page.url();

  const firstCard = page.locator('main a[href^="/profile/"]').first();
  const name = (await firstCard.textContent())!.trim();
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('commu');
  await expect(page.getByRole('radio', { name: 'Paris' })).toBeChecked();
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
