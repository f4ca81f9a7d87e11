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
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  // The 13 screens of the spec and the failed background jobs (ADR 0042).
  await expect(nav.getByRole('link')).toHaveCount(15);
  await expect(page.getByText('Utilisateurs').first()).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

/** Each sidebar entry and the heading its screen shows. */
const SCREENS: [link: string, heading: string][] = [
  ['Tableau de bord', 'Tableau de bord'],
  ['Utilisateurs', 'Gestion des utilisateurs'],
  ['Missions', 'Gestion des missions'],
  ['Candidatures', 'Gestion des candidatures'],
  ['Compétences', 'Gestion des compétences'],
  ["Niveaux d'expérience", "Niveaux d'expérience"],
  ['Fourchettes de tarifs', 'Fourchettes de tarifs'],
  ["Secteurs d'activité", "Secteurs d'activité"],
  ['Langues', 'Langues'],
  ['Avis', 'Gestion des avis'],
  ['Messages', 'Gestion des messages'],
  ['Signalements', 'Signalements (DSA)'],
  ['Blog', 'Gestion du blog'],
  ['Paramètres', "Paramètres d'administration"],
  ['Tâches en échec', 'Tâches en échec'],
];

test('every admin screen opens from the sidebar on the demo data, marked as current, without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Administration' });
  for (const [link, heading] of SCREENS) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[role="alert"]')).toHaveCount(0);
  }
  // Lists show real rows with the real total, and a page link keeps its page on reload.
  await nav.getByRole('link', { name: 'Missions', exact: true }).click();
  await expect(page.getByText(/^Affichage de 1 à 10 sur \d+ résultats$/)).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByText(/^Affichage de 11 à 20 sur \d+ résultats$/)).toBeVisible();
  expect(errors).toEqual([]);
});
