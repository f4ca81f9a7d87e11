import { expect, registerVerified, signIn, test } from '../fixtures';

/*
 * Favourites (ADR 0050): a client keeps community managers, a community manager keeps missions,
 * each from a heart on the cards and pages, and finds them in the dashboard's 'Favoris' tab.
 * Each journey registers its own member, so the demo accounts' favourites stay as they were.
 */

test('a client hearts a community manager from the search, finds them in Favoris, and un-hearts them there', async ({ page }) => {
  const email = await registerVerified(page.request, 'company', 'Agence Coup de Cœur');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/search');
  const card = page.getByRole('main').getByRole('list').first().getByRole('listitem').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  const kept = card.getByRole('button', { name: 'Retirer des favoris' });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');

  // Saved on the server: a new page load still shows it kept.
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: name }).first().getByRole('button', { name: 'Retirer des favoris' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard?tab=favourites');
  await expect(page.getByRole('tab', { name: 'Favoris' })).toHaveAttribute('aria-selected', 'true');
  const favourites = page.getByRole('list', { name: 'Community managers favoris' });
  const item = favourites.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByRole('link', { name })).toBeVisible();
  await item.getByRole('button', { name: 'Retirer des favoris' }).click();
  await expect(page.getByText("Vous n'avez pas encore de community manager en favori.", { exact: false })).toBeVisible();

  // The profile's heart agrees.
  await page.goto('/search');
  await page.getByRole('main').getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false');
});

test('a community manager hearts a mission on its page and finds it in Favoris; no heart on community managers', async ({ page }) => {
  const email = await registerVerified(page.request, 'community_manager', 'Lou Favori');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/search?type=jobs');
  const card = page.getByRole('main').getByRole('list').first().getByRole('listitem').first();
  await expect(card.getByRole('button', { name: 'Ajouter aux favoris' })).toBeVisible();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard?tab=favourites');
  await expect(page.getByRole('list', { name: 'Missions favorites' }).getByRole('link', { name: title })).toBeVisible();

  // A community manager keeps missions only: the community managers' cards carry no heart.
  await page.goto('/search');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveCount(0);
});
