import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { INDIVIDUAL_BIO_PREFIX } from '#contracts/accounts-terms';
import type { Database, Db } from '#server/db/client';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import {
  account,
  applications,
  backgroundJobs,
  communityManagers,
  entitlements,
  industrySectors,
  missions,
  mailOutbox,
  messages,
  notices,
  orders,
  profiles,
  reviews,
  settings,
  user,
  userSkills,
} from '#server/db/schema/index';
import { screenEarlierMessages } from '#server/modules/messages/index';
import { createTestDatabase } from '#server/testing/database';
import { countTables } from './counts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { isDatabaseEmpty, seedDemoData, seedReferenceData } from './index.ts';
import { REFERENCE_DATE } from './time.ts';
import { buildDemoWorld } from './world.ts';

const within = (value: number, min: number, max: number) => {
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
};

const emailOf = (test: (a: (typeof DEMO_ACCOUNTS)[number]) => boolean) => DEMO_ACCOUNTS.find(test)!.email;

async function profileIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (!row) throw new Error(`no profile for ${email}`);
  return row.id;
}

describe('buildDemoWorld', () => {
  it('is deterministic: two builds are identical', () => {
    expect(JSON.stringify(buildDemoWorld())).toBe(JSON.stringify(buildDemoWorld()));
  });
});

