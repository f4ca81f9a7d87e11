import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts } from '#contracts/notifications-terms';
import { REVIEW_BLIND_MS, reviewMessages } from '#contracts/reviews-terms';
import { applications, backgroundJobs, communityManagers, entitlements, mailOutbox, notifications, reviews } from '#server/db/schema/index';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { aBid, member, mission, type Member } from '#server/testing/members';

/** Reviews both ways after a collaboration: who may, once, double-blind, rating, reports. */

let t: TestApp;
let cm: Member;
let outsider: Member;
let company: Member;

beforeAll(async () => {
  t = await createTestApp();
  cm = await member(t, 'community_manager', 'Camille');
  outsider = await member(t, 'community_manager', 'Hugo');
  company = await member(t, 'company', 'Boulangerie');
});
afterAll(() => t.close());

/** A mission of the company with Camille's accepted application (closed unless told). */
async function collaboration(title: string, status: 'open' | 'closed' = 'closed') {
  const job = await mission(t, company.id, { title, status });
  const [application] = await t.db
    .insert(applications)
    .values({
      jobId: job.id,
      applicantId: cm.id,
      coverLetter: 'Bonjour, je suis disponible.',
      status: 'accepted',
    })
    .returning();
  return { job, applicationId: application!.id };
}
const review = (applicationId: string, who: Member, body: unknown = { rating: 5, comment: 'Une collaboration parfaite, merci !' }) =>
  post(t, `/api/applications/${applicationId}/review`, body, who.cookie);
const get = (url: string, who?: Member) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: who ? { cookie: who.cookie } : {},
  });
const profileReviews = async (id: string) => (await get(`/api/profiles/${id}`)).json().profile;
const pending = async (who: Member) => (await get('/api/me/reviews/pending', who)).json().reviews;
/** After the notifier has run: it tells members once the change commits. */
const notificationsOf = async (who: Member, type: string) => {
  await t.app.backgroundJobs.drain();
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.type, type)));
};
const mailsTo = async (who: Member, subject: string) => {
  await t.app.backgroundJobs.drain();
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, who.email), eq(mailOutbox.subject, subject)))
    .orderBy(mailOutbox.createdAt);
};
const REVIEW_MAIL = notificationTexts.mailSubject(notificationTexts.reviewReceived.title);

