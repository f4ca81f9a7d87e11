import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applications, auditLog, missions, notifications } from '#server/db/schema/index';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

let t: TestApp;
let admin: Member;
let company: Member;
let individual: Member;
let cm: Member;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
const act = (method: 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { cookie: admin.cookie, origin: TEST_ORIGIN } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  company = await member(t, 'company', 'Boulangerie');
  individual = await member(t, 'individual', 'Julien');
  cm = await member(t, 'community_manager', 'Camille');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // 12 company missions (open, budgets 100..1200) and 3 of the individual's (closed, draft, open without budget).
  for (let i = 1; i <= 12; i++) {
    await mission(t, company.id, { title: `Mission Instagram ${i}`, budgetMin: i * 100, budgetMax: i * 100 + 50, createdAt: day(i) });
  }
  await mission(t, individual.id, {
    title: 'Refonte TikTok',
    description: 'Vidéos courtes et tendance 100%_ok',
    status: 'closed',
    createdAt: day(20),
  });
  await mission(t, individual.id, { title: 'Brouillon LinkedIn', status: 'draft', createdAt: day(21) });
  await mission(t, individual.id, { title: 'Sans budget', createdAt: day(22) });
});
afterAll(() => t.close());

describe('GET /api/admin/jobs', () => {
  it('pages all missions newest first with the real total', async () => {
    const first = (await get('/api/admin/jobs')).json();
    expect(first.total).toBe(15);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ title: 'Sans budget', status: 'open', client: { fullName: 'Julien', email: individual.email } });
    const second = (await get('/api/admin/jobs?page=2')).json();
    expect(second.items.map((j: { title: string }) => j.title)).toEqual([
      'Mission Instagram 5',
      'Mission Instagram 4',
      'Mission Instagram 3',
      'Mission Instagram 2',
      'Mission Instagram 1',
    ]);
    const past = (await get('/api/admin/jobs?page=9')).json();
    expect(past).toMatchObject({ total: 15, page: 2 });
    expect(past.items).toHaveLength(5);
  });

  it('searches title and description (case-insensitive, wildcards literal) and filters by status', async () => {
    expect((await get('/api/admin/jobs?q=tiktok')).json().items.map((j: { title: string }) => j.title)).toEqual(['Refonte TikTok']);
    expect((await get('/api/admin/jobs?q=VIDÉOS')).json().total).toBe(1);
    expect((await get(`/api/admin/jobs?q=${encodeURIComponent('%_')}`)).json().total).toBe(1);
    expect((await get(`/api/admin/jobs?q=${encodeURIComponent('_')}`)).json().total).toBe(1);
    expect((await get('/api/admin/jobs?status=draft')).json().items.map((j: { title: string }) => j.title)).toEqual(['Brouillon LinkedIn']);
    expect((await get('/api/admin/jobs?status=open')).json().total).toBe(13);
    expect((await get('/api/admin/jobs?status=open&q=instagram 1')).json().total).toBe(4);
  });

  it('sorts by the four options, missions without budget last', async () => {
    const titles = async (sort: string) =>
      (await get(`/api/admin/jobs?sort=${sort}&pageSize=100`)).json().items.map((j: { title: string }) => j.title);
    expect((await titles('oldest')).slice(0, 2)).toEqual(['Mission Instagram 1', 'Mission Instagram 2']);
    expect((await titles('budget_high')).slice(0, 2)).toEqual(['Mission Instagram 12', 'Mission Instagram 11']);
    expect((await titles('budget_low')).slice(0, 2)).toEqual(['Mission Instagram 1', 'Mission Instagram 2']);
    expect((await titles('budget_low')).slice(-3)).toEqual(expect.arrayContaining(['Sans budget']));
    // A minimum alone shows 'À définir': it sorts with the missions without budget, last.
    // Same minimum: the lower maximum first.
    await t.db.update(missions).set({ budgetMin: 50 }).where(eq(missions.title, 'Refonte TikTok'));
    await t.db.update(missions).set({ budgetMin: 100, budgetMax: 120 }).where(eq(missions.title, 'Mission Instagram 2'));
    try {
      expect((await titles('budget_low')).slice(0, 2)).toEqual(['Mission Instagram 2', 'Mission Instagram 1']);
      expect((await titles('budget_low')).slice(-3)).toEqual(expect.arrayContaining(['Refonte TikTok', 'Sans budget']));
    } finally {
      await t.db.update(missions).set({ budgetMin: null }).where(eq(missions.title, 'Refonte TikTok'));
      await t.db.update(missions).set({ budgetMin: 200, budgetMax: 250 }).where(eq(missions.title, 'Mission Instagram 2'));
    }
  });

  it('refuses bad filters with a French 400', async () => {
    for (const query of ['sort=price', 'status=archived', 'page=0', 'pageSize=1000', `q=${'x'.repeat(201)}`, 'q=%00']) {
      const res = await get(`/api/admin/jobs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('moderating a mission', () => {
  it('closes an open mission: pending applicants rejected and told, owner notified, audited', async () => {
    const job = await mission(t, company.id, { title: 'À clôturer' });
    await t.db.insert(applications).values({ jobId: job.id, applicantId: cm.id, coverLetter: 'Bonjour.' });
    expect((await act('POST', `/api/admin/jobs/${job.id}/close`)).statusCode).toBe(204);
    const [closed] = await t.db.select().from(missions).where(eq(missions.id, job.id));
    expect(closed).toMatchObject({ status: 'closed', closeOutcome: null });
    const [application] = await t.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(application!.status).toBe('rejected');
    await t.app.backgroundJobs.drain(); // the notifier tells after the commit
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, company.id));
    expect(told.map((n) => n.title)).toContain('Mission clôturée par la modération');
    expect(
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, cm.id), eq(notifications.type, 'mission.closed')))
      ).length,
    ).toBe(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, job.id));
    expect(entry).toMatchObject({ action: 'mission.close', actorId: admin.id, actorName: 'Adeline', label: 'À clôturer' });

    const again = await act('POST', `/api/admin/jobs/${job.id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Seule une mission en cours peut être clôturée.');
  });

  it('deletes a mission with its applications, tells the owner, audits; unknown ids are 404', async () => {
    const job = await mission(t, company.id, { title: 'À supprimer' });
    await t.db.insert(applications).values({ jobId: job.id, applicantId: cm.id, coverLetter: 'Bonjour.' });
    expect((await act('DELETE', `/api/admin/jobs/${job.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(missions).where(eq(missions.id, job.id))).toEqual([]);
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
    await t.app.backgroundJobs.drain(); // the notifier tells after the commit
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, company.id));
    expect(told.map((n) => n.body)).toContain('Votre mission « À supprimer » a été supprimée par l’équipe de modération.');
    expect((await t.db.select().from(auditLog).where(eq(auditLog.entityId, job.id)))[0]!.action).toBe('mission.delete');

    for (const id of [job.id, 'not-a-uuid']) {
      const res = await act('DELETE', `/api/admin/jobs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Mission introuvable. Elle a peut-être été supprimée.');
    }
  });
});

describe('GET /api/admin/applications', () => {
  it('lists applications with applicant and mission, searched by applicant name or mission title, filtered by status', async () => {
    const other = await member(t, 'community_manager', 'Zoe');
    const [first] = await t.db.select().from(missions).where(eq(missions.title, 'Mission Instagram 3'));
    const [second] = await t.db.select().from(missions).where(eq(missions.title, 'Sans budget'));
    await t.db.insert(applications).values([
      { jobId: first!.id, applicantId: other.id, coverLetter: 'Disponible dès lundi.', status: 'accepted', createdAt: new Date(Date.now() - 60_000) },
      { jobId: second!.id, applicantId: other.id, coverLetter: 'Je connais bien TikTok.' },
    ]);
    const byName = (await get('/api/admin/applications?q=ZOE')).json();
    expect(byName.total).toBe(2);
    expect(byName.items[0]).toMatchObject({
      status: 'pending',
      coverLetter: 'Je connais bien TikTok.',
      applicant: { fullName: 'Zoe', email: other.email },
      job: { title: 'Sans budget', status: 'open' },
    });
    expect((await get('/api/admin/applications?q=instagram 3')).json().total).toBe(1);
    expect((await get('/api/admin/applications?q=ZOE&status=accepted')).json().items.map((a: { job: { title: string } }) => a.job.title)).toEqual([
      'Mission Instagram 3',
    ]);
    expect((await get('/api/admin/applications?status=maybe')).statusCode).toBe(400);
  });
});
