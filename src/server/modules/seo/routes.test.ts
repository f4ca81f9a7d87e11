import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogPosts, communityManagers, missions, profiles, settings } from '#server/db/schema/index';
import { createTestApp, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { isAppPage, PAGE_PATTERNS } from '#contracts/paths';
import { DISALLOWED_PREFIXES } from './html.ts';
import { createIndexRenderer } from './routes.ts';

let t: TestApp;
let cmId: string;
let openJobId: string;
let draftJobId: string;
let postId: string;
let draftPostId: string;
const INDEX =
  '<!doctype html><html lang="fr"><head><title>CM Connect</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  await signUpAndIn(t, { userType: 'community_manager', email: 'cm@example.fr', fullName: 'Inès <Moreau>', location: 'Lyon' });
  const [cm] = await t.db.select().from(profiles).where(eq(profiles.email, 'cm@example.fr'));
  cmId = cm!.id;
  await t.db.update(communityManagers).set({ headline: 'Experte Instagram & TikTok' }).where(eq(communityManagers.id, cmId));
  const [open] = await t.db
    .insert(missions)
    .values({
      title: 'Animer notre Instagram',
      description: 'Une boulangerie lyonnaise cherche un CM.',
      status: 'open',
      clientId: cmId,
      location: 'Lyon',
    })
    .returning();
  const [draft] = await t.db.insert(missions).values({ title: 'Brouillon', description: 'Pas publié', status: 'draft', clientId: cmId }).returning();
  const [post] = await t.db
    .insert(blogPosts)
    .values({ title: 'Gérer une crise', excerpt: 'Les bons réflexes', content: 'Texte', category: 'Crisis Management', published: true })
    .returning();
  const [draftPost] = await t.db
    .insert(blogPosts)
    .values({ title: 'Article en préparation', excerpt: 'Pas encore publié', content: 'Texte', category: 'Guide', published: false })
    .returning();
  draftPostId = draftPost!.id;
  openJobId = open!.id;
  draftJobId = draft!.id;
  postId = post!.id;
});
afterAll(() => t.close());

describe('shared links', () => {
  it('puts title, description and Open Graph tags of profiles, missions and posts into the HTML', async () => {
    const render = createIndexRenderer(t.db, TEST_ORIGIN, t.app.siteSettings);
    const profileHtml = (await render(INDEX, { pathname: `/profile/${cmId}`, viewer: null })).html;
    expect(profileHtml).toContain('<title>Inès &lt;Moreau&gt; — Community Manager à Lyon | CM Connect</title>');
    expect(profileHtml).toContain('<meta property="og:description" content="Experte Instagram &amp; TikTok" />');
    expect(profileHtml).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/profile/${cmId}" />`);
    expect(profileHtml.match(/name="description"/g)).toHaveLength(1);

    expect((await render(INDEX, { pathname: `/jobs/${openJobId}`, viewer: null })).html).toContain(
      '<meta property="og:title" content="Animer notre Instagram — Lyon | CM Connect" />',
    );
    expect((await render(INDEX, { pathname: `/blog/${postId}`, viewer: null })).html).toContain(
      '<meta property="og:description" content="Les bons réflexes" />',
    );
    expect((await render(INDEX, { pathname: `/jobs/${draftJobId}`, viewer: null })).html).toContain('<title>CM Connect — La place de marché');
    // Its owner and the admins see their draft's page, with its own tags.
    for (const viewer of [
      { id: cmId, role: 'user' as const, twoFactorMissing: false },
      { id: randomUUID(), role: 'admin' as const, twoFactorMissing: false },
    ]) {
      expect((await render(INDEX, { pathname: `/jobs/${draftJobId}`, viewer })).html).toContain('<title>Brouillon | CM Connect</title>');
    }
    expect(
      (await render(INDEX, { pathname: `/jobs/${draftJobId}`, viewer: { id: randomUUID(), role: 'user', twoFactorMissing: false } })).status,
    ).toBe(404);
    // A draft article is not shown to anyone: its link gets the site's default tags, never its title.
    const draftHtml = (await render(INDEX, { pathname: `/blog/${draftPostId}`, viewer: null })).html;
    expect(draftHtml).toContain('<title>CM Connect — La place de marché');
    expect(draftHtml).not.toContain('Article en préparation');
  });
});

