import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages, RECEIVED_APPLICATIONS_PAGE_SIZE, type TApplicationStatus } from '#contracts/applications-terms';
import { messagesMessages } from '#contracts/messages-terms';
import { applications, communityManagers, messages, notifications } from '#server/db/schema/index';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

/** Issue 22's applicant pipeline: filters, sorts, pages, shortlisting, refusal reasons, writing to applicants. */
let t: TestApp;
let company: Member;
let otherCompany: Member;
let cms: Member[];

beforeAll(async () => {
  t = await createTestApp();
  company = await member(t, 'company', 'Boulangerie');
  otherCompany = await member(t, 'company', 'Fleuriste');
  cms = [];
  for (const name of ['Alice', 'Bruno', 'Chloe', 'David']) cms.push(await member(t, 'community_manager', name));
});
afterAll(() => t?.close());

const alice = () => cms[0]!;
const bruno = () => cms[1]!;
const chloe = () => cms[2]!;
const david = () => cms[3]!;

/** Applications inserted directly (applying itself is tested in routes.test.ts), one minute apart, oldest first. */
async function applicationsTo(jobId: string, applicants: Member[], status: TApplicationStatus = 'pending') {
  const rows = [];
  for (const [i, applicant] of applicants.entries()) {
    const [row] = await t.db
      .insert(applications)
      .values({
        jobId,
        applicantId: applicant.id,
        coverLetter: `Lettre de ${i}`,
        status,
        createdAt: new Date(Date.now() - (applicants.length - i) * 60_000),
      })
      .returning({ id: applications.id });
    rows.push(row!.id);
  }
  return rows;
}

const received = async (who: Member, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/me/received-applications${query}`, headers: { cookie: who.cookie } });
  return res;
};
const names = (body: { applications: { applicant: { fullName: string } }[] }) => body.applications.map((a) => a.applicant.fullName);
const patch = (who: Member, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/applications/${id}`, payload, headers: { cookie: who.cookie, origin: TEST_ORIGIN } });

describe('the received applications', () => {
  it('filter by mission and status, with exact counts per status, and never show another client’s', async () => {
    const job = await mission(t, company.id, { title: 'Instagram' });
    const other = await mission(t, company.id, { title: 'TikTok' });
    const foreign = await mission(t, otherCompany.id, { title: 'Chez le fleuriste' });
    const [, brunoOnJob] = await applicationsTo(job.id, [alice(), bruno(), chloe()]);
    await applicationsTo(other.id, [david()]);
    await applicationsTo(foreign.id, [alice()]);
    await t.db.update(applications).set({ status: 'shortlisted' }).where(eq(applications.id, brunoOnJob!));

    const all = (await received(company)).json();
    expect(all.total).toBe(4);
    expect(all.statusCounts).toEqual({ pending: 3, shortlisted: 1, accepted: 0, rejected: 0 });
    expect(all.missions.map((m: { title: string; applicationCount: number }) => [m.title, m.applicationCount]).sort()).toEqual([
      ['Instagram', 3],
      ['TikTok', 1],
    ]);

    const one = (await received(company, `?job=${job.id}&status=pending`)).json();
    expect(names(one)).toEqual(['Chloe', 'Alice']);
    expect(one.total).toBe(2);
    expect(one.statusCounts).toEqual({ pending: 2, shortlisted: 1, accepted: 0, rejected: 0 });

    const foreignOnes = (await received(company, `?job=${foreign.id}`)).json();
    expect(foreignOnes).toMatchObject({ total: 0, applications: [] });
    expect((await received(company, '?status=maybe')).statusCode).toBe(400);
    expect((await received(alice())).statusCode).toBe(403);
  });

  it('sort by rating and by hourly rate with members without reviews or rate last, never as 0 or a default', async () => {
    const job = await mission(t, company.id);
    await applicationsTo(job.id, [alice(), bruno(), chloe(), david()]);
    // Alice: 4.5 from 2 reviews, rate 60. Bruno: a stale 4.0 with no review, no rate. Chloe: 3.0 from 1, rate 25. David: nothing.
    await t.db
      .update(communityManagers)
      .set({ averageRating: 4.5, totalReviews: 2, hourlyRateMin: 60, hourlyRateMax: 80 })
      .where(eq(communityManagers.id, alice().id));
    await t.db
      .update(communityManagers)
      .set({ averageRating: 4, totalReviews: 0, hourlyRateMin: null, hourlyRateMax: null })
      .where(eq(communityManagers.id, bruno().id));
    await t.db
      .update(communityManagers)
      .set({ averageRating: 3, totalReviews: 1, hourlyRateMin: null, hourlyRateMax: 25 })
      .where(eq(communityManagers.id, chloe().id));
    await t.db
      .update(communityManagers)
      .set({ averageRating: null, totalReviews: 0, hourlyRateMin: null, hourlyRateMax: null })
      .where(eq(communityManagers.id, david().id));

    const byRating = (await received(company, '?sort=rating')).json();
    // Alice and Chloe rated; then the unrated newest first (David applied after Bruno).
    expect(names(byRating)).toEqual(['Alice', 'Chloe', 'David', 'Bruno']);
    const bruno_ = byRating.applications.find((a: { applicant: { fullName: string } }) => a.applicant.fullName === 'Bruno');
    expect(bruno_.applicantFacts).toEqual({ averageRating: null, reviewCount: 0, hourlyRateMin: null, hourlyRateMax: null });

    expect(names((await received(company, '?sort=rate')).json())).toEqual(['Chloe', 'Alice', 'David', 'Bruno']);
    expect(names((await received(company, '?sort=recent')).json())).toEqual(['David', 'Chloe', 'Bruno', 'Alice']);
  });

  it('come one page at a time with the exact total', async () => {
    const jobs = [];
    for (let i = 0; i < 3; i += 1) jobs.push(await mission(t, company.id, { title: `Mission ${i}` }));
    // 4 applicants × 3 missions = 12 applications.
    for (const job of jobs) await applicationsTo(job.id, cms);
    const first = (await received(company)).json();
    const second = (await received(company, '?page=2')).json();
    expect(first.total).toBe(12);
    expect(first.applications).toHaveLength(RECEIVED_APPLICATIONS_PAGE_SIZE);
    expect(second.applications).toHaveLength(12 - RECEIVED_APPLICATIONS_PAGE_SIZE);
    const ids = new Set([...first.applications, ...second.applications].map((a: { id: string }) => a.id));
    expect(ids.size).toBe(12);
    expect((await received(company, '?page=3')).json()).toMatchObject({ total: 12, applications: [] });
  });
});

