import { DEMO, expect, signIn, test, waitForHydration } from '../fixtures';
import type { Page } from '@playwright/test';

/** Every element of the rendered page with its computed style, as one text per element. */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root *')].map((element) => {
      const style = getComputedStyle(element);
      const values: string[] = [];
      for (let index = 0; index < style.length; index++) values.push(`${style[index]}:${style.getPropertyValue(style[index]!)}`);
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${values.join(';')}`;
    }),
  );

/**
 * A server-rendered page carries only the rules its markup uses (ADR 0070). Opened without the
 * app's code (the whole stylesheet stays a print one), each element must look exactly as it does
 * once the whole stylesheet applies: no rule the page needs was left out.
 */
async function expectStyledAsWhole(page: Page, path: string) {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const whole = page.locator('link[data-whole-styles]');
  await expect(whole, path).toHaveAttribute('media', 'print');
  const critical = await computedStyles(page);
  await whole.evaluate((link: HTMLLinkElement) => (link.media = 'all'));
  const styled = await computedStyles(page);
  expect(critical.length, path).toBeGreaterThan(100);
  const differences = critical.flatMap((style, index) => (style === styled[index] ? [] : [`${style}\n≠ ${styled[index]}`]));
  expect(differences, path).toEqual([]);
  await page.unroute(/\/assets\/[^/]+\.js$/);
}

test("visitors' rendered pages paint with their own rules exactly as with the whole stylesheet, which applies once the app runs", async ({
  page,
  request,
}) => {
  const manager = (await (await request.get('/api/search/managers')).json()).items[0].id as string;
  const mission = (await (await request.get('/api/search/jobs')).json()).items[0].id as string;
  for (const path of ['/', '/search', `/profile/${manager}`, `/jobs/${mission}`, '/blog']) await expectStyledAsWhole(page, path);

  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.locator('link[data-whole-styles]')).toHaveAttribute('media', 'all');
});

test("a member's rendered pages paint with their own rules exactly as with the whole stylesheet", async ({ page }) => {
  await signIn(page, DEMO.company);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  for (const path of ['/dashboard', '/dashboard?tab=messages', '/dashboard?tab=offers', '/dashboard?tab=received', '/search'])
    await expectStyledAsWhole(page, path);
});
