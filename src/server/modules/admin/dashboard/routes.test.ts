import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { missions, mailOutbox, profiles } from '#server/db/schema/index';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import { lastMonths } from './service.ts';

let t: TestApp;
let admin: Member;

const dashboard = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The first day of the month `n` months before the current one, at noon UTC. */
const monthsBack = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15, 12));
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it('counts totals and this month vs last month, and the monthly series of sign-ups and published missions', async () => {
    const company = await member(t, 'company', 'Boulangerie');
    // A deleted account's tombstone is not a user, as on the Utilisateurs screen.
    const gone = await member(t, 'individual', 'Ancien');
    await t.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));
    const older = await member(t, 'community_manager', 'Camille');
    await t.db
      .update(profiles)
      .set({ createdAt: monthsBack(1) })
      .where(eq(profiles.id, older.id));
    await mission(t, company.id, { createdAt: monthsBack(1) });
    await mission(t, company.id, { createdAt: monthsBack(1) });
    await mission(t, company.id, { createdAt: monthsBack(3) });
    await mission(t, company.id, { status: 'draft' });
    await mission(t, company.id);

    const body = await dashboard();
    expect(body.counters.users).toEqual({ total: 3, thisMonth: 2, lastMonth: 1 });
    // Drafts are not published missions: neither the counter nor the chart counts them.
    expect(body.counters.jobs).toEqual({ total: 4, thisMonth: 1, lastMonth: 2 });
    expect(body.counters.reviews).toEqual({ total: 0, thisMonth: 0, lastMonth: 0 });
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(lastMonths(new Date()));
    expect(body.months.map((m: { missions: number }) => m.missions)).toEqual([0, 0, 1, 0, 2, 1]);
    expect(body.months.map((m: { signups: number }) => m.signups)).toEqual([0, 0, 0, 0, 1, 2]);
  });

  it('reports real system checks: database time, storage, mail failures of the last 24 h, payment mode', async () => {
    await t.db.insert(mailOutbox).values([
      { to: 'a@example.fr', subject: 'Test', text: 'x', status: 'failed' },
      {
        to: 'b@example.fr',
        subject: 'Test',
        text: 'x',
        status: 'failed',
        createdAt: new Date(Date.now() - 3 * 86_400_000),
        updatedAt: new Date(Date.now() - 3 * 86_400_000),
      },
      { to: 'c@example.fr', subject: 'Test', text: 'x', status: 'sent' },
    ]);
    const { health } = await dashboard();
    expect(health.databaseMs).toBeGreaterThan(0);
    expect(health).toMatchObject({ storage: 'ok', mailFailures24h: 1, payments: 'simulator' });
  });

  it("shows the audit log's newest entries as 'Activité récente'", async () => {
    const company = await member(t, 'company', 'Fromagerie');
    const job = await mission(t, company.id, { title: 'Mission à modérer' });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/close`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(closed.statusCode).toBe(204);
    const { activity } = await dashboard();
    expect(activity[0]).toMatchObject({
      actorName: 'Adeline',
      action: 'mission.close',
      entity: 'mission',
      entityId: job.id,
      label: 'Mission à modérer',
    });
    const [row] = await t.db.select().from(missions).where(eq(missions.id, job.id));
    expect(row!.status).toBe('closed');
  });
});

describe('lastMonths', () => {
  it('gives the six Paris calendar months ending with the current one, across a year and at Paris midnight', () => {
    expect(lastMonths(new Date('2026-02-10T10:00:00Z'))).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    // 23:30 UTC on 31 March is already April in Paris.
    expect(lastMonths(new Date('2026-03-31T23:30:00Z')).at(-1)).toBe('2026-04');
  });
});
