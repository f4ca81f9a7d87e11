import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTACT_USER_TYPES } from '#contracts/contact-terms';
import { ZErrorResponse } from '#contracts/errors';
import { CONTACT_PRODUCT } from '#contracts/payments-terms';
import { normalizeAccess, type Access } from '#server/http/access';
import { OPENAPI_JSON_PATH } from '#server/http/openapi';
import { OWNERS, paramsFor, seedAccessFixtures, type AccessFixture, type Identity, type IdentityName } from '#server/testing/access-fixtures';
import { createTestApp, registration, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { aBid } from '#server/testing/members';
import { invalidValue, nasty, nastyString, validValue, type JsonSchema, type Known } from '#server/testing/json-schema-arbitrary';

/**
 * The API fuzzer (ADR 0038): every operation of the OpenAPI document generated from our zod
 * contracts, called as each identity of the authorization matrix with values drawn from its
 * schemas (valid, invalid and nasty), on a fresh database per identity. Nothing may answer 5xx,
 * a 2xx must be declared and match its schema, a 4xx must be the error shape.
 *
 * Replay or dig deeper: FUZZ_SEED=<seed> FUZZ_RUNS=<runs> FUZZ_ONLY='<METHOD> <path>' npx vitest run --project server src/server/http/api-fuzz.test.ts
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_2611);
/** Runs per operation for an identity its access rule lets in (a refused one gets a few: the guard answers before the input is read). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const REFUSED_RUNS = 2;
const ONLY = process.env.FUZZ_ONLY;

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: JsonSchema };
type MediaContent = Record<string, { schema?: JsonSchema }>;
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: MediaContent };
  responses: Record<string, { description?: string; content?: MediaContent }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

type Operation = {
  key: string;
  method: string;
  /** Fastify's form of the path (`/api/jobs/:id`), as in the access rules and fixtures. */
  route: string;
  access: Access;
  operation: OpenApiOperation;
};
type Request = { params: Record<string, unknown>; query: Record<string, unknown>; body?: { json: unknown } | { raw: string; contentType?: string } };

/**
 * Operations that end the identity's session or change what every later call sees: run last.
 * (Fuzzed values never carry the right password, so deleting the account or changing the
 * password does not happen in practice; the site settings may.)
 */
const LAST = new Set([
  'PUT /api/admin/settings',
  // Handed-out ids include the caller's own session (GET /api/account/sessions).
  'POST /api/account/sessions/:id/revoke',
  'POST /api/account/sessions/revoke-others',
  'POST /api/auth/change-password',
  'POST /api/auth/change-email',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/disable',
  'POST /api/auth/delete-user',
  'POST /api/account/delete',
]);

const toRoute = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Every operation of the document, with the access rule its route declared. */
function operationsOf(document: OpenApiDocument, rules: TestApp['app']['accessRules']): Operation[] {
  const access = new Map<string, Access>();
  for (const rule of rules) for (const method of rule.method.split(',')) access.set(`${method} ${rule.url}`, rule.access);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const route = toRoute(path);
      const key = `${method.toUpperCase()} ${route}`;
      const declared = access.get(key);
      if (!declared) throw new Error(`${key} is in the OpenAPI document but has no access rule`);
      operations.push({ key, method: method.toUpperCase(), route, access: declared, operation });
    }
  }
  // Reads first (they hand out the ids later calls use), then writes, deletions, and what ends the session.
  const order = (op: Operation) => (LAST.has(op.key) ? 3 : op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : 1);
  return operations.filter((op) => !ONLY || op.key === ONLY).sort((a, b) => order(a) - order(b));
}

/** Whether the route's rule lets this identity past the guard (owners are decided by the service). */
function admits(access: Access, identity: Identity): boolean {
  const rule = normalizeAccess(access);
  if (rule.kind === 'public' || rule.kind === 'loopback') return true;
  if (!identity.cookie) return false;
  if (rule.kind === 'admin') return identity.role === 'admin';
  if (rule.kind === 'userTypes') return !!identity.userType && rule.userTypes.includes(identity.userType);
  return true;
}

const jsonSchemaOf = (content: MediaContent | undefined) => content?.['application/json']?.schema;

const MISSION = {
  title: 'Animer notre compte Instagram',
  description: 'Trois publications par semaine et des stories, pendant trois mois.',
  job_type: 'freelance',
  location: '',
  latitude: null,
  longitude: null,
  is_remote: true,
  duration: '3 mois',
  budget_min: 500,
  budget_max: 1500,
  requirements: ['Canva'],
  skills: [],
  status: 'draft',
};