describe('link previews with a picture', () => {
  it("gives a profile's photo and an article's cover as an absolute og:image; nothing when there is none", async () => {
    const render = createIndexRenderer(t.db, TEST_ORIGIN, t.app.siteSettings);
    const noPhoto = (await render(INDEX, { pathname: `/profile/${cmId}`, viewer: null })).html;
    expect(noPhoto).not.toContain('og:image');

    await signUpAndIn(t, { userType: 'community_manager', email: 'photo@example.fr' });
    const [withPhoto] = await t.db
      .update(profiles)
      .set({ avatarUrl: '/uploads/avatars/abc-256.webp' })
      .where(eq(profiles.email, 'photo@example.fr'))
      .returning();
    const profileHtml = (await render(INDEX, { pathname: `/profile/${withPhoto!.id}`, viewer: null })).html;
    expect(profileHtml).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/uploads/avatars/abc-256.webp" />`);
    expect(profileHtml).toContain('<meta name="twitter:card" content="summary" />');

    const [post] = await t.db
      .insert(blogPosts)
      .values({
        title: 'Avec couverture',
        excerpt: 'Une image',
        content: 'Texte',
        category: 'Guide',
        published: true,
        image: 'https://images.example.com/cover.jpg',
      })
      .returning();
    const postHtml = (await render(INDEX, { pathname: `/blog/${post!.id}`, viewer: null })).html;
    expect(postHtml).toContain('<meta property="og:image" content="https://images.example.com/cover.jpg" />');
    expect(postHtml).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});

describe('HTTP status', () => {
  it('answers 404 for an address without a page and for what this viewer cannot see; 200 otherwise', async () => {
    const render = createIndexRenderer(t.db, TEST_ORIGIN, t.app.siteSettings);
    const status = async (pathname: string, viewer: { id: string; role: 'user' | 'admin' } | null = null) =>
      (await render(INDEX, { pathname, viewer: viewer && { ...viewer, twoFactorMissing: false } })).status;
    for (const pathname of ['/', '/search', `/profile/${cmId}`, `/jobs/${openJobId}`, `/blog/${postId}`, '/admin/users', '/SEARCH/']) {
      expect(await status(pathname), pathname).toBe(200);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const pathname of [
      '/cette-page-nexiste-pas',
      `/profile/${unknown}`,
      `/jobs/${unknown}`,
      `/blog/${unknown}`,
      '/jobs/abc',
      `/blog/${draftPostId}`,
      `/jobs/${draftJobId}`,
    ]) {
      expect(await status(pathname), pathname).toBe(404);
    }
    // A draft mission is there for its owner and the admins, as its API says.
    expect(await status(`/jobs/${draftJobId}`, { id: cmId, role: 'user' })).toBe(200);
    expect(await status(`/jobs/${draftJobId}`, { id: unknown, role: 'admin' })).toBe(200);
    expect(await status(`/jobs/${draftJobId}`, { id: unknown, role: 'user' })).toBe(404);
  });
});

describe('admin settings', () => {
  it('names the site and declares its language (<html lang>) from the settings, on every page', async () => {
    await t.db.insert(settings).values({ id: 1, siteName: 'Studio <Social>', defaultLanguage: 'en' });
    t.app.siteSettings.invalidate();
    const render = createIndexRenderer(t.db, TEST_ORIGIN, t.app.siteSettings);
    const home = (await render(INDEX, { pathname: '/', viewer: null })).html;
    expect(home).toContain('<title>Studio &lt;Social&gt; — La place de marché des community managers freelances</title>');
    expect(home).toContain('<meta property="og:site_name" content="Studio &lt;Social&gt;" />');
    expect(home).toContain('<meta name="application-name" content="Studio &lt;Social&gt;" />');
    expect(home).toContain('<meta property="og:locale" content="en_US" />');
    expect(home).toMatch(/<html lang="en">/);
    expect((await render(INDEX, { pathname: `/jobs/${openJobId}`, viewer: null })).html).toContain(
      '<title>Animer notre Instagram — Lyon | Studio &lt;Social&gt;</title>',
    );

    await t.db.delete(settings);
    t.app.siteSettings.invalidate();
    expect((await render(INDEX, { pathname: '/', viewer: null })).html).toMatch(/<html lang="fr">[\s\S]*<title>CM Connect — /);
  });
});

describe('user text with replacement patterns', () => {
  it("renders $&, $` and $' in a name and a path literally, at a sane size", async () => {
    const name = "A$&B$`C$'D".repeat(100);
    await t.db.update(profiles).set({ fullName: name }).where(eq(profiles.id, cmId));
    const render = createIndexRenderer(t.db, TEST_ORIGIN, t.app.siteSettings);
    const html = (await render(INDEX, { pathname: `/profile/${cmId}`, viewer: null })).html;
    expect(html).toContain(`<title>${name.replaceAll('&', () => '&amp;')} — Community Manager à Lyon | CM Connect</title>`);
    expect(html.length).toBeLessThan(INDEX.length + 4 * name.length + 2000);
    const pathHtml = (await render(INDEX, { pathname: "/recherche/$&$`$'", viewer: null })).html;
    expect(pathHtml).toContain(`content="${TEST_ORIGIN}/recherche/$&amp;$\`$'"`);
    expect(pathHtml.length).toBeLessThan(INDEX.length + 2000);
  });
});

describe('sitemap and robots', () => {
  it('lists public profiles, open missions and published posts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>${TEST_ORIGIN}/profile/${cmId}</loc>`);
    expect(res.body).toContain(`<loc>${TEST_ORIGIN}/jobs/${openJobId}</loc>`);
    expect(res.body).toContain(`<loc>${TEST_ORIGIN}/blog/${postId}</loc>`);
    expect(res.body).not.toContain(draftJobId);
    expect(res.body).not.toContain(draftPostId);
  });

  it('lists only pages the web app routes, none of them closed to robots, each answered 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const listed = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    expect(listed).toEqual(expect.arrayContaining(['/', '/search', '/blog', `/jobs/${openJobId}`]));
    const render = createIndexRenderer(t.db, TEST_ORIGIN, t.app.siteSettings);
    for (const pathname of listed) {
      expect(isAppPage(pathname), pathname).toBe(true);
      expect(
        DISALLOWED_PREFIXES.some((prefix) => pathname.startsWith(prefix)),
        pathname,
      ).toBe(false);
      expect((await render(INDEX, { pathname, viewer: null })).status, pathname).toBe(200);
    }
  });

  it('closes to robots only prefixes of the app’s pages or of the API', () => {
    for (const prefix of DISALLOWED_PREFIXES)
      expect(prefix === '/api/' || PAGE_PATTERNS.some((pattern) => pattern.startsWith(prefix)), prefix).toBe(true);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});
