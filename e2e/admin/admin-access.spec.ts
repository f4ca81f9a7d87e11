import { DEMO, expect, signIn, test } from '../fixtures';

test('only admins reach the admin area; it shows real counters and logs out to the login page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fadmin/);

  await signIn(page, DEMO.company);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(403);

  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link')).toHaveCount(13);
  await expect(page.getByText('Utilisateurs').first()).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
