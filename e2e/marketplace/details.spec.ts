import { DEMO, expect, signIn, test } from '../fixtures';

test('a mission page shows its header, skills, client and statistics; visitors are sent to login to apply', async ({ page }) => {
  await page.goto('/search?type=jobs');
  const first = page.locator('main a[href^="/jobs/"]').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('En cours').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir des missions similaires' })).toHaveAttribute('href', '/search?type=jobs');

  await page.getByRole('link', { name: 'Postuler' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fjobs%2F/);
});

test('a company cannot apply: the spec alert is shown', async ({ page }) => {
  await signIn(page, DEMO.company);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/search?type=jobs');
  await page.locator('main a[href^="/jobs/"]').first().click();
  await page.getByRole('button', { name: 'Postuler' }).click();
  await expect(page.getByText('Seuls les community managers peuvent postuler aux missions.')).toBeVisible();
});

test('unknown mission and profile show their not-found pages', async ({ page }) => {
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Mission introuvable' })).toBeVisible();
  await expect(page.getByText("Cette mission n'existe pas ou a été supprimée.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les missions' })).toHaveAttribute('href', '/search?type=jobs');

  await page.goto('/profile/pas-un-identifiant');
  await expect(page.getByRole('heading', { name: 'Profil introuvable' })).toBeVisible();
  await expect(page.getByText("Profil introuvable - Ce profil n'existe pas ou a été supprimé.")).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la recherche' }).click();
  await expect(page).toHaveURL(/\/search/);
});
