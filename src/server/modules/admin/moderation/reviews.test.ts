import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewModerationTexts } from '#contracts/admin-moderation-terms';
import { auditLog, communityManagers, reviews } from '#server/db/schema/index';
import { TEST_ORIGIN, createTestApp, post, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import { deleteReview } from './reviews-service.ts';

/** 'Gestion des avis': the list on the server, approve, delete with the rating recomputed. */

let t: TestApp;
let admin: Member;
let cm: Member;
let company: Member;
let julien: Member;
let ids = { excellent: '', insulting: '', hidden: '', client: '' };

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  cm = await member(t, 'community_manager', 'Camille');
  company = await member(t, 'company', 'Boulangerie');
  julien = await member(t, 'individual', 'Julien');
  const job = await mission(t, company.id, { title: 'Campagne Instagram de Noël', status: 'closed' });
  const rows = await t.db
    .insert(reviews)
    .values([
      // About Camille: two published (5 and 1, the second reported), one still hidden (4).
      {
        rating: 5,
        comment: 'Excellent travail, très créative.',
        reviewerId: company.id,
        reviewedId: cm.id,
        jobId: job.id,
        createdAt: day(20),
        publishedAt: day(20),
      },
      {
        rating: 1,
        comment: 'Propos insultants 100% inacceptables.',
        reported: true,
        reviewerId: julien.id,
        reviewedId: cm.id,
        createdAt: day(21),
        publishedAt: day(21),
      },
      { rating: 4, comment: 'Bonne collaboration, à confirmer.', reviewerId: julien.id, reviewedId: cm.id, createdAt: day(22) },
      // About the company, by Camille.
      { rating: 3, comment: 'Client correct.', reviewerId: cm.id, reviewedId: company.id, jobId: job.id, createdAt: day(19), publishedAt: day(19) },
    ])
    .returning({ id: reviews.id });
  const [excellent, insulting, hidden, client] = rows.map((row) => row.id);
  ids = { excellent: excellent!, insulting: insulting!, hidden: hidden!, client: client! };
  // Older filler reviews for the pages (no mission, so the pair may repeat).
  await t.db.insert(reviews).values(
    Array.from({ length: 11 }, (_, index) => ({
      rating: 2,
      comment: `Avis de remplissage ${index + 1}`,
      reviewerId: company.id,
      reviewedId: julien.id,
      createdAt: day(1 + index),
      publishedAt: day(1 + index),
    })),
  );
  await t.db.update(communityManagers).set({ averageRating: 3, totalReviews: 2 }).where(eq(communityManagers.id, cm.id));
});
afterAll(() => t.close());

