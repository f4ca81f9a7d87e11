import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { TUserType } from '#contracts/accounts-terms';
import { CONTACT_PRODUCT, SIMULATOR_CARDS } from '#contracts/payments-terms';
import { applications, backgroundJobs, entitlements, orders, receipts, session } from '#server/db/schema/index';
import { post, TEST_PASSWORD, type TestApp } from './app.ts';
import { aBid, member, mission, type Member } from './members.ts';

/**
 * Who calls the API in the authorization matrix (ADR 0018) and the API fuzzer (ADR 0038), and
 * the rows their owner rules need: each identity is a signed-in member of a fresh database.
 */
export type IdentityName = 'anonymous' | 'communityManager' | 'company' | 'individual' | 'nonOwner' | 'admin';
export type Identity = { name: IdentityName; cookie?: string; role: 'user' | 'admin'; userType: TUserType | null };
export type AccessFixture = {
  jobId: string;
  applicationId: string;
  sessionId: string;
  managerId: string;
  companyId: string;
  reviewApplicationId: string;
  accountSessionId: string;
  /** A background job that used up its attempts, for 'Relancer'. */
  failedJobId: string;
  /** Julien's receipt. */
  receiptId: string;
};

class FixtureError extends Error {}
function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new FixtureError(`access fixtures: ${what}`);
}

/** The six identities, and real rows for the owner rules: the company's mission, Camille's application to it, Julien's checkout… */
export async function seedAccessFixtures(t: TestApp): Promise<{ identities: Identity[]; fixture: AccessFixture }> {
  const cm = await member(t, 'community_manager', 'Camille');
  const company = await member(t, 'company', 'Boulangerie');
  const individual = await member(t, 'individual', 'Julien');
  const otherCompany = await member(t, 'company', 'Fromagerie');
  const admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  const as = (name: IdentityName, who: Member, userType: TUserType, role: 'user' | 'admin' = 'user'): Identity => ({
    name,
    cookie: who.cookie,
    userType,
    role,
  });
  const identities: Identity[] = [
    { name: 'anonymous', role: 'user', userType: null },
    as('communityManager', cm, 'community_manager'),
    as('company', company, 'company'),
    as('individual', individual, 'individual'),
    as('nonOwner', otherCompany, 'company'),
    as('admin', admin, 'individual', 'admin'),
  ];

  const jobId = (await mission(t, company.id)).id;
  await t.db.insert(entitlements).values({ userId: cm.id, purpose: 'application', targetId: jobId });
  const applied = await post(t, `/api/jobs/${jobId}/applications`, { coverLetter: 'Bonjour, je suis disponible.', bid: aBid() }, cm.cookie);
  check(applied.statusCode === 201, `applying answered ${applied.statusCode}`);
  const checkout = await post(
    t,
    '/api/checkout',
    { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose: 'contact', targetId: cm.id },
    individual.cookie,
  );
  check(checkout.statusCode === 200, `checkout answered ${checkout.statusCode}`);
  // Reviews: an application of a community manager who is none of the identities (the company is its other side).
  const outsiderCm = await member(t, 'community_manager', 'Nina');
  const [reviewed] = await t.db
    .insert(applications)
    .values({ jobId, applicantId: outsiderCm.id, coverLetter: 'Bonjour.', status: 'accepted' })
    .returning();
  // A second sign-in of Julien's, for the session owner rule (his first session keeps serving the calls).
  const signedIn = await post(t, '/api/auth/sign-in/email', { email: individual.email, password: TEST_PASSWORD });
  check(signedIn.statusCode === 200, `second sign-in answered ${signedIn.statusCode}`);
  const [second] = await t.db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.userId, individual.id))
    .orderBy(desc(session.createdAt))
    .limit(1);
  // A mail given up after its attempts (the admin may run it again).
  const [failedJob] = await t.db
    .insert(backgroundJobs)
    .values({
      kind: 'mail.deliver',
      payload: { outboxId: randomUUID() },
      status: 'failed',
      attempts: 3,
      maxAttempts: 3,
      lastError: '550 5.1.1 Adresse inconnue',
      finishedAt: new Date(),
    })
    .returning();
  // A receipt of Julien's (the way fulfilment writes it is tested in the payments module).
  const [paidOrder] = await t.db
    .insert(orders)
    .values({
      userId: individual.id,
      priceId: CONTACT_PRODUCT.priceId,
      purpose: 'contact',
      targetId: cm.id,
      amountCents: 300,
      provider: 'simulator',
      orderStatus: 'completed',
      paymentStatus: 'paid',
    })
    .returning();
  const [receipt] = await t.db
    .insert(receipts)
    .values({
      kind: 'receipt',
      number: '2026-999999',
      orderId: paidOrder!.id,
      userId: individual.id,
      issuedAt: new Date(),
      content: {
        buyer: { name: 'Julien', company: null, address: null },
        seller: { legalName: '', siret: '', address: '', vatNumber: '' },
        item: 'Contact de Camille',
        totalCents: 300,
        netCents: 250,
        vatCents: 50,
        vatRatePercent: 20,
        currency: 'eur',
        receiptNumber: null,
      },
    })
    .returning();
  return {
    identities,
    fixture: {
      jobId,
      applicationId: applied.json().application.id,
      sessionId: String(checkout.json().url).split('/').pop()!,
      managerId: cm.id,
      companyId: company.id,
      reviewApplicationId: reviewed!.id,
      accountSessionId: second!.id,
      failedJobId: failedJob!.id,
      receiptId: receipt!.id,
    },
  };
}

