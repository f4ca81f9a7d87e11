import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationLinks, type TMailTopic } from '#contracts/notifications-terms';
import { reviewMessages } from '#contracts/reviews-terms';
import { applications, backgroundJobs, entitlements, mailOutbox, messages, notifications, profiles, settings, user } from '#server/db/schema/index';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { aBid, member, mission, type Member } from '#server/testing/members';
import type { DomainEvent } from './events.ts';
import { recordEvent } from './record.ts';

/**
 * The notifier (ADR 0040): each event a domain change records becomes, after the commit, the
 * in-app notification with its push and the mail (unless the member turned its topic off), and
 * nothing at all if the change rolls back. The worker is stopped: jobs run when a test drains them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.backgroundJobs.stop();
});
afterAll(() => t.close());

/** A member as rows only (no sign-in): enough to be told of something. */
async function recipient(name: string, optOuts: TMailTopic[] = []) {
  const id = randomUUID();
  const email = `${name.toLowerCase()}-${id.slice(0, 8)}@example.fr`;
  await t.db.insert(user).values({ id, name, email, emailVerified: true });
  await t.db.insert(profiles).values({ id, fullName: name, email, userType: 'community_manager', mailOptOuts: optOuts });
  return { id, email };
}

const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const pushesTo = async (userId: string) =>
  (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'realtime.push')))
    .map((job) => job.payload as { userId: string; event: { type: string } })
    .filter((payload) => payload.userId === userId)
    .map((payload) => payload.event.type);
const pendingEvents = async (type: DomainEvent['type']) =>
  (
    await t.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, 'domain.event'), eq(backgroundJobs.status, 'pending')))
  )
    .map((job) => job.payload as DomainEvent)
    .filter((event) => event.type === type);

const baseUrl = 'http://localhost:3000';

