import { expect, test } from '../fixtures';

test('an unknown URL shows the 404 page with links to home and search, with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /accueil/i })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: /recherche/i })).toHaveAttribute('href', /\/search/);
});

test('an unknown mission or profile answers 404 too, so search engines drop it', async ({ page }) => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const mission = await page.goto(`/jobs/${unknown}`);
  expect(mission?.status()).toBe(404);
  await expect(page.getByText('Mission introuvable')).toBeVisible();
  expect((await page.goto(`/profile/${unknown}`))?.status()).toBe(404);
  expect((await page.goto('/search'))?.status()).toBe(200);
});

test('an unknown API, tool or file address answers a JSON 404, never the app page', async ({ request }) => {
  for (const url of ['/api/nothing-here', '/dev/nothing-here', '/uploads/avatars/missing-256.webp', '/assets/old-build-chunk.js', '/favicon.png']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()['content-type'], url).toContain('application/json');
  }
});

test('the payment cancel page says nothing was charged', async ({ page }) => {
  await page.goto('/stripe/cancel');
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible();
  await expect(page.getByText('Votre paiement a été annulé. Aucun montant n’a été débité.')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
});