/** Route params filled with real fixtures where a rule depends on them, random UUIDs otherwise. */
export function paramsFor(fixture: AccessFixture, route: string): Record<string, string> {
  if (route === '/api/applications/:id/review') return { id: fixture.reviewApplicationId };
  if (route.startsWith('/api/applications/')) return { id: fixture.applicationId };
  if (route.startsWith('/api/jobs/')) return { id: fixture.jobId };
  if (route.startsWith('/api/profiles/')) return { id: fixture.managerId };
  if (route.startsWith('/api/account/sessions/')) return { id: fixture.accountSessionId };
  if (route.startsWith('/api/admin/background-jobs/')) return { id: fixture.failedJobId };
  if (route.includes('/receipts/')) return { id: fixture.receiptId };
  if (route.startsWith('/api/me/entitlements/')) return { purpose: 'contact', targetId: fixture.managerId };
  if (route === '/dev/mails/:id') return { id: 'verification' };
  return { sessionId: fixture.sessionId, partnerId: fixture.companyId };
}

export function fillPath(fixture: AccessFixture, route: string): string {
  const params = paramsFor(fixture, route);
  return route.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? randomUUID()).replace(/\*$/, 'ok');
}

/** A valid mission form (remote, so no geocoding is involved). */
const MISSION_FORM = {
  title: 'Animer notre compte Instagram',
  description: 'Trois publications par semaine et des stories.',
  job_type: 'freelance',
  location: '',
  latitude: null,
  longitude: null,
  is_remote: true,
  duration: '',
  budget_min: null,
  budget_max: null,
  requirements: [],
  skills: [],
  status: 'open',
};

/** Owner routes: who owns the fixture, and a valid body so that the service (not validation) decides. */
export const OWNERS: Record<string, { owner: IdentityName; body?: unknown }> = {
  'PATCH /api/applications/:id': { owner: 'company', body: { status: 'rejected' } },
  'GET /api/checkout/sessions/:sessionId': { owner: 'individual' },
  'POST /api/checkout/simulator/:sessionId/pay': {
    owner: 'individual',
    body: { cardNumber: SIMULATOR_CARDS.declined, expiry: '12/30', cvc: '123' },
  },
  'POST /api/checkout/simulator/:sessionId/cancel': { owner: 'individual' },
  'GET /api/receipts/:id/pdf': { owner: 'individual' },
  // The company's mission (open): edited, then closed and reopened; publishing and deleting answer 409 (not a draft).
  'PATCH /api/jobs/:id': { owner: 'company', body: MISSION_FORM },
  'POST /api/jobs/:id/publish': { owner: 'company' },
  'POST /api/jobs/:id/close': { owner: 'company', body: { outcome: 'abandoned', hiredApplicationId: null } },
  'POST /api/jobs/:id/reopen': { owner: 'company' },
  'DELETE /api/jobs/:id': { owner: 'company' },
  'GET /api/jobs/:id/applications': { owner: 'company' },
  'GET /api/jobs/:id/bids': { owner: 'company' },
  // The mission is open: its owner is told 409 (not yet), the others 403.
  'POST /api/applications/:id/review': { owner: 'company', body: { rating: 5, comment: 'Une collaboration parfaite.' } },
  'POST /api/account/sessions/:id/revoke': { owner: 'individual' },
};
