import { expect, test } from '../fixtures';

const BR = { 'accept-encoding': 'br, gzip' };

test('the built app arrives brotli-compressed; hashed assets are cached for good, pages revalidated', async ({ request }) => {
  const page = await request.get('/', { headers: BR });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, 'the page links its script').toBeTruthy();
  // The page's rules come inline, so the rendered page paints with its HTML; the whole stylesheet
  // loads as a print one, which holds no paint back (ADR 0070).
  expect(html).toMatch(/<style>[^<]*\.sr-only/);
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" media="print" data-whole-styles>/);
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
  const response = await request.get(script!, { headers: BR });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
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

test('the favicon set and the web app manifest are real files, revalidated rather than cached for good', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/icon/);
  expect(favicon.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/site.webmanifest');
  expect(manifest.status()).toBe(200);
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(name).toBe('CM Connect');
  for (const icon of [...icons.map(({ src }) => src), '/apple-touch-icon.png', '/favicon.svg']) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type'], icon).toMatch(/^image\//);
  }
});
