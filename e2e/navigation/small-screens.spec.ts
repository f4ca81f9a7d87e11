import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { DEMO, expect, signIn, test, waitForHydration } from '../fixtures';

test.use({ viewport: { width: 360, height: 740 } });

/** How far the page scrolls sideways (0: it fits the phone's width). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
}

test('at 360 px nothing scrolls sideways: public pages, even with a 60-letter word in a sector name', async ({ page }) => {
  // An admin adds a sector whose name is one long word: it shows in the search filters and the back-office.
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const longWord = `Communication${'institutionnelle'.repeat(3)}`;
  const created = await page.request.post('/api/admin/sectors', {
    data: { name: longWord, description: `${'x'.repeat(100)}`, isFeatured: false },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    for (const path of ['/admin', '/admin/industries?page=99', '/admin/jobs', '/admin/applications', '/admin/users']) await expectFits(page, path);
    await page.context().clearCookies();
    const manager = (await (await page.request.get('/api/search/managers')).json()).items[0].id as string;
    const mission = (await (await page.request.get('/api/search/jobs')).json()).items[0].id as string;
    for (const path of [
      '/',
      '/search',
      '/search?type=jobs',
      `/profile/${manager}`,
      `/jobs/${mission}`,
      '/blog',
      '/pricing',
      '/contact',
      '/testimonials',
      '/auth/login',
      '/auth/register',
    ]) {
      await expectFits(page, path);
    }
    // The search filters (the long sector among them) fold away on a phone; opened, they fit too.
    await expectFits(page, '/search');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByRole('radio', { name: longWord })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  } finally {
    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.request.delete(`/api/admin/sectors/${id}`, { headers: { origin: baseURL } })).status()).toBe(204);
  }
});

test("at 360 px a member's messages tab fits, unread badges included", async ({ page }) => {
  await signIn(page, DEMO.communityManager);
  await expect(page).toHaveURL(/\/dashboard/);
  await expectFits(page, '/dashboard?tab=messages');
});

test('at 360 px search shows results first: the filters open from a button that counts them', async ({ page }) => {
  await page.goto('/search?location=Lyon');
  await waitForHydration(page);
  const filters = page.getByRole('complementary', { name: 'Filtres' });
  await expect(filters).toBeHidden();
  // The first result's name is on the first screen.
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeInViewport();
  await page.getByRole('button', { name: 'Filtres (1)' }).click();
  await expect(filters.getByRole('combobox', { name: 'Autour d’une ville' })).toHaveValue('Lyon');
  // A city from the suggestions, and a radius, on a phone.
  await filters.getByRole('combobox', { name: 'Autour d’une ville' }).fill('Pari');
  await page
    .getByRole('option', { name: /^Paris,/ })
    .first()
    .click();
  await expect(page).toHaveURL(/location=Paris&lat=/);
  await filters.getByRole('combobox', { name: 'Rayon' }).selectOption({ label: '50 km' });
  await expect(page).toHaveURL(/radius=50/);
  // The filter is checked once the address holds it (a controlled input: click, then wait).
  await filters.getByRole('radio', { name: 'Télétravail' }).click();
  await expect(filters.getByRole('radio', { name: 'Télétravail' })).toBeChecked();
  await filters.getByRole('button', { name: 'Voir les résultats' }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeInViewport();
  await page.getByRole('button', { name: 'Filtres (1)' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: /^Filtres/ })).toBeHidden();
  await expect(filters).toBeVisible();
});

test("at 360 px the dashboard's tabs scroll inside their list, fade where more wait, and show the open one", async ({ page }) => {
  await signIn(page, DEMO.company);
  await expect(page).toHaveURL(/\/dashboard/);
  const tabs = page.getByRole('tablist', { name: 'Tableau de bord' });
  const widths = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));

  // The first tab open: more tabs wait to the right, and the list says so.
  await page.goto('/dashboard?tab=overview');
  await expect(tabs).toHaveAttribute('data-more-after', '');
  await expect(tabs).not.toHaveAttribute('data-more-before', '');
  const fit = await widths();
  expect(fit.page).toBeLessThanOrEqual(fit.viewport);

  // The last tab, opened from its address: scrolled into view, the hidden ones now on the left.
  await page.goto('/dashboard?tab=profile');
  const last = tabs.getByRole('tab', { name: 'Mon Profil' });
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport();
  // Whole across the width (its last pixel row is the list's border, which the list clips).
  const box = (await last.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expect(tabs).toHaveAttribute('data-more-before', '');
  const after = await widths();
  expect(after.page).toBeLessThanOrEqual(after.viewport);
});
