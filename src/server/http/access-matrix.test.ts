import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUserType } from '#contracts/accounts-terms';
import { errorMessages } from '#contracts/errors-terms';
import { CONTACT_PRODUCT, SIMULATOR_CARDS } from '#contracts/payments-terms';
import { desc, eq } from 'drizzle-orm';
import { applications, entitlements, messages, session } from '#server/db/schema/index';
import { normalizeAccess, type AccessRule } from '#server/http/access';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

/**
 * The authorization matrix (ADR 0018): every /api and /dev route of the route table, called as
 * each identity, answers what its declared access says. Routes come from `app.accessRules`, which
 * the access hook fills for every registered route (an undeclared route cannot be registered).
 */

/** The public API surface, listed on purpose: making a route public is a reviewed decision. */
const PUBLIC_API = new Set([
  'POST /api/auth/sign-in/email',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/send-verification-email',
  // The sign-in's second step (two-factor authentication): the pending sign-in's cookie, no session yet.
  'POST /api/auth/two-factor/verify-totp',
  'POST /api/auth/two-factor/verify-backup-code',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'POST /api/accounts/register',
  'GET /api/me',
  'GET /api/catalog/sectors',
  'GET /api/catalog/skills',
  'GET /api/catalog/languages',
  'GET /api/search/managers',
  'GET /api/search/jobs',
  'GET /api/profiles/:id',
  'GET /api/jobs/:id',
  'GET /api/geo/search',
  'POST /api/contact',
  'POST /api/newsletter',
  'GET /api/blog',
  'GET /api/blog/:id',
  'GET /api/testimonials',
  'GET /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe/one-click',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  // The site's name, language and maintenance flag (admin settings): titles, header, banner.
  'GET /api/site',
  'POST /api/stripe/webhook',
]);

type IdentityName = 'anonymous' | 'communityManager' | 'company' | 'individual' | 'nonOwner' | 'admin';
type Identity = { name: IdentityName; cookie?: string; role: 'user' | 'admin'; userType: TUserType | null };
type Call = { method: string; url: string; identity: Identity; body?: unknown; remoteAddress?: string; rawBody?: string };
type Outcome = { status: number; message?: string };

let t: TestApp;
let identities: Identity[];
const fixture = {
  jobId: '',
  applicationId: '',
  sessionId: '',
  managerId: '',
  companyId: '',
  reviewApplicationId: '',
  messageId: '',
  accountSessionId: '',
};
/** Each check run: route × identity, plus the extra anonymous/remote ones. */
const checks: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
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
  identities = [
    { name: 'anonymous', role: 'user', userType: null },
    as('communityManager', cm, 'community_manager'),
    as('company', company, 'company'),
    as('individual', individual, 'individual'),
    as('nonOwner', otherCompany, 'company'),
    as('admin', admin, 'individual', 'admin'),
  ];

  // Real rows for the owner rules: the company's mission, Camille's application to it, Julien's checkout.
  fixture.managerId = cm.id;
  fixture.companyId = company.id;
  fixture.jobId = (await mission(t, company.id)).id;
  await t.db.insert(entitlements).values({ userId: cm.id, purpose: 'application', targetId: fixture.jobId });
  const applied = await post(t, `/api/jobs/${fixture.jobId}/applications`, { coverLetter: 'Bonjour, je suis disponible.' }, cm.cookie);
  expect(applied.statusCode).toBe(201);
  fixture.applicationId = applied.json().application.id;
  const checkout = await post(
    t,
    '/api/checkout',
    { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose: 'contact', targetId: cm.id },
    individual.cookie,
  );
  expect(checkout.statusCode).toBe(200);
  fixture.sessionId = String(checkout.json().url).split('/').pop()!;
  // Reviews: an application of a community manager who is none of the identities (the company is its other side).
  const outsiderCm = await member(t, 'community_manager', 'Nina');
  const [reviewed] = await t.db
    .insert(applications)
    .values({ jobId: fixture.jobId, applicantId: outsiderCm.id, coverLetter: 'Bonjour.', status: 'accepted' })
    .returning();
  fixture.reviewApplicationId = reviewed!.id;
  // Reports: a message Camille received.
  const [received] = await t.db.insert(messages).values({ senderId: company.id, receiverId: cm.id, content: 'Bonjour !' }).returning();
  fixture.messageId = received!.id;
  // A second sign-in of Julien's, for the session owner rule (his first session keeps serving the matrix).
  expect((await post(t, '/api/auth/sign-in/email', { email: individual.email, password: 'mot-de-passe-solide' })).statusCode).toBe(200);
  const [second] = await t.db.select({ id: session.id }).from(session).where(eq(session.userId, individual.id)).orderBy(desc(session.createdAt)).limit(1);
  fixture.accountSessionId = second!.id;
});
afterAll(() => t.close());

