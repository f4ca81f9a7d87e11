import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, reviews } from '#server/db/schema/index';
import { createTestApp, signUpAndIn, type TestApp } from '#server/testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUpAndIn(t, { userType: 'community_manager', email: 'cm@example.fr', fullName: 'Camille Roux' });
  await signUpAndIn(t, { userType: 'company', email: 'client@example.fr', fullName: 'Paul Girard' });
  const [cm] = await t.db.select().from(profiles).where(eq(profiles.email, 'cm@example.fr'));
  const [client] = await t.db.select().from(profiles).where(eq(profiles.email, 'client@example.fr'));
  const long = (text: string) => `${text} — une collaboration efficace, réactive et très professionnelle.`;
  const publishedAt = new Date('2026-09-02');
  await t.db.insert(reviews).values([
    { rating: 4, comment: long('Bon travail'), reviewerId: client!.id, reviewedId: cm!.id, createdAt: new Date('2026-09-01'), publishedAt },
    { rating: 5, comment: long('Excellent'), reviewerId: client!.id, reviewedId: cm!.id, createdAt: new Date('2026-08-01'), publishedAt },
    { rating: 5, comment: long('Signalé'), reported: true, reviewerId: client!.id, reviewedId: cm!.id, publishedAt },
    { rating: 5, comment: long('Pas encore publié'), reviewerId: client!.id, reviewedId: cm!.id },
    { rating: 5, comment: 'Court', reviewerId: client!.id, reviewedId: cm!.id, publishedAt },
    { rating: 5, comment: null, reviewerId: cm!.id, reviewedId: client!.id, publishedAt },
  ]);
});
afterAll(() => t.close());

describe('testimonials', () => {
  it('quotes the best-rated substantial published reviews, never reported or hidden ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials?limit=5' });
    const testimonials = res.json().testimonials;
    expect(testimonials.map((x: { comment: string }) => x.comment.split(' —')[0])).toEqual(['Excellent', 'Bon travail']);
    expect(testimonials[0]).toMatchObject({
      rating: 5,
      reviewer: { fullName: 'Paul Girard', userType: 'company' },
      reviewed: { fullName: 'Camille Roux' },
      job: null,
    });
  });

  it('bounds the limit', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/testimonials?limit=500' })).statusCode).toBe(400);
  });
});
