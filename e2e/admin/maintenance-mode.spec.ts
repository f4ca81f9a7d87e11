import { DEMO, expect, signIn, test } from '../fixtures';

const MAINTENANCE_TITLE = 'Site en maintenance';

// Whatever happens in the journey, the journeys after it must not meet a site in maintenance.
test.afterEach(async ({ page }) => {
  const current = await page.request.get('/api/admin/settings');
  if (!current.ok()) return;
  const settings = (await current.json()) as { maintenanceMode?: boolean };
  if (!settings.maintenanceMode) return;
  const origin = new URL(current.url()).origin;
  const restored = await page.request.put('/api/admin/settings', { data: { ...settings, maintenanceMode: false }, headers: { origin } });
  expect(restored.ok()).toBe(true);
});

test('an admin turns maintenance on, visitors and members get the maintenance page, then the admin turns it off', async ({ page, browser }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: "Paramètres d'administration" })).toBeVisible();
  const maintenance = page.getByLabel('Mode maintenance');
  await expect(maintenance).not.toBeChecked();
  await maintenance.check();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Les paramètres ont été enregistrés avec succès.')).toBeVisible();
  // The notice goes after 3 seconds; the admin keeps the whole site and a banner says maintenance is on.
  await expect(page.getByText('Les paramètres ont été enregistrés avec succès.')).toBeHidden({ timeout: 5000 });
  await expect(page.getByText(/Le mode maintenance est activé/)).toBeVisible();
  await page.goto('/search');
  await expect(page.getByText(/Le mode maintenance est activé/)).toBeVisible();

  // A visitor, in another browser context: every page answers the French maintenance page (503).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const home = await visitor.goto('/');
  expect(home?.status()).toBe(503);
  expect(home?.headers()['retry-after']).toBeTruthy();
  await expect(visitor.getByRole('heading', { name: MAINTENANCE_TITLE })).toBeVisible();
  expect((await visitor.goto('/search?q=lyon'))?.status()).toBe(503);
  expect((await visitor.request.get('/api/catalog/sectors')).status()).toBe(503);

  // Signing in stays open; a member then meets the app's maintenance screen.
  await visitor.getByRole('link', { name: /Connectez-vous/ }).click();
  await expect(visitor).toHaveURL(/\/auth\/login/);
  await visitor.getByLabel('Email').fill(DEMO.company);
  await visitor.getByLabel('Mot de passe', { exact: true }).fill('demo-cmconnect');
  await visitor.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: MAINTENANCE_TITLE })).toBeVisible();

  // The admin turns it off: the site is back for everyone.
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Mode maintenance')).toBeChecked();
  await page.getByLabel('Mode maintenance').uncheck();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Les paramètres ont été enregistrés avec succès.')).toBeVisible();
  await expect(page.getByText(/Le mode maintenance est activé/)).toBeHidden();

  const back = await visitor.goto('/');
  expect(back?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: MAINTENANCE_TITLE })).toBeHidden();
  expect((await visitor.request.get('/api/catalog/sectors')).status()).toBe(200);
  await visitorContext.close();
});
