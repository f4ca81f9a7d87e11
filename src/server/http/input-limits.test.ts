import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_NAME_MAX_LENGTH } from '#contracts/accounts-terms';
import { errorMessages } from '#contracts/errors-terms';
import { applications, contactRequests, messages, newsletterSubscriptions, orders, profiles, user } from '#server/db/schema/index';
import { createTestApp, post, registration, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { aBid } from '#server/testing/members';

let t: TestApp;
let manager: { id: string; cookie: string };
let company: { id: string; cookie: string };

const NUL = '\u0000';
const ENC = '%00';

beforeAll(async () => {
  t = await createTestApp();
  const managerCookie = await signUpAndIn(t, { userType: 'community_manager', email: 'ines@example.fr', fullName: 'Inès Moreau' });
  const companyCookie = await signUpAndIn(t, { userType: 'company', email: 'claire@example.fr' });
  const ids = await t.db.select({ id: profiles.id, email: profiles.email }).from(profiles);
  const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
  manager = { id: idOf('ines@example.fr'), cookie: managerCookie };
  company = { id: idOf('claire@example.fr'), cookie: companyCookie };
});
afterAll(() => t.close());

async function rowCounts() {
  const tables = { user, contactRequests, newsletterSubscriptions, messages, applications, orders };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await t.db.select({ n: count() }).from(table))[0]!.n] as const),
  );
  return Object.fromEntries(entries);
}

type Case = { name: string; method: 'GET' | 'POST'; url: string; body?: () => object; as?: () => string };
const contact = { name: 'Claire', email: 'claire@example.fr', userType: 'company', subject: 'Bonjour', message: 'Une question.' };

const cases: Case[] = [
  { name: 'search managers q', method: 'GET', url: `/api/search/managers?q=Lyon${ENC}` },
  { name: 'search jobs q', method: 'GET', url: `/api/search/jobs?q=${ENC}instagram` },
  { name: 'search jobs industry', method: 'GET', url: `/api/search/jobs?industry=Mode${ENC}` },
  { name: 'geo q', method: 'GET', url: `/api/geo/search?q=Ly${ENC}on` },
  { name: 'blog q', method: 'GET', url: `/api/blog?q=crise${ENC}` },
  { name: 'blog category', method: 'GET', url: `/api/blog?category=Guide${ENC}` },
  { name: 'blog post id', method: 'GET', url: `/api/blog/${ENC}` },
  { name: 'profile id', method: 'GET', url: `/api/profiles/${randomUUID()}${ENC}` },
  { name: 'job id', method: 'GET', url: `/api/jobs/${ENC}` },
  {
    name: 'register full name',
    method: 'POST',
    url: '/api/accounts/register',
    body: () => registration({ email: 'a@example.fr', fullName: `Claire${NUL}` }),
  },
  {
    name: 'register company',
    method: 'POST',
    url: '/api/accounts/register',
    body: () => registration({ email: 'b@example.fr', companyName: `Maison${NUL}` }),
  },
  {
    name: 'register location',
    method: 'POST',
    url: '/api/accounts/register',
    body: () => registration({ email: 'c@example.fr', location: `Lyon${NUL}` }),
  },
  {
    name: 'register phone',
    method: 'POST',
    url: '/api/accounts/register',
    body: () => registration({ email: 'd@example.fr', phone: `0612345678${NUL}` }),
  },
  {
    name: 'register sector',
    method: 'POST',
    url: '/api/accounts/register',
    body: () => registration({ email: 'e@example.fr', industrySector: `Mode${NUL}` }),
  },
  {
    name: 'register password',
    method: 'POST',
    url: '/api/accounts/register',
    body: () => registration({ email: 'f@example.fr', password: `motdepasse${NUL}`, confirmPassword: `motdepasse${NUL}` }),
  },
  { name: 'contact name', method: 'POST', url: '/api/contact', body: () => ({ ...contact, name: `Claire${NUL}` }) },
  { name: 'contact subject', method: 'POST', url: '/api/contact', body: () => ({ ...contact, subject: `Bonjour${NUL}` }) },
  { name: 'contact message', method: 'POST', url: '/api/contact', body: () => ({ ...contact, message: `Une${NUL} question.` }) },
  { name: 'newsletter email', method: 'POST', url: '/api/newsletter', body: () => ({ email: `news${NUL}@example.fr` }) },
  {
    name: 'message content',
    method: 'POST',
    url: '/api/messages',
    body: () => ({ receiverId: manager.id, content: `Bonjour${NUL}` }),
    as: () => company.cookie,
  },
  {
    name: 'cover letter',
    method: 'POST',
    url: `/api/jobs/${randomUUID()}/applications`,
    body: () => ({ coverLetter: `Motivée${NUL}`, bid: aBid() }),
    as: () => manager.cookie,
  },
  {
    name: 'checkout price id',
    method: 'POST',
    url: '/api/checkout',
    body: () => ({ priceId: `price${NUL}`, mode: 'payment', purpose: 'contact', targetId: manager.id }),
    as: () => company.cookie,
  },
  { name: 'checkout session id', method: 'GET', url: `/api/checkout/sessions/sim${ENC}`, as: () => company.cookie },
  {
    name: 'sign-in email',
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: () => ({ email: `ines${NUL}@example.fr`, password: 'mot-de-passe-solide' }),
  },
  {
    name: 'password reset email',
    method: 'POST',
    url: '/api/auth/request-password-reset',
    body: () => ({ email: `ines${NUL}@example.fr`, redirectTo: '/' }),
  },
  { name: 'thread partner id', method: 'GET', url: `/api/messages/with/${ENC}`, as: () => company.cookie },
];