/**
 * Bodies the services accept, as the route tests send them. Besides values drawn from the
 * schema, the fuzzer sends these with one field drawn anew, valid or not: JSON Schema cannot say
 * the contracts' refinements (e-mail addresses, cross-field rules), so drawn bodies alone seldom
 * reach the services. Owner routes also use the matrix's bodies (OWNERS).
 */
function examples(fixture: AccessFixture): Record<string, unknown[]> {
  return {
    'POST /api/jobs': [MISSION, { ...MISSION, status: 'open' }],
    'PATCH /api/jobs/:id': [MISSION],
    'POST /api/jobs/:id/applications': [{ coverLetter: 'Bonjour, je suis disponible dès lundi.', bid: aBid() }],
    'POST /api/messages': [
      { receiverId: fixture.managerId, content: 'Bonjour, êtes-vous disponible ?' },
      { receiverId: fixture.companyId, content: 'Bonjour !' },
    ],
    'POST /api/contact': [
      {
        name: 'Claire Dubois',
        email: 'claire@example.fr',
        userType: CONTACT_USER_TYPES[0],
        subject: 'Une question',
        message: 'Bonjour, comment publier une mission ?',
      },
    ],
    'POST /api/newsletter': [{ email: 'claire@example.fr' }],
    'POST /api/notices': [
      {
        targetType: 'profile',
        targetId: fixture.managerId,
        category: 'fraud',
        explanation: 'Demande un virement hors plateforme.',
        email: 'lea@example.fr',
        goodFaith: true,
      },
    ],
    'POST /api/accounts/register': [
      registration({ email: 'nouvelle@example.fr' }),
      registration({ email: 'cm@example.fr', userType: 'community_manager' }),
    ],
    'POST /api/checkout': [{ priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose: 'contact', targetId: fixture.managerId }],
    'POST /api/auth/sign-in/email': [{ email: 'camille@example.fr', password: 'motdepasse1' }],
    'POST /api/auth/request-password-reset': [{ email: 'camille@example.fr', redirectTo: '/reinitialiser-mot-de-passe' }],
  };
}

/** A known-good body with one property drawn from its schema: valid (`pick` = validValue) or not (invalidValue). */
function variedExample(examples: unknown[], schema: JsonSchema | undefined, pick: typeof validValue, known: Known): fc.Arbitrary<unknown> {
  const properties = schema?.properties ?? {};
  const keys = Object.keys(properties);
  const example = fc.constantFrom(...examples) as fc.Arbitrary<Record<string, unknown>>;
  if (!keys.length) return example;
  return fc
    .constantFrom(...keys)
    .chain((key) => fc.tuple(example, fc.constant(key), pick(properties[key]!, known)))
    .map(([body, key, value]) => ({ ...body, [key]: value }));
}

/**
 * What one call sends: a valid request (path params mostly the fixtures' or handed-out ids,
 * query and body drawn inside their schemas) as often as one with exactly one thing wrong (a
 * path param, a query value or the body invalid or nasty, an unknown query key, a broken body).
 */
