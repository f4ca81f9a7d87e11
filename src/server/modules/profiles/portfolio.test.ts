import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPortfolioItem } from '#contracts/portfolio';
import type { TCommunityManagerProfile } from '#contracts/profiles';
import { PORTFOLIO_MAX_ITEMS, portfolioMessages } from '#contracts/portfolio-terms';
import { portfolioItems, rateLimits } from '#server/db/schema/index';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { multipartBody, testImage } from '#server/testing/upload';

let t: TestApp;
let camille: Member;
let hugo: Member;
let company: Member;

beforeAll(async () => {
  t = await createTestApp();
  [camille, hugo, company] = [
    await member(t, 'community_manager', 'Camille'),
    await member(t, 'community_manager', 'Hugo'),
    await member(t, 'company', 'Lumiere'),
  ];
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(portfolioItems);
});

const sample = { title: 'Campagne Instagram de printemps', link: 'https://www.instagram.com/p/abc', description: '+40 % d’abonnés en 3 mois.' };
const send = (who: Member | null, method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, ...(payload ? { payload } : {}) });
const add = (who: Member, body: object = sample) => send(who, 'POST', '/api/me/portfolio', body);
async function uploadImage(who: Member, itemId: string, bytes: Buffer, type = 'image/png') {
  const body = await multipartBody('image', bytes, 'visuel.png', type);
  return t.app.inject({
    method: 'POST',
    url: `/api/me/portfolio/${itemId}/image`,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}
const publicProfile = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/profiles/${id}` })).json<{ profile: TCommunityManagerProfile }>().profile;

describe('a community manager’s portfolio', () => {
  it('adds a sample with its image, shows it on the public profile, edits and removes it (the cached profile follows)', async () => {
    // A visitor reads the profile first: its answer is kept in the visitor cache.
    expect((await publicProfile(camille.id)).portfolio).toEqual([]);

    const created = await add(camille);
    expect(created.statusCode, created.body).toBe(201);
    const { item } = created.json<{ item: TPortfolioItem }>();
    expect(item).toMatchObject({ ...sample, imageUrl: null });

    const withImage = await uploadImage(camille, item.id, await testImage('png', 1600, 1200));
    expect(withImage.statusCode, withImage.body).toBe(200);
    const { imageUrl } = withImage.json<{ item: TPortfolioItem }>().item;
    expect(imageUrl).toMatch(/^\/uploads\/portfolio\/[0-9a-f-]{36}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: imageUrl! });
    expect(file.headers['content-type']).toBe('image/webp');

    expect((await publicProfile(camille.id)).portfolio).toEqual([{ ...item, imageUrl }]);

    const edited = await send(camille, 'PATCH', `/api/me/portfolio/${item.id}`, { title: 'Campagne TikTok', link: '', description: '' });
    expect(edited.json<{ item: TPortfolioItem }>().item).toEqual({ id: item.id, title: 'Campagne TikTok', link: null, description: null, imageUrl });
    expect((await publicProfile(camille.id)).portfolio[0]?.title).toBe('Campagne TikTok');

    const removed = await send(camille, 'DELETE', `/api/me/portfolio/${item.id}`);
    expect(removed.json()).toEqual({ items: [] });
    expect((await publicProfile(camille.id)).portfolio).toEqual([]);
    // The image goes once the change has committed.
    await t.app.backgroundJobs.drain();
    expect((await t.app.inject({ method: 'GET', url: imageUrl! })).statusCode).toBe(404);
  });

  it(`refuses a ${PORTFOLIO_MAX_ITEMS + 1}th sample, even asked for all at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PORTFOLIO_MAX_ITEMS + 2 }, (_, n) => add(camille, { ...sample, title: `Réalisation ${n}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(PORTFOLIO_MAX_ITEMS);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().error.message])).toEqual([
      [409, portfolioMessages.full],
      [409, portfolioMessages.full],
    ]);
    expect(await t.db.$count(portfolioItems, eq(portfolioItems.managerId, camille.id))).toBe(PORTFOLIO_MAX_ITEMS);
  });

  it('checks the fields and the image in French', async () => {
    const invalid = await add(camille, { title: 'x', link: 'pas une adresse', description: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({ title: portfolioMessages.title, link: portfolioMessages.link });

    const { item } = (await add(camille)).json<{ item: TPortfolioItem }>();
    const svg = await uploadImage(
      camille,
      item.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
      'image/svg+xml',
    );
    expect([svg.statusCode, svg.json().error.fields]).toEqual([400, { image: portfolioMessages.svg }]);
    const text = await uploadImage(camille, item.id, Buffer.from('ceci n’est pas une image'), 'image/png');
    expect([text.statusCode, text.json().error.fields]).toEqual([400, { image: portfolioMessages.notAnImage }]);
  });

  it('belongs to its community manager: others cannot change it, clients have none, visitors must sign in', async () => {
    const { item } = (await add(camille)).json<{ item: TPortfolioItem }>();
    for (const answer of [
      await send(hugo, 'PATCH', `/api/me/portfolio/${item.id}`, sample),
      await send(hugo, 'DELETE', `/api/me/portfolio/${item.id}`),
      await uploadImage(hugo, item.id, await testImage('png')),
    ]) {
      expect([answer.statusCode, answer.json().error.message]).toEqual([404, portfolioMessages.notFound]);
    }
    expect((await send(hugo, 'GET', '/api/me/portfolio')).json()).toEqual({ items: [] });

    const fromCompany = await add(company);
    expect([fromCompany.statusCode, fromCompany.json().error.message]).toEqual([403, portfolioMessages.managersOnly]);
    expect((await send(null, 'POST', '/api/me/portfolio', sample)).statusCode).toBe(401);
    expect((await send(camille, 'GET', '/api/me/portfolio')).json<{ items: TPortfolioItem[] }>().items).toHaveLength(1);
  });

  it("is part of the member's data export", async () => {
    const { item } = (await add(camille)).json<{ item: TPortfolioItem }>();
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: camille.cookie } });
    expect(exported.json().portfolio).toEqual([item]);
  });

  it('goes with a deleted account, images included', async () => {
    const leaving = await member(t, 'community_manager', 'Partante');
    const { item } = (await add(leaving)).json<{ item: TPortfolioItem }>();
    const { imageUrl } = (await uploadImage(leaving, item.id, await testImage('png'))).json<{ item: TPortfolioItem }>().item;
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { origin: TEST_ORIGIN, cookie: leaving.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.$count(portfolioItems, eq(portfolioItems.managerId, leaving.id))).toBe(0);
    await t.app.backgroundJobs.drain();
    expect((await t.app.inject({ method: 'GET', url: imageUrl! })).statusCode).toBe(404);
  });
});
