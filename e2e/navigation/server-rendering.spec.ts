import type { APIRequestContext, Page } from '@playwright/test';
import { currentUserId, DEMO, expect, registerVerified, signIn, test, waitForHydration, withLateScripts } from '../fixtures';

type Card = { id: string; fullName?: string; headline?: string | null; title?: string };

async function firstResult(request: APIRequestContext, kind: 'managers' | 'jobs'): Promise<Card> {
  return (await (await request.get(`/api/search/${kind}`)).json()).items[0] as Card;
}

/** The text a page's HTML shows, as a search engine or a phone without JavaScript reads it. */
async function renderedText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('public pages arrive rendered: without JavaScript the HTML holds the profile, the mission, the results, the articles', async ({ request }) => {
  const manager = await firstResult(request, 'managers');
  const profile = await renderedText(request, `/profile/${manager.id}`);
  expect(profile).toContain(manager.fullName);
  expect(profile).toContain(manager.headline);

  const mission = (await (await request.get(`/api/jobs/${(await firstResult(request, 'jobs')).id}`)).json()).job;
  const missionText = await renderedText(request, `/jobs/${mission.id}`);
  expect(missionText).toContain(mission.title);
  expect(missionText).toContain(mission.description.split('\n')[0].trim());

  const search = await renderedText(request, '/search?type=jobs');
  expect(search).toContain((await firstResult(request, 'jobs')).title);
  expect(await renderedText(request, '/search')).toContain(manager.fullName);

  const posts = (await (await request.get('/api/blog')).json()).posts as { id: string; title: string }[];
  expect(await renderedText(request, '/blog')).toContain(posts[0]!.title);
  expect(await renderedText(request, `/blog/${posts[0]!.id}`)).toContain(posts[0]!.title);
  expect(await renderedText(request, '/')).toContain('Des community managers à la une');
  expect(await renderedText(request, '/pricing')).toContain('Des tarifs simples et transparents');
});

/** Watches a page load: its API calls, the errors React reports (a hydration mismatch is one), its layout shift. */
async function watchLoad(page: Page, path: string) {
  const apiCalls: string[] = [];
  const errors: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  };
  const onError = (error: Error) => errors.push(error.message);
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  // What the page before it still asks (the dashboard a sign-in opened) is not this load's.
  await page.goto('about:blank');
  page.on('request', onRequest);
  page.on('pageerror', onError);
  page.on('console', onConsole);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  page.off('request', onRequest);
  page.off('pageerror', onError);
  page.off('console', onConsole);
  return { apiCalls, errors, layoutShift };
}

test('the browser hydrates what the server sent: no second fetch of the same data, no mismatch, no layout shift', async ({ page, request }) => {
  const manager = await firstResult(request, 'managers');
  const mission = await firstResult(request, 'jobs');
  const post = ((await (await request.get('/api/blog')).json()).posts as { id: string }[])[0]!;
  for (const path of [
    '/',
    '/search',
    '/search?type=jobs',
    `/profile/${manager.id}`,
    `/jobs/${mission.id}`,
    '/blog',
    `/blog/${post.id}`,
    '/pricing',
  ]) {
    const { apiCalls, errors, layoutShift } = await watchLoad(page, path);
    // Only the viewer's session is asked for: the page's own data came with the HTML.
    expect(apiCalls, path).toEqual(['/api/me']);
    expect(errors, path).toEqual([]);
    expect(layoutShift, path).toBeLessThanOrEqual(0.02);
  }
});

test("on a phone, a profile's and a mission's main button keeps its room while the viewer is not yet known", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const manager = await firstResult(request, 'managers');
  const mission = await firstResult(request, 'jobs');
  for (const path of [`/profile/${manager.id}`, `/jobs/${mission.id}`]) {
    const { layoutShift } = await watchLoad(page, path);
    // The button appearing after /api/me moved the whole page down (0.017 before).
    expect(layoutShift, path).toBeLessThan(0.005);
  }
});