function requestArbitrary(op: Operation, fixture: AccessFixture, known: Known): fc.Arbitrary<Request> {
  const good = [...(examples(fixture)[op.key] ?? []), ...(OWNERS[op.key]?.body ? [OWNERS[op.key]!.body] : [])];
  const real = paramsFor(fixture, op.route);
  const parameters = op.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const knownId = known.ids.length ? fc.constantFrom(...known.ids) : fc.uuid();
  const validParams: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { name } of pathParameters) {
    validParams[name] = real[name] ? fc.oneof(fc.constant(real[name]), knownId) : knownId;
  }
  const validQuery: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { name, schema } of queryParameters) validQuery[name] = validValue(schema, known);

  const bodySchema = jsonSchemaOf(op.operation.requestBody?.content);
  const hasBody = !!bodySchema || op.method !== 'GET';
  const drawn = bodySchema ? validValue(bodySchema, known) : op.method === 'GET' ? fc.constant(undefined) : fc.constantFrom(undefined, {});
  const validBody: fc.Arbitrary<Request['body']> = (
    good.length ? fc.oneof(drawn, fc.constantFrom(...good), variedExample(good, bodySchema, validValue, known)) : drawn
  ).map((json) => (json === undefined ? undefined : { json }));
  const valid = fc.record(
    { params: fc.record(validParams), query: fc.record(validQuery, { requiredKeys: [] }), body: validBody },
    { requiredKeys: ['params', 'query'] },
  );

  const wrongs: fc.Arbitrary<(request: Request) => Request>[] = [
    fc.tuple(fc.string({ maxLength: 10 }), nasty()).map(([key, value]) => (request) => ({ ...request, query: { ...request.query, [key]: value } })),
  ];
  for (const { name, schema } of pathParameters) {
    wrongs.push(
      fc.oneof(nastyString(), validValue(schema, known)).map((value) => (request) => ({ ...request, params: { ...request.params, [name]: value } })),
    );
  }
  for (const { name, schema } of queryParameters) {
    wrongs.push(invalidValue(schema, known).map((value) => (request) => ({ ...request, query: { ...request.query, [name]: value } })));
  }
  if (hasBody) {
    const body = fc.oneof(
      bodySchema ? invalidValue(bodySchema, known) : fc.oneof(nasty(), fc.jsonValue({ maxDepth: 3 })),
      ...(good.length ? [variedExample(good, bodySchema, invalidValue, known)] : []),
    );
    wrongs.push(body.map((json) => (request) => ({ ...request, body: { json } })));
    wrongs.push(
      fc.constantFrom('{"not json', '', 'null', '[]', '"x"', '{"a":1,"a":2}', '\u0000').map((raw) => (request) => ({ ...request, body: { raw } })),
    );
    // Other body types, as a form or an upload would send them (unreadable multipart answered 500 once).
    wrongs.push(
      fc
        .constantFrom(
          { contentType: 'multipart/form-data', raw: 'garbage' },
          { contentType: 'multipart/form-data; boundary=x', raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc' },
          { contentType: 'text/plain', raw: 'bonjour' },
          { contentType: 'application/x-www-form-urlencoded', raw: 'a=1&b=2' },
          { contentType: 'application/json; charset=utf-16', raw: '{}' },
        )
        .map((body) => (request) => ({ ...request, body })),
    );
  }
  const invalid = fc.tuple(valid, fc.oneof(...wrongs)).map(([request, wrong]) => wrong(request));
  return fc.oneof(valid, invalid);
}

/** Query values as a browser would send them: arrays repeat the key, everything else as text. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const asText = (value: unknown) =>
    typeof value === 'string' ? value : value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, asText(item));
    else search.append(name, asText(value));
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
}

const responseValidators = new Map<string, z.ZodType | null>();
/** The response's schema from the document, as zod (z.fromJSONSchema), or null when it has none. */
function responseValidator(op: Operation, status: string): z.ZodType | null {
  const id = `${op.key} ${status}`;
  if (!responseValidators.has(id)) {
    const schema = jsonSchemaOf(op.operation.responses[status]?.content);
    const described = schema && Object.keys(schema).some((key) => key !== 'description');
    responseValidators.set(id, described ? z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]) : null);
  }
  return responseValidators.get(id)!;
}

type Answer = { status: number; contentType: string; body: string };

/** What is wrong with an answer, or null. */
function contradiction(op: Operation, answer: Answer): string | null {
  const { status, contentType, body } = answer;
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  const declared = Object.keys(op.operation.responses);
  const family = `${String(status)[0]}XX`;
  if (!declared.includes(String(status)) && !declared.includes(family))
    return `answered ${status}, which the document does not declare (${declared.join(', ')})`;
  const isJson = contentType.startsWith('application/json');
  if (status >= 400) {
    if (!isJson) return `answered ${status} as ${contentType}, not the JSON error shape`;
    const parsed = ZErrorResponse.safeParse(JSON.parse(body));
    return parsed.success ? null : `answered ${status} with a body that is not the error shape: ${body.slice(0, 300)}`;
  }
  if (!isJson || status === 204) return null;
  const validator = responseValidator(op, String(status));
  if (!validator) return null;
  const parsed = validator.safeParse(JSON.parse(body));
  return parsed.success ? null : `answered ${status} with a body its schema refuses: ${z.prettifyError(parsed.error)}`;
}

/** A path segment: lone surrogates cannot be encoded, so they go as the invalid UTF-8 a client could still send. */
function segment(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
}

