import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_NOT_FOUND } from '#contracts/blog-terms';
import { blogPosts } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/testing/app';

let t: TestApp;
let draftId: string;
let guideId: string;
beforeAll(async () => {
  t = await createTestApp();
  const words = (n: number) => Array.from({ length: n }, () => 'mot').join(' ');
  const rows = await t.db
    .insert(blogPosts)
    .values([
      {
        title: 'Les tendances TikTok',
        excerpt: 'Ce qui marche en 2026',
        content: words(450),
        category: 'Tendances',
        published: true,
        createdAt: new Date('2026-10-01'),
      },
      {
        title: 'Guide du freelance',
        excerpt: 'Bien démarrer sur Instagram',
        content: words(100),
        category: 'Guide',
        published: true,
        createdAt: new Date('2026-10-05'),
      },
      { title: 'Brouillon secret', excerpt: 'Pas encore prêt', content: 'x', category: 'Guide', published: false },
    ])
    .returning({ id: blogPosts.id, title: blogPosts.title });
  guideId = rows.find((row) => row.title === 'Guide du freelance')!.id;
  draftId = rows.find((row) => row.title === 'Brouillon secret')!.id;
});
afterAll(() => t.close());

const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/blog${query}` })).json().posts as { title: string; readTimeMinutes: number }[];

describe('blog', () => {
  it('lists published posts only, newest first, with reading time', async () => {
    const posts = await list();
    expect(posts.map((p) => p.title)).toEqual(['Guide du freelance', 'Les tendances TikTok']);
    expect(posts.map((p) => p.readTimeMinutes)).toEqual([1, 3]);
  });

  it('searches title or excerpt, case-insensitively, combined with the category', async () => {
    expect((await list('?q=tiktok')).map((p) => p.title)).toEqual(['Les tendances TikTok']);
    expect((await list('?q=INSTAGRAM')).map((p) => p.title)).toEqual(['Guide du freelance']);
    expect(await list('?q=instagram&category=Tendances')).toEqual([]);
    expect((await list('?category=Guide')).map((p) => p.title)).toEqual(['Guide du freelance']);
    expect(await list('?q=100%25')).toEqual([]);
  });

  it('opens a published article and hides drafts and unknown ids', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/blog/${guideId}` });
    expect(ok.json().post).toMatchObject({ title: 'Guide du freelance', category: 'Guide' });
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(BLOG_NOT_FOUND);
    }
  });
});