const list = (query = '', who: Member = admin) => t.app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers: { cookie: who.cookie } });
const remove = (id: string, who: Member = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers: { cookie: who.cookie, origin: TEST_ORIGIN } });
const commentsOf = async (query: string) => (await list(query)).json().items.map((item: { comment: string }) => item.comment);
const ratingOf = async (id: string) => (await t.db.select().from(communityManagers).where(eq(communityManagers.id, id)))[0]!;
const auditOf = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('the reviews list', () => {
  it('is for admins only', async () => {
    expect((await list('', cm)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
  });

  it('pages newest first with the real total, members, mission and publication state', async () => {
    const first = (await list()).json();
    expect(first).toMatchObject({ total: 15, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 4).map((item: { id: string }) => item.id)).toEqual([ids.hidden, ids.insulting, ids.excellent, ids.client]);
    expect(first.items[2]).toEqual({
      id: ids.excellent,
      rating: 5,
      comment: 'Excellent travail, très créative.',
      reported: false,
      publishedAt: day(20).toISOString(),
      createdAt: day(20).toISOString(),
      reviewer: { id: company.id, fullName: 'Boulangerie', avatarUrl: null },
      reviewed: { id: cm.id, fullName: 'Camille', avatarUrl: null },
      job: { id: expect.any(String), title: 'Campagne Instagram de Noël' },
    });
    expect(first.items[0]).toMatchObject({ publishedAt: null, job: null });
    const second = (await list('?page=2')).json();
    expect(second).toMatchObject({ total: 15, page: 2 });
    expect(second.items).toHaveLength(5);
    expect(second.items.at(-1).comment).toBe('Avis de remplissage 1');
    expect((await list('?page=3')).json()).toMatchObject({ total: 15, page: 2, items: second.items });
  });

  it('searches the comment and both names, case-insensitively, wildcards taken literally', async () => {
    expect(await commentsOf('?q=CRÉATIVE')).toEqual(['Excellent travail, très créative.']);
    expect(await commentsOf('?q=100%25')).toEqual(['Propos insultants 100% inacceptables.']);
    expect((await list('?q=%25')).json().total).toBe(1);
    // Reviewer name (Camille wrote one) and reviewed name (three are about her).
    expect((await list('?q=camil')).json().total).toBe(4);
    expect((await list('?q=julien')).json().total).toBe(13);
    expect((await list('?q=personne')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('filters by rating and by the reported flag, combined with the search', async () => {
    expect((await list('?rating=2')).json().total).toBe(11);
    expect(await commentsOf('?rating=5')).toEqual(['Excellent travail, très créative.']);
    expect(await commentsOf('?reported=true')).toEqual(['Propos insultants 100% inacceptables.']);
    expect((await list('?reported=false')).json().total).toBe(15);
    expect((await list('?rating=1&reported=true&q=camille')).json().total).toBe(1);
    expect((await list('?rating=2&q=camille')).json().total).toBe(0);
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of ['?rating=6', '?rating=0', '?reported=oui', '?page=0', `?q=${'a'.repeat(201)}`]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });
});

describe('approve', () => {
  it('clears the reported flag, once, with an audit entry', async () => {
    const approved = await post(t, `/api/admin/reviews/${ids.insulting}/approve`, {}, admin.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().review).toMatchObject({ id: ids.insulting, reported: false, rating: 1 });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, ids.insulting));
    expect(row!.reported).toBe(false);
    expect(await commentsOf('?reported=true')).toEqual([]);
    const [entry] = await auditOf('review.approve', ids.insulting);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Adeline',
      entity: 'review',
      label: 'Avis de Julien sur Camille',
      changes: { reported: { from: true, to: false } },
    });
    // Again: nothing to change, no second entry.
    expect((await post(t, `/api/admin/reviews/${ids.insulting}/approve`, {}, admin.cookie)).statusCode).toBe(200);
    expect(await auditOf('review.approve', ids.insulting)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id, 403 to members', async () => {
    for (const id of [randomUUID(), 'pas-un-id']) {
      const res = await post(t, `/api/admin/reviews/${id}/approve`, {}, admin.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(reviewModerationTexts.notFound);
    }
    expect((await post(t, `/api/admin/reviews/${ids.excellent}/approve`, {}, cm.cookie)).statusCode).toBe(403);
  });
});

describe('delete', () => {
  it('is refused to members and leaves the review', async () => {
    expect((await remove(ids.insulting, julien)).statusCode).toBe(403);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, ids.insulting))).toHaveLength(1);
  });

  it('rolls everything back when a step fails: the review, the rating and the audit go together', async () => {
    // An actor that does not exist makes the audit entry (the last step) fail.
    await expect(deleteReview(t.db, randomUUID(), ids.insulting)).rejects.toThrow();
    expect(await t.db.select().from(reviews).where(eq(reviews.id, ids.insulting))).toHaveLength(1);
    expect(await ratingOf(cm.id)).toMatchObject({ averageRating: 3, totalReviews: 2 });
    expect(await auditOf('review.delete', ids.insulting)).toHaveLength(0);
  });

  it('removes the review and recomputes the rating from the published reviews left, with an audit entry', async () => {
    const res = await remove(ids.insulting);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, ids.insulting))).toHaveLength(0);
    // 5 is left published; the hidden 4 does not count yet.
    expect(await ratingOf(cm.id)).toMatchObject({ averageRating: 5, totalReviews: 1 });
    expect((await list()).json().total).toBe(14);
    const [entry] = await auditOf('review.delete', ids.insulting);
    expect(entry).toMatchObject({
      actorId: admin.id,
      label: 'Avis de Julien sur Camille',
      changes: {
        rating: { from: 1 },
        comment: { from: 'Propos insultants 100% inacceptables.' },
        publishedAt: { from: day(21).toISOString() },
      },
    });
    // The profile shows the new figures.
    const profile = (await t.app.inject({ method: 'GET', url: `/api/profiles/${cm.id}` })).json().profile;
    expect(profile).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect((await remove(ids.insulting)).statusCode).toBe(404);
  });

  it('deleting the last published review leaves no rating; a review about a client changes no rating', async () => {
    expect((await remove(ids.insulting)).statusCode).toBe(204);
    expect((await remove(ids.excellent)).statusCode).toBe(204);
    expect(await ratingOf(cm.id)).toMatchObject({ averageRating: null, totalReviews: 0 });
    expect((await remove(ids.client)).statusCode).toBe(204);
    expect(await auditOf('review.delete', ids.client)).toHaveLength(1);
  });
});