async function send(t: TestApp, op: Operation, identity: Identity, request: Request): Promise<Answer> {
  const path = op.route.replace(/:(\w+)/g, (_match, name: string) => segment(request.params[name]));
  const headers: Record<string, string> = { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host };
  if (identity.cookie) headers.cookie = identity.cookie;
  let payload: string | undefined;
  if (request.body) {
    headers['content-type'] = ('contentType' in request.body && request.body.contentType) || 'application/json';
    payload = 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json);
  }
  const response = await t.app.inject({
    method: op.method as 'GET',
    url: path + queryString(request.query),
    headers,
    ...(payload !== undefined ? { payload } : {}),
    // The SSE stream never ends: its status and type are all we read.
    payloadAsStream: true,
  });
  const stream = response.stream();
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('text/event-stream')) {
    stream.destroy();
    return { status: response.statusCode, contentType, body: '' };
  }
  return { status: response.statusCode, contentType, body: await text(stream) };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Keeps the ids a successful answer names, for later calls' params and bodies (at most 300, the newest). */
function harvest(ids: string[], answer: Answer) {
  if (answer.status >= 300) return;
  for (const id of answer.body.match(UUID) ?? []) {
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > 300) ids.splice(0, ids.length - 300);
}

/** A counterexample short enough to read: long strings cut, with their length. */
function brief(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 60 ? `${item.slice(0, 20)}…(${item.length} characters)` : item,
  );
}

/** A stable number per operation and identity, so each one's sequence does not depend on the others. */
function seedFor(key: string): number {
  let hash = SEED | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const IDENTITIES: IdentityName[] = ['anonymous', 'communityManager', 'company', 'individual', 'nonOwner', 'admin'];

describe('API fuzzer (OpenAPI document × access matrix identities)', () => {
  for (const name of IDENTITIES) {
    // One fresh database per identity: what one identity's calls change, another never sees.
    it(`nothing answers 5xx or contradicts the document, as ${name}`, async () => {
      const started = Date.now();
      const t = await createTestApp();
      try {
        const { identities, fixture } = await seedAccessFixtures(t);
        const identity = identities.find((candidate) => candidate.name === name)!;
        const docs = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
        expect(docs.statusCode).toBe(200);
        const operations = operationsOf(docs.json(), t.app.accessRules);
        if (!ONLY) expect(operations.length).toBeGreaterThan(100);
        const failures: string[] = [];
        const ids: string[] = Object.values(fixture);
        const statuses = new Map<number, number>();
        /** Admitted operations no call got a 2xx from: their valid values never got past validation or the service. */
        const neverAccepted: string[] = [];
        for (const op of operations) {
          const seed = seedFor(`${op.key} ${name}`);
          let accepted = false;
          const result = await fc.check(
            fc.asyncProperty(requestArbitrary(op, fixture, { ids: [...ids] }), async (request) => {
              const answer = await send(t, op, identity, request);
              harvest(ids, answer);
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              accepted ||= answer.status < 300;
              if (process.env.FUZZ_DEBUG && answer.status >= 400)
                console.info(op.key, answer.status, answer.body.slice(0, 120), brief(request).slice(0, 600));
              const problem = contradiction(op, answer);
              if (problem) throw new Error(problem);
            }),
            { seed, numRuns: admits(op.access, identity) ? RUNS : REFUSED_RUNS, endOnFailure: true },
          );
          if (!accepted && admits(op.access, identity)) neverAccepted.push(op.key);
          if (result.failed) {
            const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
            failures.push(
              `${op.key} as ${name}: ${error}\n  sent ${brief(result.counterexample?.[0])}\n  replay: FUZZ_SEED=${SEED} FUZZ_ONLY='${op.key}' (run ${result.numRuns})`,
            );
          }
        }
        const calls = [...statuses.values()].reduce((sum, count) => sum + count, 0);
        const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
        console.info(
          `API fuzzer as ${name}: ${operations.length} operations, ${calls} calls (${byStatus.join(' ')}), ` +
            `${Math.round((Date.now() - started) / 1000)} s, seed ${SEED}`,
        );
        if (process.env.FUZZ_VERBOSE) console.info(`never a 2xx as ${name}:\n  ${neverAccepted.join('\n  ')}`);
        expect(failures, failures.join('\n\n')).toEqual([]);
      } finally {
        await t.close();
      }
    }, 300_000);
  }
});