describe('who may review', () => {
  it('refuses anyone but the two sides (403), an open mission (409), a bad comment or rating (400)', async () => {
    const open = await collaboration('Mission encore en cours', 'open');
    expect((await review(open.applicationId, company)).statusCode).toBe(409);
    expect((await review(open.applicationId, company)).json().error.message).toBe(reviewMessages.notYet);

    const { applicationId } = await collaboration('Mission close pour les règles');
    const refused = await review(applicationId, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(reviewMessages.notParty);
    expect(
      (
        await post(t, `/api/applications/${applicationId}/review`, {
          rating: 5,
          comment: 'Une collaboration parfaite',
        })
      ).statusCode,
    ).toBe(401);

    const short = await review(applicationId, company, {
      rating: 5,
      comment: '   trop   ',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(reviewMessages.commentTooShort);
    const long = await review(applicationId, company, {
      rating: 5,
      comment: 'a'.repeat(2001),
    });
    expect(long.json().error.message).toBe(reviewMessages.commentTooLong);
    expect(
      (
        await review(applicationId, company, {
          rating: 6,
          comment: 'Une collaboration parfaite',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await review(applicationId, company, {
          rating: 0,
          comment: 'Une collaboration parfaite',
        })
      ).statusCode,
    ).toBe(400);
    expect(await t.db.select().from(reviews)).toHaveLength(0);

    expect((await review(applicationId, company)).statusCode).toBe(201);
    const twice = await review(applicationId, company, {
      rating: 1,
      comment: 'Je change d’avis finalement.',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(reviewMessages.alreadyWritten);
    expect(
      (
        await post(
          t,
          `/api/applications/00000000-0000-4000-8000-000000000000/review`,
          { rating: 5, comment: 'Une collaboration parfaite' },
          company.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('double-blind', () => {
  it('hides the first review until the other side writes theirs, then publishes both and recomputes the rating', async () => {
    const { job, applicationId } = await collaboration('Lancement TikTok');
    const first = await review(applicationId, company, {
      rating: 4,
      comment: 'Très bon travail sur TikTok.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().review).toMatchObject({
      rating: 4,
      comment: 'Très bon travail sur TikTok.',
      publishedAt: null,
    });

    // Hidden: not on the profile, not counted, the other side sees only that it exists.
    const before = await profileReviews(cm.id);
    expect(before.reviews.map((r: { comment: string }) => r.comment)).not.toContain('Très bon travail sur TikTok.');
    const cmPending = (await pending(cm)).find((p: { applicationId: string }) => p.applicationId === applicationId);
    expect(cmPending).toEqual({
      applicationId,
      job: { id: job.id, title: 'Lancement TikTok' },
      counterpart: { id: company.id, fullName: 'Boulangerie', avatarUrl: null },
      ownReview: null,
      otherWrote: true,
    });
    expect(JSON.stringify(await pending(cm))).not.toContain('Très bon travail');
    const [teaser] = await notificationsOf(cm, 'review.awaiting');
    expect(teaser?.body).toBe(reviewMessages.teaser('Boulangerie'));
    expect(await mailsTo(cm, REVIEW_MAIL)).toHaveLength(0);
    const [publishJob] = (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'reviews.publish'))).filter(
      (row) => (row.payload as { jobId: string }).jobId === job.id,
    );
    expect(publishJob!.runAt.getTime() - new Date(first.json().review.createdAt).getTime()).toBe(REVIEW_BLIND_MS);
    const companyPending = (await pending(company)).find((p: { applicationId: string }) => p.applicationId === applicationId);
    expect(companyPending).toMatchObject({
      ownReview: { rating: 4, publishedAt: null },
      otherWrote: false,
    });

    const second = await review(applicationId, cm, {
      rating: 5,
      comment: 'Un client clair et réactif.',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().review.publishedAt).not.toBeNull();

    const after = await profileReviews(cm.id);
    expect(after.reviews).toContainEqual(
      expect.objectContaining({
        rating: 4,
        comment: 'Très bon travail sur TikTok.',
        job: { id: job.id, title: 'Lancement TikTok' },
      }),
    );
    expect(after).toMatchObject({ reviewCount: 1, averageRating: 4 });
    // The client's profile lists the review about them too.
    expect((await profileReviews(company.id)).reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Un client clair et réactif.',
        reviewer: { id: cm.id, fullName: 'Camille', avatarUrl: null },
      }),
    ]);
    const [cmRow] = await t.db.select().from(communityManagers).where(eq(communityManagers.id, cm.id));
    expect(cmRow).toMatchObject({ totalReviews: 1, averageRating: 4 });
    // Both published together; nothing left to write for either side.
    const rows = await t.db.select().from(reviews).where(eq(reviews.jobId, job.id));
    expect(rows.every((row) => row.publishedAt?.getTime() === rows[0]!.publishedAt!.getTime())).toBe(true);
    expect((await pending(cm)).map((p: { applicationId: string }) => p.applicationId)).not.toContain(applicationId);
    // Each side told, in the app and by mail with its unsubscribe link.
    expect(await notificationsOf(cm, 'review.received')).toHaveLength(1);
    expect(await notificationsOf(company, 'review.received')).toHaveLength(1);
    const [mail] = await mailsTo(cm, REVIEW_MAIL);
    expect(mail?.text).toContain('Boulangerie a laissé un avis sur la mission « Lancement TikTok ».');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/profile/${cm.id}`);
    expect(mail?.text).toMatch(/\/desinscription\?token=/);
  });

  it('publishes a lone review when its job runs, 14 days after it, and not before', async () => {
    const { job, applicationId } = await collaboration('Refonte Facebook');
    const written = await review(applicationId, company, {
      rating: 2,
      comment: 'Des délais non tenus.',
    });
    const createdAt = new Date(written.json().review.createdAt).getTime();

    await t.app.backgroundJobs.drain({
      now: new Date(createdAt + REVIEW_BLIND_MS - 60_000),
    });
    const [hidden] = await t.db.select().from(reviews).where(eq(reviews.jobId, job.id));
    expect(hidden!.publishedAt).toBeNull();

    await t.app.backgroundJobs.drain({
      now: new Date(createdAt + REVIEW_BLIND_MS + 60_000),
    });
    const [published] = await t.db.select().from(reviews).where(eq(reviews.jobId, job.id));
    expect(published!.publishedAt).not.toBeNull();
    expect(await profileReviews(cm.id)).toMatchObject({
      reviewCount: 1,
      averageRating: 2,
    });
    // The late side can still write theirs: published at once.
    const late = await review(applicationId, cm, {
      rating: 4,
      comment: 'Un client exigeant mais juste.',
    });
    expect(late.json().review.publishedAt).not.toBeNull();
  });
});

describe('mail preferences and unsubscribe links', () => {
  const prefs = (who: Member, optOuts: string[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/mail-preferences',
      payload: { optOuts },
      headers: { cookie: who.cookie, origin: TEST_ORIGIN },
    });

  it('stores the topics turned off and respects them', async () => {
    expect((await get('/api/me/mail-preferences', company)).json()).toEqual({
      optOuts: [],
    });
    expect((await prefs(company, ['inconnu'])).statusCode).toBe(400);
    expect((await prefs(company, ['review_received'])).json()).toEqual({
      optOuts: ['review_received'],
    });
    expect((await get('/api/me/mail-preferences', company)).json()).toEqual({
      optOuts: ['review_received'],
    });

    const notified = (await notificationsOf(company, 'review.received')).length;
    const mailed = (await mailsTo(company, REVIEW_MAIL)).length;
    const { applicationId } = await collaboration('Stratégie LinkedIn');
    expect(
      (
        await review(applicationId, cm, {
          rating: 5,
          comment: 'Un client clair et réactif.',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await review(applicationId, company, {
          rating: 5,
          comment: 'Excellent accompagnement LinkedIn.',
        })
      ).statusCode,
    ).toBe(201);
    expect(await notificationsOf(company, 'review.received')).toHaveLength(notified + 1); // in the app still
    expect(await mailsTo(company, REVIEW_MAIL)).toHaveLength(mailed); // no mail
    await prefs(company, []);
  });

  it('leaves out the application mails of a topic turned off, keeping the notification', async () => {
    await prefs(company, ['application_received']);
    const job = await mission(t, company.id, { title: 'Mission sans mail' });
    await t.db.insert(entitlements).values({
      userId: outsider.id,
      purpose: 'application',
      targetId: job.id,
    });
    const applied = await post(t, `/api/jobs/${job.id}/applications`, { coverLetter: 'Bonjour, je suis disponible.', bid: aBid() }, outsider.cookie);
    expect(applied.statusCode).toBe(201);
    expect(await mailsTo(company, notificationTexts.mailSubject(notificationTexts.applicationReceived.title))).toHaveLength(0);
    expect((await notificationsOf(company, 'application.received')).length).toBeGreaterThan(0);

    // The applicant's answer mail still goes (their own topics are on), with its unsubscribe link.
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${applied.json().application.id}`,
      payload: { status: 'accepted' },
      headers: { cookie: company.cookie, origin: TEST_ORIGIN },
    });
    expect(answered.statusCode).toBe(200);
    await t.app.backgroundJobs.drain();
    const mail = await t.lastMailTo(outsider.email);
    expect(mail?.subject).toBe('Votre candidature a été acceptée - CM Connect');
    expect(mail?.text).toMatch(/\/desinscription\?token=/);
    await prefs(company, []);
  });

  it('turns a topic off from a mail link without signing in; GET changes nothing; a tampered token is refused', async () => {
    const { applicationId } = await collaboration('Animation Pinterest');
    await review(applicationId, company, {
      rating: 5,
      comment: 'Superbe travail sur Pinterest.',
    });
    await review(applicationId, cm, {
      rating: 5,
      comment: 'Un client très agréable.',
    });
    const [mail] = (await mailsTo(cm, REVIEW_MAIL)).slice(-1);
    const token = new URL(mail!.text.match(/https?:\/\/\S+desinscription\S+/)![0]).searchParams.get('token')!;

    const described = await get(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(described.json()).toEqual({
      topic: 'review_received',
      label: 'Nouvel avis publié sur moi',
    });
    expect((await get('/api/me/mail-preferences', cm)).json()).toEqual({
      optOuts: [],
    });

    const tampered = token.replace('review_received', 'application_answered');
    for (const bad of [tampered, `${token.slice(0, -2)}xx`, 'nimportequoi', `${outsider.id}.review_received.${token.split('.')[2]}`]) {
      const res = await post(t, '/api/mail/unsubscribe', { token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBe('Ce lien de désinscription n’est pas valide.');
    }
    expect((await get('/api/me/mail-preferences', outsider)).json()).toEqual({
      optOuts: [],
    });

    for (let i = 0; i < 2; i += 1) expect((await post(t, '/api/mail/unsubscribe', { token })).statusCode).toBe(200);
    expect((await get('/api/me/mail-preferences', cm)).json()).toEqual({
      optOuts: ['review_received'],
    });
  });

  it('unsubscribes in one click from the mail client (List-Unsubscribe-Post), with the address the outbox keeps', async () => {
    const { applicationId } = await collaboration('Campagne Snapchat');
    await review(applicationId, cm, { rating: 4, comment: 'Un client à l’écoute.' });
    await review(applicationId, company, { rating: 5, comment: 'Une campagne réussie.' });
    const [mail] = (await mailsTo(company, REVIEW_MAIL)).slice(-1);
    expect(mail!.listUnsubscribe).toMatch(new RegExp(`^${TEST_ORIGIN}/api/mail/unsubscribe/one-click\\?token=`));
    const oneClick = (url: string, payload: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const path = mail!.listUnsubscribe!.slice(TEST_ORIGIN.length);

    // Only the RFC's exact form is accepted; a forged token changes nothing.
    expect((await oneClick(path, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect((await oneClick(path.replace(/token=.{4}/, 'token=abcd'), 'List-Unsubscribe=One-Click')).statusCode).toBe(400);
    expect((await get('/api/me/mail-preferences', company)).json()).toEqual({ optOuts: [] });

    const res = await oneClick(path, 'List-Unsubscribe=One-Click');
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/me/mail-preferences', company)).json()).toEqual({ optOuts: ['review_received'] });
  });
});
