import { expect, test } from '../fixtures';

test('an unknown URL shows the 404 page with links to home and search', async ({ page }) => {
  await page.goto('/cette-page-nexiste-pas');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /accueil/i })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: /recherche/i })).toHaveAttribute('href', /\/search/);
});

test('the payment cancel page says nothing was charged', async ({ page }) => {
  await page.goto('/stripe/cancel');
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expect(page.getByText('Your payment was canceled. No charges have been made to your account.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