describe('shortlisting and refusing', () => {
  it('shortlists a pending application quietly, then accepts it; only the owner may', async () => {
    const job = await mission(t, company.id);
    const [id] = await applicationsTo(job.id, [alice()]);
    expect((await patch(otherCompany, id!, { status: 'shortlisted' })).statusCode).toBe(403);
    expect((await patch(alice(), id!, { status: 'shortlisted' })).statusCode).toBe(403);

    const shortlisted = await patch(company, id!, { status: 'shortlisted' });
    expect(shortlisted.statusCode).toBe(200);
    expect(shortlisted.json().application.status).toBe('shortlisted');
    const twice = await patch(company, id!, { status: 'shortlisted' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(applicationMessages.alreadyShortlisted);
    await t.app.backgroundJobs.drain();
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, alice().id))).toEqual([]);
    // The applicant sees the step.
    const own = await t.app.inject({ method: 'GET', url: '/api/me/applications', headers: { cookie: alice().cookie } });
    expect(own.json().applications[0].status).toBe('shortlisted');

    expect((await patch(company, id!, { status: 'accepted' })).json().application.status).toBe('accepted');
    expect((await patch(company, id!, { status: 'shortlisted' })).statusCode).toBe(409);
  });

  it('refuses with a reason the applicant reads in the app and by mail', async () => {
    const job = await mission(t, company.id, { title: 'Reels pour la boulangerie' });
    const [id] = await applicationsTo(job.id, [bruno()]);
    const res = await patch(company, id!, { status: 'rejected', rejection: { reason: 'other', note: '  Nous cherchons quelqu’un à Lyon.  ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'rejected', rejection: { reason: 'other', note: 'Nous cherchons quelqu’un à Lyon.' } });

    const own = await t.app.inject({ method: 'GET', url: '/api/me/applications', headers: { cookie: bruno().cookie } });
    expect(own.json().applications[0].rejection).toEqual({ reason: 'other', note: 'Nous cherchons quelqu’un à Lyon.' });
    await t.app.backgroundJobs.drain();
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, bruno().id));
    expect(notification?.body).toBe(
      'Votre candidature à la mission « Reels pour la boulangerie » a été refusée. Motif : Nous cherchons quelqu’un à Lyon.',
    );
    const mail = await t.lastMailTo(bruno().email);
    expect(mail?.text).toContain('Motif : Nous cherchons quelqu’un à Lyon.');
  });

  it('refuses a shortlisted one with a listed reason, or with none', async () => {
    const job = await mission(t, company.id);
    const [first, second] = await applicationsTo(job.id, [chloe(), david()], 'shortlisted');
    const withReason = await patch(company, first!, { status: 'rejected', rejection: { reason: 'budget' } });
    expect(withReason.json().application.rejection).toEqual({ reason: 'budget', note: null });
    const without = await patch(company, second!, { status: 'rejected' });
    expect(without.json().application).toMatchObject({ status: 'rejected', rejection: null });
    await t.app.backgroundJobs.drain();
    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, chloe().id));
    expect(told?.body).toContain('Motif : Budget.');
  });

  it('checks the reason with French messages and changes nothing when it is wrong', async () => {
    const job = await mission(t, company.id);
    const [id] = await applicationsTo(job.id, [alice()]);
    const cases: [object, string, string][] = [
      [{ reason: 'other' }, 'rejection.note', applicationMessages.rejectionNoteRequired],
      [{ reason: 'other', note: '   ' }, 'rejection.note', applicationMessages.rejectionNoteRequired],
      [{ reason: 'budget', note: 'Trop cher' }, 'rejection.note', applicationMessages.rejectionNoteOnlyForOther],
      [{ reason: 'other', note: 'x'.repeat(501) }, 'rejection.note', applicationMessages.rejectionNoteTooLong],
      [{ reason: 'nope' }, 'rejection.reason', applicationMessages.rejectionReasonInvalid],
    ];
    for (const [rejection, field, message] of cases) {
      const res = await patch(company, id!, { status: 'rejected', rejection });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id!));
    expect(row).toMatchObject({ status: 'pending', rejectionReason: null, rejectionNote: null });
  });

  it('closing a mission refuses its shortlisted applications too', async () => {
    const job = await mission(t, company.id);
    const [id] = await applicationsTo(job.id, [alice()], 'shortlisted');
    expect((await post(t, `/api/jobs/${job.id}/close`, { outcome: 'abandoned', hiredApplicationId: null }, company.cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id!));
    expect(row?.status).toBe('rejected');
  });
});