/** Route params filled with real fixtures where a rule depends on them, random UUIDs otherwise. */
function paramsFor(route: string): Record<string, string> {
  if (route === '/api/applications/:id/review') return { id: fixture.reviewApplicationId };
  if (route === '/api/messages/:id/report') return { id: fixture.messageId };
  if (route.startsWith('/api/applications/')) return { id: fixture.applicationId };
  if (route.startsWith('/api/jobs/')) return { id: fixture.jobId };
  if (route.startsWith('/api/profiles/')) return { id: fixture.managerId };
  if (route.startsWith('/api/account/sessions/')) return { id: fixture.accountSessionId };
  if (route.startsWith('/api/me/entitlements/')) return { purpose: 'contact', targetId: fixture.managerId };
  return { sessionId: fixture.sessionId, partnerId: fixture.companyId };
}

function fillPath(route: string): string {
  const params = paramsFor(route);
  return route
    .replace(/:(\w+)/g, (_match, name: string) => params[name] ?? randomUUID())
    .replace(/\*$/, 'ok');
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
const OWNERS: Record<string, { owner: IdentityName; body?: unknown }> = {
  'PATCH /api/applications/:id': { owner: 'company', body: { status: 'rejected' } },
  'GET /api/checkout/sessions/:sessionId': { owner: 'individual' },
  'POST /api/checkout/simulator/:sessionId/pay': {
    owner: 'individual',
    body: { cardNumber: SIMULATOR_CARDS.declined, expiry: '12/30', cvc: '123' },
  },
  'POST /api/checkout/simulator/:sessionId/cancel': { owner: 'individual' },
  // The company's mission (open): edited, then closed and reopened; publishing and deleting answer 409 (not a draft).
  'PATCH /api/jobs/:id': { owner: 'company', body: MISSION_FORM },
  'POST /api/jobs/:id/publish': { owner: 'company' },
  'POST /api/jobs/:id/close': { owner: 'company', body: { outcome: 'abandoned', hiredApplicationId: null } },
  'POST /api/jobs/:id/reopen': { owner: 'company' },
  'DELETE /api/jobs/:id': { owner: 'company' },
  'GET /api/jobs/:id/applications': { owner: 'company' },
  // The mission is open: its owner is told 409 (not yet), the others 403.
  'POST /api/applications/:id/review': { owner: 'company', body: { rating: 5, comment: 'Une collaboration parfaite.' } },
  'POST /api/messages/:id/report': { owner: 'communityManager' },
  'POST /api/account/sessions/:id/revoke': { owner: 'individual' },
};

async function call({ method, url, identity, body, remoteAddress, rawBody }: Call): Promise<Outcome> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (identity.cookie) headers.cookie = identity.cookie;
  if (rawBody !== undefined) headers['content-type'] = 'application/json';
  const withBody = method !== 'GET' && method !== 'HEAD';
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(rawBody !== undefined ? { payload: rawBody } : withBody ? { payload: (body ?? {}) as object } : {}),
    // The SSE stream never ends: its status is all we read.
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { status: response.statusCode };
  }
  const payload = await text(stream);
  let message: string | undefined;
  try {
    message = (JSON.parse(payload) as { error?: { message?: string } }).error?.message;
  } catch {
    message = undefined;
  }
  return { status: response.statusCode, message };
}

/** What the declared access promises for one identity. */
function expectOutcome(rule: AccessRule, key: string, identity: Identity, outcome: Outcome, isOwner: boolean) {
  const access = normalizeAccess(rule.access);
  const where = `${key} as ${identity.name} → ${outcome.status} ${outcome.message ?? ''}`;
  const allowed = () => expect([401, 403], where).not.toContain(outcome.status);
  if (access.kind === 'public' || access.kind === 'loopback') return allowed();
  if (identity.name === 'anonymous') {
    expect(outcome, where).toEqual({ status: 401, message: access.anonymous ?? errorMessages.unauthenticated });
    return;
  }
  const refused = () => expect(outcome, where).toEqual({ status: 403, message: access.forbidden ?? errorMessages.forbidden });
  switch (access.kind) {
    case 'signedIn':
      return allowed();
    case 'admin':
      return identity.role === 'admin' ? allowed() : refused();
    case 'userTypes':
      return identity.userType && access.userTypes.includes(identity.userType) ? allowed() : refused();
    case 'owner':
      if (isOwner) return expect([401, 403, 404], where).not.toContain(outcome.status);
      return expect([403, 404], where).toContain(outcome.status);
  }
}

