import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_IMAGE_MAX_SIZE, BLOG_POST_LIMITS, blogImageMessages, blogPostMessages } from '#contracts/admin-blog-terms';
import { BLOG_NOT_FOUND } from '#contracts/blog-terms';
import { textMessages } from '#contracts/text-terms';
import { localUploadsDir } from '#server/adapters/storage/index';
import { auditLog, backgroundJobs, blogPosts } from '#server/db/schema/index';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { multipartBody, testImage } from '#server/testing/upload';

let t: TestApp;
let admin: Member;
let camille: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  camille = await member(t, 'community_manager', 'Camille');
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.app.backgroundJobs.drain();
  await t.db.delete(blogPosts);
  await t.db.delete(auditLog);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: object, who: Member = admin) =>
  t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

const ARTICLE = {
  title: 'Réussir ses Reels Instagram',
  excerpt: 'Les formats qui marchent en 2026',
  content: '## Introduction\n\nUn **texte** en Markdown.',
  category: 'Tendances',
};
type Post = { id: string; title: string; published: boolean; image: string | null; author: { id: string | null; name: string } };

async function create(overrides: Partial<typeof ARTICLE & { published: boolean }> = {}): Promise<Post> {
  const res = await api('POST', '/api/admin/blog', { ...ARTICLE, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post;
}
const update = (id: string, body: object) => api('PATCH', `/api/admin/blog/${id}`, { ...ARTICLE, ...body });

async function uploadImage(id: string, bytes: Buffer, fileName = 'photo.png', who: Member = admin) {
  const body = await multipartBody('image', bytes, fileName, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/blog/${id}/image`,
    headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, cookie: who.cookie },
    payload: body.payload,
  });
}

const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/blog' })).json().posts as { id: string }[];
const publicPost = (id: string) => t.app.inject({ method: 'GET', url: `/api/blog/${id}` });
const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const auditEntries = () => t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt));
const removalJobsFor = (url: string) =>
  t.db
    .select({ n: count() })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, 'files.remove'), sql`${backgroundJobs.payload}->'urls' ? ${url}`));
const blogFiles = () => {
  const dir = path.join(localUploadsDir(t.config), 'blog');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('writing articles', () => {
  it('creates a draft by default, written by the signed-in admin, with an audit entry', async () => {
    const post = await create();
    expect(post).toMatchObject({ title: ARTICLE.title, published: false, image: null, author: { id: admin.id, name: 'Adeline' } });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'blog_post.create', entity: 'blog_post', entityId: post.id, label: ARTICLE.title, actorId: admin.id });
    expect(entry!.changes).toMatchObject({ title: { to: ARTICLE.title }, published: { to: false }, content: {} });
  });

  it('keeps drafts off the public blog, the article page and the sitemap (shared-link tags: seo/routes.test.ts)', async () => {
    const draft = await create();
    expect((await publicList()).map((p) => p.id)).not.toContain(draft.id);
    const page = await publicPost(draft.id);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe(BLOG_NOT_FOUND);
    expect(await sitemap()).not.toContain(draft.id);

    // Published: it shows everywhere.
    const res = await update(draft.id, { published: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicList()).map((p) => p.id)).toContain(draft.id);
    expect((await publicPost(draft.id)).json().post).toMatchObject({ title: ARTICLE.title, content: ARTICLE.content });
    expect(await sitemap()).toContain(`/blog/${draft.id}`);

    // Back to draft: gone again.
    expect((await update(draft.id, { published: false })).statusCode).toBe(200);
    expect((await publicPost(draft.id)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(draft.id);
  });

  it('records publishing as blog_post.publish and other saves as blog_post.update, with the changed fields', async () => {
    const post = await create();
    expect((await update(post.id, { published: true })).statusCode).toBe(200);
    const renamed = await update(post.id, { published: true, title: 'Réussir ses Reels', content: 'Nouveau texte' });
    expect(renamed.json().post).toMatchObject({ title: 'Réussir ses Reels', published: true, author: { id: admin.id } });
    const [second, first] = await auditEntries();
    expect(first).toMatchObject({ action: 'blog_post.publish', changes: { published: { from: false, to: true } } });
    expect(second).toMatchObject({ action: 'blog_post.update', label: 'Réussir ses Reels' });
    expect(second!.changes).toEqual({ title: { from: ARTICLE.title, to: 'Réussir ses Reels' }, content: {} });
  });

  it('deletes an article with an audit entry, and its image file once committed', async () => {
    const post = await create({ published: true });
    const image = (await uploadImage(post.id, await testImage('png'))).json().post.image as string;
    const res = await api('DELETE', `/api/admin/blog/${post.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
    expect((await publicPost(post.id)).statusCode).toBe(404);
    expect((await removalJobsFor(image))[0]!.n).toBe(1);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'blog_post.delete', entityId: post.id, label: ARTICLE.title });
    await t.app.backgroundJobs.drain();
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    expect((await api('DELETE', `/api/admin/blog/${post.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id, and changes nothing', async () => {
    const before = blogFiles();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      expect((await update(id, {})).statusCode).toBe(404);
      expect((await api('GET', `/api/admin/blog/${id}`)).json().error.message).toBe(BLOG_NOT_FOUND);
      expect((await uploadImage(id, await testImage('png'))).statusCode).toBe(404);
    }
    expect(await auditEntries()).toEqual([]);
    expect(blogFiles()).toEqual(before);
  });
});

describe('validation', () => {
  it('requires title, excerpt, content and category, with French messages, and creates nothing', async () => {
    const res = await api('POST', '/api/admin/blog', { title: '  ', excerpt: '', content: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: blogPostMessages.titleRequired,
      excerpt: blogPostMessages.excerptRequired,
      content: blogPostMessages.contentRequired,
      category: blogPostMessages.categoryRequired,
    });
    expect(await t.db.select().from(blogPosts)).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it.each(Object.entries(BLOG_POST_LIMITS))('refuses a %s longer than %i characters', async (field, max) => {
    const ok = await api('POST', '/api/admin/blog', { ...ARTICLE, [field]: 'a'.repeat(max) });
    expect(ok.statusCode, ok.body).toBe(201);
    const post = ok.json().post as Post;
    const res = await update(post.id, { [field]: 'a'.repeat(max + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: textMessages.tooLong(max) });
    expect((await api('GET', `/api/admin/blog/${post.id}`)).json().post[field]).toBe('a'.repeat(max));
  });

  it('refuses a published flag that is not a boolean', async () => {
    const res = await api('POST', '/api/admin/blog', { ...ARTICLE, published: 'oui' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.published).toBeTruthy();
  });
});

describe('article images', () => {
  it.each([
    ['jpeg', 'photo.jpg'],
    ['png', 'photo.png'],
    ['gif', 'anim.gif'],
  ] as const)('accepts a %s and re-encodes it to WebP without metadata, at most 1600 px', async (format, fileName) => {
    const post = await create();
    const res = await uploadImage(post.id, await testImage(format, 2400, 1200), fileName);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().post.image as string;
    expect(image).toMatch(/^\/uploads\/blog\/[0-9a-f-]{36}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(file.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', BLOG_IMAGE_MAX_SIZE, 800]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.pages ?? 1).toBe(1);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'blog_post.update', changes: { image: { from: null, to: image } } });
  });

  it('replacing or removing the image deletes the old file through the files.remove job', async () => {
    const before = blogFiles();
    const post = await create({ published: true });
    const first = (await uploadImage(post.id, await testImage('png'))).json().post.image as string;
    const second = (await uploadImage(post.id, await testImage('jpeg'), 'autre.jpg')).json().post.image as string;
    expect(second).not.toBe(first);
    expect((await removalJobsFor(first))[0]!.n).toBe(1);
    expect((await publicPost(post.id)).json().post.image).toBe(second);
    await t.app.backgroundJobs.drain();
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const removed = await api('DELETE', `/api/admin/blog/${post.id}/image`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().post.image).toBeNull();
    expect((await removalJobsFor(second))[0]!.n).toBe(1);
    await t.app.backgroundJobs.drain();
    expect(blogFiles()).toEqual(before);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'blog_post.update', changes: { image: { from: second, to: null } } });
  });

  const refusals = [
    [
      'a text file renamed .png',
      () => Buffer.from('Bonjour, ceci est un fichier texte.\n'.repeat(20)),
      'photo.png',
      400,
      blogImageMessages.notAnImage,
    ],
    ['a WebP (not JPG, PNG or GIF)', () => testImage('webp'), 'photo.webp', 400, blogImageMessages.notAnImage],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>'),
      'a.svg',
      400,
      blogImageMessages.notAnImage,
    ],
    [
      'a 6 MB file',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]),
      'grande.jpg',
      413,
      blogImageMessages.tooLarge,
    ],
  ] as const;

  it.each(refusals)('refuses %s with a French message, storing nothing', async (_name, bytes, fileName, status, message) => {
    const post = await create();
    const before = blogFiles();
    const res = await uploadImage(post.id, await bytes(), fileName);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(blogFiles()).toEqual(before);
    expect((await api('GET', `/api/admin/blog/${post.id}`)).json().post.image).toBeNull();
  });

  it('asks for the file under the field "image"', async () => {
    const post = await create();
    const json = await api('POST', `/api/admin/blog/${post.id}/image`, { image: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(blogImageMessages.missing);
  });

  it('refuses members before reading the upload', async () => {
    const post = await create();
    const before = blogFiles();
    const res = await uploadImage(post.id, await testImage('png'), 'photo.png', camille);
    expect(res.statusCode).toBe(403);
    expect(blogFiles()).toEqual(before);
  });
});

describe('the list', () => {
  async function seed() {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await t.db.insert(blogPosts).values([
      ...Array.from({ length: 22 }, (_, i) => ({
        title: `Article ${String(i + 1).padStart(2, '0')}`,
        excerpt: 'Un extrait',
        content: 'x',
        category: i % 2 ? 'Guide' : 'Outils',
        published: i % 3 !== 0,
        createdAt: day(i + 1),
        authorId: admin.id,
      })),
      { title: 'Crise sur TikTok', excerpt: 'Réagir à 100% vite', content: 'x', category: 'Crisis Management', published: false, createdAt: day(28) },
    ]);
  }
  const list = async (query: string) => {
    const res = await api('GET', `/api/admin/blog?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: (Post & { category: string })[]; total: number; page: number; pageSize: number };
  };

  it('pages every article, drafts included, newest first, with the real total', async () => {
    await seed();
    const first = await list('');
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(first.items.map((p) => p.title).slice(0, 3)).toEqual(['Crise sur TikTok', 'Article 22', 'Article 21']);
    expect(first.items[1]).toMatchObject({ author: { id: admin.id, name: 'Adeline' } });
    expect(first.items[0]).toMatchObject({ author: { id: null, name: "L'équipe CM Connect" } });
    expect(first.items[0]).not.toHaveProperty('content');
    const last = await list('page=3');
    expect(last.items.map((p) => p.title)).toEqual(['Article 03', 'Article 02', 'Article 01']);
    expect(await list('page=9')).toMatchObject({ page: 3, items: last.items });
  });

  it('searches title or excerpt, case-insensitively, wildcards taken literally', async () => {
    await seed();
    expect((await list('q=tiktok')).items.map((p) => p.title)).toEqual(['Crise sur TikTok']);
    expect((await list('q=100%25')).items.map((p) => p.title)).toEqual(['Crise sur TikTok']);
    expect((await list('q=EXTRAIT')).total).toBe(22);
    expect((await list('q=_')).total).toBe(0);
  });

  it('filters by category and status, combined with the search', async () => {
    await seed();
    const drafts = await list('status=draft');
    expect(drafts.total).toBe(9);
    expect(drafts.items.every((p) => !p.published)).toBe(true);
    expect((await list('status=published')).total).toBe(14);
    expect((await list('category=Guide')).total).toBe(11);
    expect((await list('category=Guide&status=published&q=article 0')).items.map((p) => p.title)).toEqual(['Article 08', 'Article 06', 'Article 02']);
    expect((await api('GET', '/api/admin/blog?status=archive')).statusCode).toBe(400);
  });

  it('offers the distinct categories present, drafts included', async () => {
    await seed();
    const res = await api('GET', '/api/admin/blog/categories');
    expect(res.json()).toEqual({ categories: ['Crisis Management', 'Guide', 'Outils'] });
  });

  it('is for admins only', async () => {
    expect((await api('GET', '/api/admin/blog', undefined, camille)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/blog' })).statusCode).toBe(401);
  });
});