describe('writing to an applicant about the mission', () => {
  const send = (from: Member, to: Member, jobId: string | undefined, content: string) =>
    post(t, '/api/messages', { receiverId: to.id, content, ...(jobId ? { jobId } : {}) }, from.cookie);
  const get = (who: Member, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  it('is free for the client, tied to the mission, and says so in both inboxes', async () => {
    const job = await mission(t, company.id, { title: 'Instagram de la boulangerie' });
    await applicationsTo(job.id, [alice()]);
    // Before the first message, the thread opened about the mission already says it.
    const opened = (await get(company, `/api/messages/with/${alice().id}?about=${job.id}`)).json();
    expect(opened).toMatchObject({ canWrite: true, mission: { id: job.id, title: 'Instagram de la boulangerie' } });

    const res = await send(company, alice(), job.id, 'Bonjour Alice, une question sur votre candidature.');
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, res.json().message.id));
    expect(stored?.jobId).toBe(job.id);
    expect((await send(alice(), company, job.id, 'Avec plaisir !')).statusCode).toBe(201);

    for (const [viewer, partner] of [
      [company, alice()],
      [alice(), company],
    ] as const) {
      const [conversation] = (await get(viewer, '/api/messages/conversations')).json().conversations;
      expect(conversation).toMatchObject({ partner: { id: partner.id }, mission: { id: job.id, title: 'Instagram de la boulangerie' } });
      expect((await get(viewer, `/api/messages/with/${partner.id}`)).json().mission).toEqual({ id: job.id, title: 'Instagram de la boulangerie' });
    }
  });

  it('is refused about a mission the receiver did not apply to, or someone else’s', async () => {
    const job = await mission(t, company.id);
    const foreign = await mission(t, otherCompany.id);
    await applicationsTo(job.id, [alice()]);
    await applicationsTo(foreign.id, [bruno()]);
    const notApplied = await mission(t, company.id);
    for (const jobId of [notApplied.id, foreign.id]) {
      const res = await send(company, alice(), jobId, 'Bonjour');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(messagesMessages.missionNotShared);
    }
    // Bruno applied to the other company only: this company may not write to him at all.
    const stranger = await send(company, bruno(), foreign.id, 'Bonjour');
    expect(stranger.statusCode).toBe(403);
    expect(
      await t.db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, company.id))),
    ).toEqual([]);
    // A thread opened about someone else's mission says nothing about it.
    expect((await get(company, `/api/messages/with/${alice().id}?about=${foreign.id}`)).json().mission).toBeNull();
  });
});