describe('each event', () => {
  type Expected = { type: string; title: string; body: string; link: string; mailSubject?: string };
  const cases: { name: string; event: (to: string, other: string) => DomainEvent; expected: (to: string) => Expected }[] = [
    {
      name: 'application.submitted',
      event: (to, other) => ({
        type: 'application.submitted',
        applicationId: randomUUID(),
        missionTitle: 'Instagram pour une boulangerie',
        ownerId: to,
        applicantId: other,
        baseUrl,
      }),
      expected: () => ({
        type: 'application.received',
        title: 'Nouvelle candidature',
        body: 'Hugo a postulé à votre mission « Instagram pour une boulangerie ».',
        link: notificationLinks.receivedApplications,
        mailSubject: 'Nouvelle candidature - CM Connect',
      }),
    },
    {
      name: 'application.answered',
      event: (to) => ({
        type: 'application.answered',
        applicationId: randomUUID(),
        status: 'accepted',
        missionTitle: 'Reels',
        applicantId: to,
        baseUrl,
      }),
      expected: () => ({
        type: 'application.accepted',
        title: 'Votre candidature a été acceptée',
        body: 'Votre candidature à la mission « Reels » a été acceptée.',
        link: notificationLinks.ownApplications,
        mailSubject: 'Votre candidature a été acceptée - CM Connect',
      }),
    },
    {
      name: 'mission.closed',
      event: (to, other) => ({
        type: 'mission.closed',
        missionId: randomUUID(),
        title: 'Reels',
        ownerId: other,
        by: 'owner',
        rejectedApplicantIds: [to],
        baseUrl,
      }),
      expected: () => ({
        type: 'mission.closed',
        title: 'Mission clôturée',
        body: 'La mission « Reels » a été clôturée : votre candidature n’a pas été retenue.',
        link: notificationLinks.ownApplications,
        mailSubject: 'Mission clôturée - CM Connect',
      }),
    },
    {
      name: 'mission.closed by the moderation (the owner)',
      event: (to) => ({
        type: 'mission.closed',
        missionId: randomUUID(),
        title: 'Reels',
        ownerId: to,
        by: 'moderation',
        rejectedApplicantIds: [],
        baseUrl,
      }),
      expected: () => ({
        type: 'mission.moderated',
        title: 'Mission clôturée par la modération',
        body: 'Votre mission « Reels » a été clôturée par l’équipe de modération.',
        link: notificationLinks.ownMissions,
      }),
    },
    {
      name: 'mission.removed (the owner)',
      event: (to) => ({ type: 'mission.removed', missionId: randomUUID(), title: 'Reels', ownerId: to, rejectedApplicantIds: [], baseUrl }),
      expected: () => ({
        type: 'mission.moderated',
        title: 'Mission supprimée par la modération',
        body: 'Votre mission « Reels » a été supprimée par l’équipe de modération.',
        link: notificationLinks.ownMissions,
      }),
    },
    {
      name: 'review.written',
      event: (to, other) => ({ type: 'review.written', reviewId: randomUUID(), reviewerId: other, reviewedId: to }),
      expected: () => ({
        type: 'review.awaiting',
        title: 'Un avis vous attend',
        body: reviewMessages.teaser('Hugo'),
        link: notificationLinks.reviewsToWrite,
      }),
    },
    {
      name: 'review.published',
      event: (to, other) => ({ type: 'review.published', reviewId: randomUUID(), reviewerId: other, reviewedId: to, missionTitle: 'Reels', baseUrl }),
      expected: (to) => ({
        type: 'review.received',
        title: 'Nouvel avis reçu',
        body: 'Hugo a laissé un avis sur la mission « Reels ».',
        link: notificationLinks.profile(to),
        mailSubject: 'Nouvel avis reçu - CM Connect',
      }),
    },
  ];

  for (const { name, event, expected } of cases) {
    it(`${name}: the notification and its push, and the mail when the notice has one, after the commit`, async () => {
      const to = await recipient('Lina');
      const other = await recipient('Hugo');
      await recordEvent(t.db, event(to.id, other.id));
      expect(await notificationsOf(to.id)).toEqual([]);

      await t.app.backgroundJobs.drain();
      const want = expected(to.id);
      const told = await notificationsOf(to.id);
      expect(told).toEqual([expect.objectContaining({ type: want.type, title: want.title, body: want.body, link: want.link, read: false })]);
      expect(await pushesTo(to.id)).toEqual(['notification']);
      const mails = await mailsTo(to.email);
      if (want.mailSubject) {
        expect(mails.map((mail) => mail.subject)).toEqual([want.mailSubject]);
        expect(mails[0]!.text).toContain(want.body);
        expect(mails[0]!.text).toContain(`${baseUrl}${told[0]!.link}`);
        expect(mails[0]!.text).toMatch(/\/desinscription\?token=/);
      } else {
        expect(mails).toEqual([]);
      }
    });
  }

  it('respects the mail preferences: a topic turned off keeps the notification and its push, without the mail', async () => {
    const owner = await recipient('Nora', ['application_received']);
    await recordEvent(t.db, {
      type: 'application.submitted',
      applicationId: randomUUID(),
      missionTitle: 'Sans mail',
      ownerId: owner.id,
      applicantId: (await recipient('Camille')).id,
      baseUrl,
    });
    await t.app.backgroundJobs.drain();
    expect((await notificationsOf(owner.id)).map((row) => row.type)).toEqual(['application.received']);
    expect(await pushesTo(owner.id)).toEqual(['notification']);
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it('signs the mails with the site name of the settings', async () => {
    const to = await recipient('Iris');
    await t.db
      .insert(settings)
      .values({ id: 1, siteName: 'Studio Social' })
      .onConflictDoUpdate({ target: settings.id, set: { siteName: 'Studio Social' } });
    try {
      await recordEvent(t.db, {
        type: 'application.answered',
        applicationId: randomUUID(),
        status: 'rejected',
        missionTitle: 'Reels',
        applicantId: to.id,
        baseUrl,
      });
      await t.app.backgroundJobs.drain();
    } finally {
      await t.db.update(settings).set({ siteName: 'CM Connect' }).where(eq(settings.id, 1));
    }
    const [mail] = await mailsTo(to.email);
    expect(mail?.subject).toBe('Votre candidature a été refusée - Studio Social');
    expect(mail?.text).toContain("L'équipe Studio Social");
  });

  it('message.sent: the conversation’s notification counts the unread messages, and the message is pushed to both sides', async () => {
    const sender = await recipient('Paul');
    const receiver = await recipient('Zoe');
    const sent = [];
    for (const content of ['Bonjour', 'Tu es là ?']) {
      const [row] = await t.db.insert(messages).values({ senderId: sender.id, receiverId: receiver.id, content }).returning();
      sent.push(row!);
      await recordEvent(t.db, { type: 'message.sent', messageId: row!.id, senderId: sender.id, receiverId: receiver.id, baseUrl });
    }
    expect(await notificationsOf(receiver.id)).toEqual([]);
    await t.app.backgroundJobs.drain();
    const told = await notificationsOf(receiver.id);
    expect(told).toEqual([
      expect.objectContaining({ type: 'message.received', title: 'Nouveau message', body: 'Paul vous a envoyé 2 messages.', read: false }),
    ]);
    expect((await pushesTo(receiver.id)).sort()).toEqual(['message', 'message', 'notification', 'notification']);
    expect(await pushesTo(sender.id)).toEqual(['message', 'message']);
    expect(await mailsTo(receiver.email)).toEqual([]);

    // Read before the notifier ran: nothing to tell, the message is still pushed.
    const [late] = await t.db.insert(messages).values({ senderId: sender.id, receiverId: receiver.id, content: 'Encore', read: true }).returning();
    await t.db
      .update(messages)
      .set({ read: true })
      .where(
        inArray(
          messages.id,
          sent.map((row) => row.id),
        ),
      );
    await t.db.update(notifications).set({ read: true }).where(eq(notifications.userId, receiver.id));
    await recordEvent(t.db, { type: 'message.sent', messageId: late!.id, senderId: sender.id, receiverId: receiver.id, baseUrl });
    await t.app.backgroundJobs.drain();
    expect((await notificationsOf(receiver.id)).filter((row) => !row.read)).toEqual([]);
    expect(await pushesTo(sender.id)).toEqual(['message', 'message', 'message']);
  });

  it('is refused when its payload does not match the event schema: the job fails with the reason, nobody is told', async () => {
    const to = await recipient('Ines');
    const [job] = await t.db
      .insert(backgroundJobs)
      .values({
        kind: 'domain.event',
        maxAttempts: 8,
        payload: {
          type: 'mission.closed',
          missionId: 'pas-un-id',
          title: 'Reels',
          ownerId: to.id,
          by: 'owner',
          rejectedApplicantIds: [to.id],
          baseUrl,
        },
      })
      .returning();
    await t.app.backgroundJobs.drain();
    const [after] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: 1 });
    expect(after!.lastError).toContain('missionId');
    expect(await notificationsOf(to.id)).toEqual([]);
    await t.db.delete(backgroundJobs).where(eq(backgroundJobs.id, job!.id));
  });

  it('is never told when the change rolls back', async () => {
    const to = await recipient('Rose');
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'review.written', reviewId: randomUUID(), reviewerId: to.id, reviewedId: to.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.backgroundJobs.drain();
    expect(await notificationsOf(to.id)).toEqual([]);
    expect(await pushesTo(to.id)).toEqual([]);
  });
});