describe('seedDemoData', () => {
  let database: Database;
  let db: Db;
  let seedMs = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    expect(await isDatabaseEmpty(db)).toBe(true);
    const started = performance.now();
    await seedDemoData(db);
    seedMs = performance.now() - started;
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads quickly', () => {
    expect(seedMs).toBeLessThan(30_000);
  });

  it('fills every table with counts in the expected ranges', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    const counts = await countTables(db);
    expect(counts).toMatchObject({
      users: 451,
      profiles: 451,
      communityManagers: 300,
      companies: 100,
      skillCategories: 8,
      experienceLevels: 4,
      hourlyRateRanges: 4,
      languages: 8,
      blogPosts: 6,
    });
    within(counts.skills, 40, 60);
    within(counts.industrySectors, 15, 20);
    within(counts.userSkills, 300 * 3, 300 * 7);
    within(counts.jobs, 350, 450);
    within(counts.jobSkills, counts.jobs, counts.jobs * 4);
    within(counts.applications, 1000, 2500);
    within(counts.messages, 800, 3000);
    within(counts.reviews, 200, 500);
    within(counts.notifications, 20, 400);
    const [individuals] = await db.select({ n: count() }).from(profiles).where(eq(profiles.userType, 'individual'));
    expect(individuals?.n).toBe(51); // 50 individuals and the admin
    expect(await db.select().from(settings)).toMatchObject([{ id: 1, siteName: 'CM Connect', contactEmail: 'contact@cmconnect.fr' }]);
  });

  it('writes every generated row (no id collides with another)', async () => {
    const world = buildDemoWorld();
    const counts = await countTables(db);
    expect(counts).toMatchObject({
      users: world.members.length,
      jobs: world.missions.length,
      jobSkills: world.missions.reduce((sum, m) => sum + m.skills.length, 0),
      userSkills: world.members.reduce((sum, m) => sum + (m.cm?.skills.length ?? 0), 0),
      applications: world.applications.length,
      orders: world.applications.length,
      entitlements: world.applications.length,
      messages: world.messages.length,
      reviews: world.reviews.length,
      notifications: world.notifications.length,
    });
  });

  it("leaves two mails given up after every attempt, for the admin's 'Tâches en échec'", async () => {
    const failed = await db.select().from(backgroundJobs).where(eq(backgroundJobs.status, 'failed'));
    expect(failed).toHaveLength(2);
    for (const job of failed) {
      expect(job).toMatchObject({ kind: 'mail.deliver', attempts: 10, maxAttempts: 10 });
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, (job.payload as { outboxId: string }).outboxId));
      expect(mail).toMatchObject({ status: 'failed', attempts: 10, error: job.lastError });
    }
  });

  it('backs every application with a paid order and its entitlement, as the apply flow requires', async () => {
    const [unpaid] = await db
      .select({ n: count() })
      .from(applications)
      .leftJoin(
        entitlements,
        and(
          eq(entitlements.userId, applications.applicantId),
          eq(entitlements.purpose, 'application'),
          eq(entitlements.targetId, applications.jobId),
        ),
      )
      .leftJoin(orders, eq(orders.id, entitlements.orderId))
      .where(sql`${orders.id} IS NULL OR ${orders.orderStatus} <> 'completed' OR ${orders.paymentStatus} <> 'paid'`);
    expect(unpaid?.n).toBe(0);
  });

  it('lets the demo community manager sign in with the demo password', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', RATE_LIMIT_AUTH_MAX: '1000' });
    const app = await buildApp({ config, database, serveWebApp: false });
    try {
      const email = emailOf((a) => a.userType === 'community_manager');
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: DEMO_PASSWORD },
        headers: { origin: 'http://localhost:3000' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('has missions in every status and type, and applications in every status', async () => {
    const statuses = await db.select({ value: missions.status, n: count() }).from(missions).groupBy(missions.status);
    const types = await db.select({ value: missions.jobType, n: count() }).from(missions).groupBy(missions.jobType);
    const decisions = await db.select({ value: applications.status, n: count() }).from(applications).groupBy(applications.status);
    expect(statuses.map((s) => s.value).sort()).toEqual(['closed', 'draft', 'open']);
    expect(types.map((t) => t.value).sort()).toEqual(['contract', 'freelance', 'full_time', 'part_time']);
    expect(decisions.map((d) => d.value).sort()).toEqual(['accepted', 'pending', 'rejected']);
    const total = statuses.reduce((sum, s) => sum + s.n, 0);
    within(statuses.find((s) => s.value === 'open')!.n / total, 0.5, 0.7);
  });

  it('gives closed missions (only them) an outcome and a closing date, and the accepted hire when filled here', async () => {
    const rows = await db
      .select({
        status: missions.status,
        outcome: missions.closeOutcome,
        closedAt: missions.closedAt,
        createdAt: missions.createdAt,
        hired: missions.hiredApplicationId,
        id: missions.id,
      })
      .from(missions);
    const closed = rows.filter((row) => row.status === 'closed');
    for (const row of rows.filter((r) => r.status !== 'closed')) expect([row.outcome, row.closedAt, row.hired]).toEqual([null, null, null]);
    for (const row of closed) {
      expect(row.outcome).not.toBeNull();
      expect(row.closedAt!.getTime()).toBeGreaterThan(row.createdAt.getTime());
      expect(row.hired !== null).toBe(row.outcome === 'filled_here');
    }
    const outcomes = new Set(closed.map((row) => row.outcome));
    expect([...outcomes].sort()).toEqual(['abandoned', 'filled_elsewhere', 'filled_here']);
    within(closed.filter((row) => row.outcome === 'filled_here').length / closed.length, 0.5, 0.9);
    const hires = await db
      .select({ jobId: applications.jobId, status: applications.status, hiredOn: missions.id })
      .from(missions)
      .innerJoin(applications, eq(applications.id, missions.hiredApplicationId));
    expect(hires.length).toBe(closed.filter((row) => row.outcome === 'filled_here').length);
    for (const hire of hires) expect(hire).toMatchObject({ jobId: hire.hiredOn, status: 'accepted' });
  });

  it('creates the demo accounts, verified, with the demo password and the admin role', async () => {
    const rows = await db
      .select({ email: user.email, role: user.role, verified: user.emailVerified, userType: profiles.userType, hash: account.password })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
      .where(
        inArray(
          user.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const demo of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === demo.email)!;
      expect(row).toMatchObject({ role: demo.role, verified: true, userType: demo.userType });
    }
    expect(rows.filter((r) => r.role === 'admin').map((r) => r.email)).toEqual([emailOf((a) => a.role === 'admin')]);
    expect(await verifyPassword({ hash: rows[0]!.hash!, password: DEMO_PASSWORD })).toBe(true);
  });

  it('gives the demo company open missions with applications in every status', async () => {
    const companyId = await profileIdByEmail(
      db,
      emailOf((a) => a.userType === 'company'),
    );
    const received = await db
      .selectDistinct({ status: applications.status })
      .from(applications)
      .innerJoin(missions, eq(missions.id, applications.jobId))
      .where(and(eq(missions.clientId, companyId), eq(missions.status, 'open')));
    expect(received.map((r) => r.status).sort()).toEqual(['accepted', 'pending', 'rejected']);
  });

  it('gives the demo community manager skills, applications in every status and reviews', async () => {
    const cmId = await profileIdByEmail(
      db,
      emailOf((a) => a.userType === 'community_manager'),
    );
    const skills = await db.select().from(userSkills).where(eq(userSkills.userId, cmId));
    expect(skills.length).toBeGreaterThanOrEqual(5);
    const sent = await db.selectDistinct({ status: applications.status }).from(applications).where(eq(applications.applicantId, cmId));
    expect(sent.map((r) => r.status).sort()).toEqual(['accepted', 'pending', 'rejected']);
    const [cm] = await db.select().from(communityManagers).where(eq(communityManagers.id, cmId));
    expect(cm!.totalReviews).toBeGreaterThanOrEqual(3);
    expect(cm!.averageRating).toBeGreaterThanOrEqual(4);
  });

  it('stores only the figures each demo community manager entered: some have no rate, experience or availability', async () => {
    const [row] = await db
      .select({
        all: count(),
        noRate: sql<number>`count(*) FILTER (WHERE ${communityManagers.hourlyRateMin} IS NULL)::int`,
        noExperience: sql<number>`count(*) FILTER (WHERE ${communityManagers.experienceYears} IS NULL)::int`,
        noAvailability: sql<number>`count(*) FILTER (WHERE ${communityManagers.availability} IS NULL)::int`,
      })
      .from(communityManagers);
    within(row!.noRate, 30, 100);
    within(row!.noExperience, 20, 80);
    within(row!.noAvailability, 10, 60);
    const [demo] = await db
      .select()
      .from(communityManagers)
      .where(
        eq(
          communityManagers.id,
          await profileIdByEmail(
            db,
            emailOf((a) => a.userType === 'community_manager'),
          ),
        ),
      );
    expect(demo).toMatchObject({ hourlyRateMin: 45, hourlyRateMax: 65, experienceYears: 7, availability: true });
  });

  it("keeps each community manager's rating equal to the average of the reviews about them", async () => {
    const rows = await db
      .select({
        averageRating: communityManagers.averageRating,
        totalReviews: communityManagers.totalReviews,
        mean: sql<number | null>`avg(${reviews.rating})::float8`,
        n: sql<number>`count(${reviews.id})::int`,
      })
      .from(communityManagers)
      .leftJoin(reviews, eq(reviews.reviewedId, communityManagers.id))
      .groupBy(communityManagers.id);
    expect(rows).toHaveLength(300);
    expect(rows.filter((r) => r.n > 0).length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.totalReviews).toBe(row.n);
      if (row.n === 0) expect(row.averageRating).toBeNull();
      else expect(row.averageRating).toBeCloseTo(row.mean!, 4);
    }
  });

  it('only lets community managers apply, and gives every profile a sector', async () => {
    const [wrongApplicants] = await db
      .select({ n: count() })
      .from(applications)
      .innerJoin(profiles, eq(profiles.id, applications.applicantId))
      .where(ne(profiles.userType, 'community_manager'));
    expect(wrongApplicants?.n).toBe(0);
    const [withoutSector] = await db
      .select({ n: count() })
      .from(profiles)
      .where(sql`${profiles.industrySectorId} IS NULL`);
    expect(withoutSector?.n).toBe(0);
    const individuals = await db
      .select({ bio: profiles.bio, sector: industrySectors.name })
      .from(profiles)
      .innerJoin(industrySectors, eq(industrySectors.id, profiles.industrySectorId))
      .where(eq(profiles.userType, 'individual'));
    for (const row of individuals) expect(row.bio).toBe(`${INDIVIDUAL_BIO_PREFIX}${row.sector}`);
  });

  it('files a notice for each reported message and review: the queue and the transparency report count them', async () => {
    const [reportedMessages] = await db.select({ n: count() }).from(messages).where(eq(messages.reported, true));
    const [reportedReviews] = await db.select({ n: count() }).from(reviews).where(eq(reviews.reported, true));
    const rows = await db.select().from(notices);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => row.targetType === 'message')).toHaveLength(reportedMessages!.n);
    expect(rows.filter((row) => row.targetType === 'review')).toHaveLength(reportedReviews!.n);
    const categories = new Set(rows.map((row) => row.category));
    expect(categories.has('fraud') && categories.size).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row).toMatchObject({ goodFaith: true, notifierId: expect.any(String), notifierEmail: expect.stringContaining('@') });
      expect(row.explanation.length).toBeGreaterThanOrEqual(20);
      expect(row.excerpt.length).toBeGreaterThan(0);
      // Received recently, before the reference date.
      const ageDays = (REFERENCE_DATE.getTime() - row.createdAt.getTime()) / 86_400_000;
      expect(ageDays).toBeGreaterThan(0);
      expect(ageDays).toBeLessThanOrEqual(10);
    }
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const app = await buildApp({ config, database, serveWebApp: false });
    try {
      const report = (await app.inject({ method: 'GET', url: '/api/transparency' })).json();
      expect(report.periods.reduce((sum: number, period: { noticesTotal: number }) => sum + period.noticesTotal, 0)).toBe(rows.length);
    } finally {
      await app.close();
    }
  });

  it('leaves its messages to the start-up scam screening, which warns on none of the conversations', async () => {
    const screened = await screenEarlierMessages(db);
    expect(screened).toBeLessThanOrEqual(buildDemoWorld().messages.length);
    const warned = await db
      .select()
      .from(messages)
      .where(sql`cardinality(${messages.warnings}) > 0`);
    // Only messages planted as reported abuse may warn (bench:scam: 0 warnings on the demo conversations).
    expect(warned.every((message) => message.reported)).toBe(true);
    expect(await db.select().from(messages).where(isNull(messages.warnings))).toHaveLength(0);
  });

  it('starts the open missions after the reference date, never in its past', async () => {
    const open = await db
      .select({ startDate: missions.startDate })
      .from(missions)
      .where(inArray(missions.status, ['open', 'draft']));
    const starts = open.flatMap((row) => (row.startDate ? [row.startDate] : []));
    expect(starts.length).toBeGreaterThan(open.length / 2);
    for (const start of starts) expect(start > REFERENCE_DATE.toISOString().slice(0, 10)).toBe(true);
  });

  it("says the months of every total bid, so 'Comparer les offres' gives each its monthly equivalent", async () => {
    const bids = await db.select({ basis: applications.bidBasis, months: applications.bidMonths }).from(applications);
    const totals = bids.filter((bid) => bid.basis === 'total');
    expect(totals.length).toBeGreaterThan(0);
    for (const bid of totals) expect(bid.months).toBeGreaterThanOrEqual(1);
    for (const bid of bids.filter((b) => b.basis === 'monthly')) expect(bid.months).toBeNull();
  });

  it('opens applications as clients do: answered ones before the answer, some recent pending ones not yet, each with its deadline', async () => {
    const rows = await db.select().from(applications);
    for (const row of rows) {
      expect(row.refundDeadlineAt!.getTime() - row.createdAt.getTime()).toBe(7 * 86_400_000);
      if (row.status !== 'pending') expect(row.openedAt).not.toBeNull();
      if (row.openedAt) {
        // Before the answer (the row's updated_at) or, still pending, before the reference date; within the promise's 7 days.
        const answeredOrNow = row.status === 'pending' ? REFERENCE_DATE : row.updatedAt;
        expect(row.openedAt >= row.createdAt && row.openedAt <= answeredOrNow && row.openedAt <= row.refundDeadlineAt!).toBe(true);
      }
    }
    const unopened = rows.filter((row) => row.openedAt === null);
    expect(unopened.length).toBeGreaterThan(0);
    expect(unopened.every((row) => row.status === 'pending')).toBe(true);
    expect(rows.filter((row) => row.status === 'pending' && row.openedAt !== null).length).toBeGreaterThan(unopened.length);
    // Each unopened one has its fee-back check due at its deadline, as applying enqueues it.
    const checks = await db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'application-credit.check'));
    expect(new Map(checks.map((job) => [(job.payload as { applicationId: string }).applicationId, job.runAt.getTime()]))).toEqual(
      new Map(unopened.map((row) => [row.id, row.refundDeadlineAt!.getTime()])),
    );
  });

  it("shows real opening figures on the demo company's mission page", async () => {
    const companyId = await profileIdByEmail(
      db,
      emailOf((a) => a.userType === 'company'),
    );
    const [mission] = await db
      .select({ id: missions.id })
      .from(missions)
      .where(and(eq(missions.clientId, companyId), eq(missions.status, 'open')));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const app = await buildApp({ config, database, serveWebApp: false });
    try {
      const res = await app.inject({ method: 'GET', url: `/api/jobs/${mission!.id}` });
      expect(res.statusCode, res.body).toBe(200);
      const { facts } = res.json().job.client;
      expect(facts.openedInTimeRate).toBeGreaterThan(0);
      expect(facts.medianHoursToOpen).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('is idempotent: a second run adds and changes nothing', async () => {
    const before = await countTables(db);
    const jobsBefore = await db.select().from(missions).orderBy(missions.id);
    await seedDemoData(db);
    expect(await countTables(db)).toEqual(before);
    expect(await db.select().from(missions).orderBy(missions.id)).toEqual(jobsBefore);
  });
});

describe('seedReferenceData', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads only the reference data, and twice is the same as once', async () => {
    await seedReferenceData(database.db);
    const once = await countTables(database.db);
    await seedReferenceData(database.db);
    expect(await countTables(database.db)).toEqual(once);
    expect(once).toMatchObject({ skillCategories: 8, experienceLevels: 4, hourlyRateRanges: 4, languages: 8, users: 0, jobs: 0 });
    expect(once.skills).toBeGreaterThanOrEqual(40);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
  });
});
