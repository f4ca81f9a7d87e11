import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationMessages } from '#contracts/applications-terms';
import { applications, entitlements, notifications } from '#server/db/schema/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { aBid, member, mission, type Member } from '#server/testing/members';

let t: TestApp;
let cm: Member;
let otherCm: Member;
let company: Member;
let otherCompany: Member;
let job: { id: string };
let closedJob: { id: string };
let draftJob: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  cm = await member(t, 'community_manager', 'Camille');
  otherCm = await member(t, 'community_manager', 'Hugo');
  company = await member(t, 'company', 'Boulangerie');
  otherCompany = await member(t, 'company', 'Fleuriste');
  job = await mission(t, company.id, { title: 'Instagram pour une boulangerie' });
  closedJob = await mission(t, company.id, { status: 'closed' });
  draftJob = await mission(t, company.id, { status: 'draft' });
});
afterAll(() => t.close());

const grant = (who: Member, targetId: string) => t.db.insert(entitlements).values({ userId: who.id, purpose: 'application', targetId });
const applyTo = (who: Member | null, jobId: string, coverLetter = 'Bonjour, je suis ravie de postuler.') =>
  post(t, `/api/jobs/${jobId}/applications`, { coverLetter, bid: aBid() }, who?.cookie);
const answer = (who: Member, id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${id}`,
    payload: { status },
    headers: { cookie: who.cookie, origin: 'http://localhost:3000' },
  });
const get = (who: Member, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

describe('applying', () => {
  it("answers an anonymous call with 'User not authenticated'", async () => {
    const res = await applyTo(null, job.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(applicationMessages.notAuthenticated);
  });

  it('is for community managers only', async () => {
    const res = await applyTo(otherCompany, job.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(applicationMessages.onlyManagers);
  });

  it('requires the payment for this mission', async () => {
    await grant(cm, closedJob.id);
    const res = await applyTo(cm, job.id);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(applicationMessages.paymentRequired);
    const state = await get(cm, `/api/jobs/${job.id}/viewer-state`);
    expect(state.json()).toEqual({ entitled: false, application: null, clientContact: null });
  });

  it('refuses closed and draft missions', async () => {
    expect((await applyTo(cm, closedJob.id)).statusCode).toBe(409);
    await grant(cm, draftJob.id);
    expect((await applyTo(cm, draftJob.id)).statusCode).toBe(404);
  });

  it('refuses a blank cover letter', async () => {
    await grant(cm, job.id);
    const res = await applyTo(cm, job.id, '   \n ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(applicationMessages.coverLetterRequired);
    expect(await t.db.select().from(applications)).toHaveLength(0);
  });

  it('creates a pending application once, and shows the client contact once paid', async () => {
    await grant(cm, job.id);
    const res = await applyTo(cm, job.id, '  Ma lettre de motivation.  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({ status: 'pending', coverLetter: 'Ma lettre de motivation.', job: { id: job.id } });
    const again = await applyTo(cm, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(applicationMessages.alreadyApplied);

    const state = (await get(cm, `/api/jobs/${job.id}/viewer-state`)).json();
    expect(state).toMatchObject({ entitled: true, application: { status: 'pending' }, clientContact: { email: company.email } });
  });
});

describe("'Mes Candidatures'", () => {
  it('sends each cover letter as its card shows it: the first 150 characters, then an ellipsis; not the viewer again', async () => {
    const letter = `${'Je gère les réseaux de trois boulangeries. '.repeat(3)}${'Ce qui suit ne tient pas dans l’aperçu. '.repeat(20)}`;
    await grant(cm, job.id);
    expect((await applyTo(cm, job.id, letter)).statusCode).toBe(201);
    const [mine] = (await get(cm, '/api/me/applications')).json().applications;
    expect(mine.coverLetterPreview).toBe(`${letter.slice(0, 150).trimEnd()}...`);
    expect(mine).not.toHaveProperty('coverLetter');
    expect(mine).not.toHaveProperty('applicant');
    // The client still reads the whole letter.
    const [received] = (await get(company, '/api/me/received-applications')).json().applications;
    expect(received.coverLetter).toBe(letter.trim());
  });

  it('counts the community manager’s own applications per status for the overview, and only theirs', async () => {
    const second = await mission(t, company.id, { title: 'TikTok pour la boulangerie' });
    for (const jobId of [job.id, second.id]) {
      await grant(cm, jobId);
      await applyTo(cm, jobId);
    }
    await grant(otherCm, job.id);
    await applyTo(otherCm, job.id);
    const [first] = (await get(company, '/api/me/received-applications'))
      .json()
      .applications.filter((a: { applicant: { id: string } }) => a.applicant.id === cm.id);
    expect((await answer(company, first.id, 'shortlisted')).statusCode).toBe(200);
    expect((await get(cm, '/api/me/applications/counts')).json()).toEqual({ statusCounts: { pending: 1, shortlisted: 1, accepted: 0, rejected: 0 } });
    expect((await get(company, '/api/me/applications/counts')).statusCode).toBe(403);
  });
});

describe('answering applications', () => {
  it('lists own applications to the applicant and received ones to the client, newest first', async () => {
    await grant(cm, job.id);
    await applyTo(cm, job.id);
    await grant(otherCm, job.id);
    await applyTo(otherCm, job.id, 'Seconde candidature');
    const mine = (await get(cm, '/api/me/applications')).json().applications;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      job: { title: 'Instagram pour une boulangerie' },
      client: { id: company.id, companyName: 'Maison Dubois' },
      coverLetterPreview: 'Bonjour, je suis ravie de postuler.',
    });
    const received = (await get(company, '/api/me/received-applications')).json().applications;
    expect(received.map((a: { applicant: { fullName: string } }) => a.applicant.fullName)).toEqual(['Hugo', 'Camille']);
    expect(received[0].applicant.email).toBe(otherCm.email);
    expect((await get(cm, '/api/me/received-applications')).statusCode).toBe(403);
    expect((await get(company, '/api/me/applications')).statusCode).toBe(403);
  });

  it("lets only the mission's owner answer, only from pending, and tells the applicant", async () => {
    await grant(cm, job.id);
    await applyTo(cm, job.id);
    const [application] = await t.db.select().from(applications).where(eq(applications.applicantId, cm.id));
    expect((await answer(otherCompany, application!.id, 'accepted')).statusCode).toBe(403);
    expect((await answer(cm, application!.id, 'accepted')).statusCode).toBe(403);
    expect((await answer(company, application!.id, 'pending')).statusCode).toBe(400);

    const accepted = await answer(company, application!.id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().application.status).toBe('accepted');

    const again = await answer(company, application!.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(applicationMessages.alreadyAnswered);

    await t.app.backgroundJobs.drain(); // the notifier tells after the commit
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, cm.id));
    expect(notification?.title).toBe('Votre candidature a été acceptée');
    const mail = await t.lastMailTo(cm.email);
    expect(mail?.subject).toContain('Votre candidature a été acceptée');
    expect(mail?.text).toContain('Instagram pour une boulangerie');
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await answer(company, '00000000-0000-4000-8000-000000000000', 'accepted')).statusCode).toBe(404);
    expect((await answer(company, 'nope', 'accepted')).statusCode).toBe(404);
  });
});