describe('a NUL byte in text, query or path parameters', () => {
  it.each(cases)('$name answers 400 in French and writes nothing', async ({ method, url, body, as }) => {
    const before = await rowCounts();
    const res = await t.app.inject({
      method,
      url,
      ...(body ? { payload: body() } : {}),
      headers: { origin: TEST_ORIGIN, ...(as ? { cookie: as() } : {}) },
    });
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect([errorMessages.forbiddenCharacter, 'UUID invalide.', 'Destinataire invalide.']).toContain(error.message);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('text length limits', () => {
  it('refuses a name longer than the limit with a French message', async () => {
    await t.createSector('E-commerce');
    const res = await post(t, '/api/accounts/register', registration({ email: 'long@example.fr', fullName: 'A'.repeat(FULL_NAME_MAX_LENGTH + 1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.fullName).toBe(`Ce champ ne peut pas dépasser ${FULL_NAME_MAX_LENGTH} caractères.`);
    expect(await t.db.select().from(user).where(eq(user.email, 'long@example.fr'))).toHaveLength(0);
  });
});

describe('French validation messages', () => {
  it('answers wrong types in French with field details', async () => {
    const register = await post(t, '/api/accounts/register', { ...registration(), email: 42, acceptTerms: 'oui', searchRadiusKm: 'loin' });
    expect(register.statusCode).toBe(400);
    const fields = register.json().error.fields as Record<string, string>;
    expect(fields.email).toBe('Format de valeur invalide.');
    expect(fields.acceptTerms).toBe('Format de valeur invalide.');
    expect(fields.searchRadiusKm).toBe('Format de valeur invalide.');

    const contactRes = await post(t, '/api/contact', { ...contact, subject: undefined, userType: 'robot' });
    expect(contactRes.json().error.fields).toMatchObject({ subject: 'Ce champ est requis.', userType: 'Ce champ est requis' });

    const checkout = await post(
      t,
      '/api/checkout',
      { priceId: 'price_achat_contact', mode: 'gratuit', purpose: 'contact', targetId: 'x' },
      company.cookie,
    );
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().error.fields).toEqual({ mode: 'Veuillez choisir une valeur proposée.', targetId: 'UUID invalide.' });

    const search = await t.app.inject({ method: 'GET', url: '/api/search/jobs?page=deux' });
    expect(search.json().error.fields.page).toBe('Format de valeur invalide.');
    for (const res of [register, contactRes, checkout, search]) expect(res.body).not.toMatch(/Invalid|expected|Too (big|small)/);
  });
});

describe('huge bodies', () => {
  it('answers 413 in French in the error shape', async () => {
    const res = await post(t, '/api/contact', { ...contact, message: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse.' } });
  });
});