test('a rendered page arrives with the tab title and description it keeps once alive', async ({ page, request }) => {
  const manager = await firstResult(request, 'managers');
  const mission = await firstResult(request, 'jobs');
  const decode = (html?: string) =>
    html
      ?.replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  for (const path of ['/', '/search?type=jobs', `/profile/${manager.id}`, `/jobs/${mission.id}`, '/blog', '/pricing']) {
    const served = await (await request.get(path)).text();
    await page.goto(path);
    expect(decode(served.match(/<title>([^<]*)<\/title>/)?.[1]), path).toBe(await page.title());
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(decode(served.match(/<meta name="description" content="([^"]*)"/)?.[1]), path).toBe(description);
  }
});

test('a signed-in viewer gets their own view: the owner opening their mission directly sees the owner panel and their menu', async ({ page }) => {
  await signIn(page, DEMO.company);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  const missions = (await (await page.request.get('/api/me/jobs')).json()).jobs as { id: string; status: string }[];
  const own = missions.find((mission) => mission.status === 'open')!;
  const { errors } = await watchLoad(page, `/jobs/${own.id}`);
  expect(errors).toEqual([]);
  await expect(page.getByText('Vous avez publié cette mission.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Postuler/ })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toHaveCount(0);
});

test('an unknown address answers 404 with the page that says so, readable without JavaScript', async ({ request }) => {
  const response = await request.get('/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page introuvable');
});

test('an unknown mission, profile or article answers 404 with its not-found page rendered, which hydrates as it is', async ({ page, request }) => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const pages = {
    [`/jobs/${unknown}`]: 'Mission introuvable',
    [`/profile/${unknown}`]: 'Profil introuvable',
    [`/blog/${unknown}`]: 'Article introuvable',
  };
  for (const [path, text] of Object.entries(pages)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    // Rendered in the page itself, not only in the data the page came with.
    const rendered = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(rendered, path).toContain(`>${text}</h1>`);
    expect(rendered, path).toContain(`<title>${text}`);
    expect(rendered, path).not.toContain('Chargement');
  }
  const { apiCalls, errors, layoutShift } = await watchLoad(page, `/jobs/${unknown}`);
  // The browser reports the page's own 404 status, and asks for nothing but the viewer's session.
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  expect(apiCalls).toEqual(['/api/me']);
  expect(layoutShift).toBeLessThanOrEqual(0.02);
  await expect(page.getByRole('heading', { name: 'Mission introuvable' })).toBeVisible();
});

test("a member's page arrives rendered with their own data, is never kept, and hydrates as it is", async ({ page, request, browser }) => {
  const ownTitles = async (member: APIRequestContext) =>
    ((await (await member.get('/api/me/jobs')).json()).jobs as { title: string }[]).map((job) => job.title);
  await signIn(page, DEMO.company);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  const titles = await ownTitles(page.request);
  expect(titles.length).toBeGreaterThan(0);
  const other = await browser.newPage();
  await signIn(other, DEMO.individual);
  await other.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  const othersTitles = (await ownTitles(other.request)).filter((title) => !titles.includes(title));
  await other.close();

  const answer = await page.request.get('/dashboard?tab=offers');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const memberText = await renderedText(page.request, '/dashboard?tab=offers');
  for (const title of titles) expect(memberText).toContain(title);
  for (const title of othersTitles) expect(memberText).not.toContain(title);
  // Asked right after, a visitor gets nothing of it: the member's page was never kept.
  const visitorText = await renderedText(request, '/dashboard?tab=offers');
  for (const title of titles) expect(visitorText).not.toContain(title);

  const { apiCalls, errors } = await watchLoad(page, '/dashboard?tab=offers');
  expect(errors).toEqual([]);
  expect(apiCalls).not.toContain('/api/me/jobs');
  await expect(page.getByRole('tab', { name: 'Mes Offres', selected: true })).toBeVisible();
});

test("a member's overview, messages, received applications and search hydrate what the server sent, without moving", async ({ page }) => {
  await signIn(page, DEMO.company);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  for (const path of ['/dashboard', '/dashboard?tab=messages', '/dashboard?tab=received', '/search', '/notifications']) {
    const answer = await page.request.get(path);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    const { apiCalls, errors, layoutShift } = await watchLoad(page, path);
    expect(errors, path).toEqual([]);
    // The session came with the page.
    expect(apiCalls, path).not.toContain('/api/me');
    expect(layoutShift, path).toBeLessThanOrEqual(0.02);
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toHaveCount(0);
});

test("a community manager's applications arrive rendered and hydrate without moving", async ({ page }) => {
  await signIn(page, DEMO.communityManager);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  const titles = ((await (await page.request.get('/api/me/applications')).json()).applications as { job: { title: string } }[]).map(
    (application) => application.job.title,
  );
  expect(titles.length).toBeGreaterThan(0);
  const rendered = await renderedText(page.request, '/dashboard?tab=applications');
  expect(titles.some((title) => rendered.includes(title))).toBe(true);
  const { apiCalls, errors, layoutShift } = await watchLoad(page, '/dashboard?tab=applications');
  expect(errors).toEqual([]);
  expect(apiCalls).not.toContain('/api/me/applications');
  expect(layoutShift).toBeLessThanOrEqual(0.02);
});

test('what a member types in a rendered thread before its code runs is kept and sent', async ({ page, request, browser }) => {
  const run = Date.now() % 100000;
  const partner = await browser.newPage();
  await signIn(partner, await registerVerified(request, 'community_manager', `Inès Garnier ${run}`));
  await expect(partner).toHaveURL(/\/dashboard/);
  const partnerId = await currentUserId(partner);
  await partner.close();
  await signIn(page, await registerVerified(request, 'community_manager', `Hugo Lambert ${run}`));
  await expect(page).toHaveURL(/\/dashboard/);

  await withLateScripts(page);
  await page.goto(`/dashboard?tab=messages&with=${partnerId}`, { waitUntil: 'commit' });
  const text = `Bonjour Inès, disponible jeudi ? ${run}`;
  await page.getByRole('textbox', { name: 'Votre message' }).fill(text);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByRole('region', { name: `Conversation avec Inès Garnier ${run}` }).getByText(text)).toBeVisible();
});
