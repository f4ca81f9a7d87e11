import { expect, test } from '../fixtures';

const BR = { 'accept-encoding': 'br, gzip' };

test('the built app arrives brotli-compressed; hashed assets are cached for good, pages revalidated', async ({ request }) => {
  const page = await request.get('/', { headers: BR });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const style = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(script && style, 'the page links its script and stylesheet').toBeTruthy();
  for (const asset of [script!, style!]) {
    const response = await request.get(asset, { headers: BR });
    expect(response.headers()['content-encoding'], asset).toBe('br');
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  const json = await request.get('/api/search/managers', { headers: BR });
  expect(json.headers()['content-encoding']).toBe('br');
  expect((await json.json()).total).toBeGreaterThan(0);
});

test('public pages run under the Content-Security-Policy without a single violation (no eval)', async ({ page, request }) => {
  // The browser reports each refused eval as a securitypolicyviolation event, even when the code catches the error.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const manager = (await (await request.get('/api/search/managers')).json()).items[0].id as string;
  const mission = (await (await request.get('/api/search/jobs')).json()).items[0].id as string;
  for (const path of ['/', '/search', `/profile/${manager}`, `/jobs/${mission}`, '/auth/register']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }
});
