import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { normalizeAccess, type AccessRule } from '#server/http/access';
import { fillPath, OWNERS, seedAccessFixtures, type AccessFixture, type Identity } from '#server/testing/access-fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';

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
  'GET /api/catalog/rate-ranges',
  'GET /api/catalog/experience-levels',
  'GET /api/search/managers',
  'GET /api/search/jobs',
  'GET /api/profiles/:id',
  'GET /api/jobs/:id',
  'GET /api/geo/search',
  'POST /api/contact',
  'POST /api/newsletter',
  // Notice and action (DSA, ADR 0058): anyone reports; the statement of reasons' link is the author's key; the report is public.
  'POST /api/notices',
  'GET /api/decisions/:token',
  'POST /api/decisions/:token/complaint',
  'GET /api/transparency',
  'GET /api/blog',
  'GET /api/blog/:id',
  'GET /api/testimonials',
  'GET /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe/one-click',
  // A saved search's alert mail: its signed link stops that alert without a session.
  'GET /api/saved-searches/alert-unsubscribe',
  'POST /api/saved-searches/alert-unsubscribe',
  'POST /api/saved-searches/alert-unsubscribe/one-click',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  // The site's name, language and maintenance flag (admin settings): titles, header, banner.
  'GET /api/site',
  // The home page's counters (real counts of what the public site shows).
  'GET /api/site/stats',
  'POST /api/stripe/webhook',
  // The API's description, outside production only (ADR 0038): it names what the web app's bundle already does.
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
]);

type Call = { method: string; url: string; identity: Identity; body?: unknown; remoteAddress?: string; rawBody?: string };
type Outcome = { status: number; message?: string };

let t: TestApp;
let identities: Identity[];
let fixture: AccessFixture;
/** Each check run: route × identity, plus the extra anonymous/remote ones. */
const checks: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ identities, fixture } = await seedAccessFixtures(t));
});
afterAll(() => t.close());

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
    expect(
      publicApi.filter((key) => !PUBLIC_API.has(key)),
      'public routes missing from PUBLIC_API',
    ).toEqual([]);
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
      const url = fillPath(fixture, rule.url);
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
      expect(res.json().error.message).toBe('Vous devez être connecté pour effectuer un achat.');
    }
  });
});