describe('closing a mission with many pending applications', () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await member(t, 'company', 'Fromagerie');
  });

  it('rejects them all in its transaction, and tells every applicant in a job after the commit', async () => {
    const job = await mission(t, owner.id, { title: 'Trente candidats' });
    const applicants = [];
    for (let i = 0; i < 30; i += 1) applicants.push(await recipient(`Candidat${i}`, i < 3 ? ['application_answered'] : []));
    await t.db.insert(applications).values(applicants.map((a) => ({ jobId: job.id, applicantId: a.id, coverLetter: 'Bonjour.' })));

    const res = await post(t, `/api/jobs/${job.id}/close`, { outcome: 'abandoned', hiredApplicationId: null }, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    // Committed: every application answered, nobody told yet, one event holding them all.
    const statuses = await t.db.select({ status: applications.status }).from(applications).where(eq(applications.jobId, job.id));
    expect(statuses.map((row) => row.status)).toEqual(Array(30).fill('rejected'));
    const ids = applicants.map((a) => a.id);
    expect(await t.db.select().from(notifications).where(inArray(notifications.userId, ids))).toEqual([]);
    const [closed] = (await pendingEvents('mission.closed')).filter((event) => event.type === 'mission.closed' && event.missionId === job.id);
    expect(closed).toMatchObject({ by: 'owner', ownerId: owner.id, title: 'Trente candidats', baseUrl: TEST_ORIGIN });
    expect(closed?.type === 'mission.closed' && [...closed.rejectedApplicantIds].sort()).toEqual([...ids].sort());

    await t.app.backgroundJobs.drain();
    const told = await t.db.select().from(notifications).where(inArray(notifications.userId, ids));
    expect(told).toHaveLength(30);
    expect(new Set(told.map((row) => row.body))).toEqual(
      new Set(['La mission « Trente candidats » a été clôturée : votre candidature n’a pas été retenue.']),
    );
    const mailed = await t.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          applicants.map((a) => a.email),
        ),
      );
    expect(mailed.map((row) => row.to).sort()).toEqual(
      applicants
        .slice(3)
        .map((a) => a.email)
        .sort(),
    );
    const pushed = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(backgroundJobs)
      .where(
        and(eq(backgroundJobs.kind, 'realtime.push'), sql`${backgroundJobs.payload}->>'userId' = ANY(${sql.raw(`ARRAY['${ids.join("','")}']`)})`),
      );
    expect(pushed[0]?.count).toBe(30);
    // The owner closed it: not told of their own act.
    expect((await notificationsOf(owner.id)).filter((row) => row.type.startsWith('mission.'))).toEqual([]);
  });

  it('the same closing for an applicant who paid and applied through the API: the answer follows the commit', async () => {
    const job = await mission(t, owner.id, { title: 'Une seule candidate' });
    const cm = await member(t, 'community_manager', 'Maelle');
    await t.db.insert(entitlements).values({ userId: cm.id, purpose: 'application', targetId: job.id });
    expect(
      (await post(t, `/api/jobs/${job.id}/applications`, { coverLetter: 'Bonjour, je suis disponible.', bid: aBid() }, cm.cookie)).statusCode,
    ).toBe(201);
    expect((await post(t, `/api/jobs/${job.id}/close`, { outcome: 'filled_elsewhere', hiredApplicationId: null }, owner.cookie)).statusCode).toBe(
      200,
    );
    expect(await notificationsOf(cm.id)).toEqual([]);
    await t.app.backgroundJobs.drain();
    expect((await notificationsOf(cm.id)).map((row) => row.type)).toEqual(['mission.closed']);
    expect((await notificationsOf(owner.id)).map((row) => row.type)).toEqual(['application.received']);
  });
});