/** One entry per method: the registry lists `GET,POST` for multi-method routes; HEAD mirrors GET. */
function calledRoutes(rules: AccessRule[]) {
  return rules
    .flatMap((rule) => rule.method.split(',').map((method) => ({ ...rule, method })))
    .filter((rule) => rule.method !== 'HEAD' && /^\/(api|dev)\//.test(rule.url));
}

describe('authorization matrix', () => {
  it('every route of the table is declared, and the public API is the reviewed list', () => {
    const rules = t.app.accessRules;
    for (const rule of rules) {
      for (const method of rule.method.split(',')) {
        expect(t.app.hasRoute({ method: method as 'GET', url: rule.url }), `${method} ${rule.url}`).toBe(true);
      }
      expect(() => normalizeAccess(rule.access)).not.toThrow();
    }
    const publicApi = calledRoutes(rules)
      .filter((rule) => rule.access === 'public' && rule.url.startsWith('/api/'))
      .map((rule) => `${rule.method} ${rule.url}`);
    expect(publicApi.filter((key) => !PUBLIC_API.has(key)), 'public routes missing from PUBLIC_API').toEqual([]);
    // Surfaces whose rule follows from the path.
    for (const rule of rules) {
      if (rule.url.startsWith('/api/admin')) expect(rule.access, rule.url).toBe('admin');
      if (rule.url.startsWith('/dev/')) expect(rule.access, rule.url).toBe('loopback');
      if (rule.url.startsWith('/api/me/')) expect(normalizeAccess(rule.access).kind, rule.url).not.toBe('public');
    }
  });

  // Hundreds of HTTP calls: well above the default 30 s on a loaded machine or on PostgreSQL.
  it('answers every /api and /dev route as each identity declares, authentication before validation', async () => {
    const routes = calledRoutes(t.app.accessRules);
    expect(routes.length).toBeGreaterThan(40);
    for (const rule of routes) {
      const key = `${rule.method} ${rule.url}`;
      const url = fillPath(rule.url);
      const access = normalizeAccess(rule.access);
      const ownerFixture = OWNERS[key];
      if (access.kind === 'owner') expect(ownerFixture, `${key}: add its fixture to OWNERS`).toBeDefined();
      // The owner goes last: its call may change the row (answering, paying with a declined card).
      const ordered = [...identities].sort((a, b) => Number(a.name === ownerFixture?.owner) - Number(b.name === ownerFixture?.owner));
      for (const identity of ordered) {
        const outcome = await call({ method: rule.method, url, identity, body: ownerFixture?.body });
        expectOutcome(rule, key, identity, outcome, identity.name === ownerFixture?.owner);
        checks.push(`${key} × ${identity.name}`);
      }

      const anonymous = identities[0]!;
      if (access.kind !== 'public' && access.kind !== 'loopback' && rule.method !== 'GET') {
        // Broken JSON and an empty JSON body: still 401, never a 400 that validated the input first.
        for (const rawBody of ['{"not json', '']) {
          const outcome = await call({ method: rule.method, url, identity: anonymous, rawBody });
          expect(outcome, `${key} anonymous with body ${JSON.stringify(rawBody)}`).toEqual({
            status: 401,
            message: access.anonymous ?? errorMessages.unauthenticated,
          });
          checks.push(`${key} × anonymous (body ${JSON.stringify(rawBody)})`);
        }
      }
      if (access.kind === 'loopback') {
        for (const remoteAddress of ['192.168.1.20', '2001:db8::1', '::ffff:10.0.0.7']) {
          for (const identity of [anonymous, identities.find((i) => i.name === 'admin')!]) {
            const outcome = await call({ method: rule.method, url, identity, remoteAddress });
            expect(outcome, `${key} from ${remoteAddress}`).toEqual({ status: 403, message: errorMessages.loopbackOnly });
            checks.push(`${key} × ${identity.name} from ${remoteAddress}`);
          }
        }
        for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
          expect((await call({ method: rule.method, url, identity: anonymous, remoteAddress })).status).toBe(200);
          checks.push(`${key} × anonymous from ${remoteAddress}`);
        }
      }
    }
    const routeChecks = routes.length * identities.length;
    expect(checks.length).toBeGreaterThanOrEqual(routeChecks);
    console.info(
      `authorization matrix: ${routes.length} routes × ${identities.length} identities = ${routeChecks} checks, ` +
        `${checks.length} with the anonymous broken-body and non-loopback calls`,
    );
  }, 240_000);

  it('an anonymous checkout with any body gets the spec 401 before validation', async () => {
    for (const payload of [{}, { priceId: 42 }, 'plain text']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/checkout', payload, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('You must be logged in to make a purchase');
    }
  });
});
