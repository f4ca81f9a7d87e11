import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAdminSettingsRequest } from '#contracts/admin-settings';
import { adminSettingsMessages } from '#contracts/admin-settings-terms';
import { errorMessages } from '#contracts/errors-terms';
import { MAINTENANCE_RETRY_AFTER_SECONDS, maintenanceTexts } from '#contracts/site-terms';
import { auditLog, backgroundJobs, mailOutbox, session, settings } from '#server/db/schema/index';
import { createTestApp, post, signUpAndIn, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';

let t: TestApp;
let admin: Member;
let company: Member;

const DEFAULTS: TAdminSettingsRequest = {
  siteName: 'CM Connect',
  contactEmail: 'contact@cmconnect.fr',
  defaultLanguage: 'fr',
  twoFactorEnabled: false,
  sessionTimeout: 30,
  maintenanceMode: false,
  legalName: '',
  siret: '',
  legalAddress: '',
  vatNumber: '',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Alice');
  await t.makeAdmin(admin.email);
  company = await member(t, 'company', 'Bruno');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const put = (body: unknown, cookie = admin.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: body as object,
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, cookie },
  });
async function save(changes: Partial<TAdminSettingsRequest>) {
  const res = await put({ ...DEFAULTS, ...changes });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const settingsRow = async () => (await t.db.select().from(settings).where(eq(settings.id, 1)))[0];
async function sessionOf(who: Member) {
  const [row] = await t.db.select().from(session).where(eq(session.userId, who.id)).orderBy(desc(session.createdAt)).limit(1);
  return row;
}
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/**
 * The session of `userId` (every one when none) was last used at `at`: stands for time passing, so
 * this instance's cached copy of the sessions goes too, as its 30 s life would have ended.
 */
async function lastUsed(at: Date, userId?: string) {
  await t.db
    .update(session)
    .set({ lastSeenAt: at })
    .where(userId ? eq(session.userId, userId) : undefined);
  t.app.sessionCache.clear();
}

beforeEach(async () => {
  // Every session fresh, however long the fixtures took (the default timeout is 30 minutes).
  await lastUsed(new Date());
});

describe('GET and PUT /api/admin/settings', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    expect((await get('/api/admin/settings')).statusCode).toBe(401);
    expect((await get('/api/admin/settings', company.cookie)).statusCode).toBe(403);
    expect((await put({ ...DEFAULTS, siteName: 'Piraté' }, company.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/settings', admin.cookie)).json().siteName).toBe('CM Connect');
  });

  it('saves the record and writes one audit entry with the changed fields, in the same transaction', async () => {
    const saved = await save({ siteName: 'Studio Social', sessionTimeout: 45 });
    expect(saved).toMatchObject({ ...DEFAULTS, siteName: 'Studio Social', sessionTimeout: 45 });
    expect((await get('/api/admin/settings', admin.cookie)).json()).toMatchObject({ siteName: 'Studio Social', sessionTimeout: 45 });
    expect(await settingsRow()).toMatchObject({ siteName: 'Studio Social', sessionTimeout: 45 });
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Alice',
      action: 'settings.update',
      entity: 'settings',
      entityId: '1',
      label: "Nom du site, Délai d'expiration de session (minutes)",
      changes: { siteName: { from: 'CM Connect', to: 'Studio Social' }, sessionTimeout: { from: 30, to: 45 } },
    });
  });

  it('writes nothing when nothing changed', async () => {
    const before = await t.db.select().from(auditLog);
    await save({});
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it.each([
    ['an empty body', {}, undefined],
    ['no body at all', undefined, undefined],
    ['a timeout of 0', { ...DEFAULTS, sessionTimeout: 0 }, adminSettingsMessages.sessionTimeout],
    ['a timeout of 1441', { ...DEFAULTS, sessionTimeout: 1441 }, adminSettingsMessages.sessionTimeout],
    ['a fractional timeout', { ...DEFAULTS, sessionTimeout: 1.5 }, adminSettingsMessages.sessionTimeout],
    ['a timeout given as text', { ...DEFAULTS, sessionTimeout: '30' }, adminSettingsMessages.sessionTimeout],
    ['a blank site name', { ...DEFAULTS, siteName: '   ' }, adminSettingsMessages.siteNameRequired],
    ['a site name of 101 characters', { ...DEFAULTS, siteName: 'a'.repeat(101) }, undefined],
    ['an invalid contact email', { ...DEFAULTS, contactEmail: 'pas-un-email' }, adminSettingsMessages.contactEmail],
    ['another language', { ...DEFAULTS, defaultLanguage: 'de' }, adminSettingsMessages.language],
    ['a toggle given as text', { ...DEFAULTS, maintenanceMode: 'true' }, undefined],
    ['a SIRET of 13 digits', { ...DEFAULTS, siret: '123 456 789 0001' }, adminSettingsMessages.siret],
    ['a VAT number without its country', { ...DEFAULTS, vatNumber: '32123456789' }, adminSettingsMessages.vatNumber],
  ])('refuses %s with a French 400 and changes nothing', async (_case, body, message) => {
    const before = await settingsRow();
    const audits = (await t.db.select().from(auditLog)).length;
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json().error.message).toBe(message);
    expect(await settingsRow()).toEqual(before);
    expect(await t.db.select().from(auditLog)).toHaveLength(audits);
  });

  it('accepts the bounds 1 and 1440 minutes', async () => {
    expect((await save({ sessionTimeout: 1 })).sessionTimeout).toBe(1);
    await t.db.update(session).set({ lastSeenAt: new Date() });
    expect((await save({ sessionTimeout: 1440 })).sessionTimeout).toBe(1440);
  });
});

describe('session timeout', () => {
  it('ends a session idle for longer than the timeout: deleted, the request is anonymous', async () => {
    const cookie = await signUpAndIn(t, { email: 'idle@example.fr', fullName: 'Idle', userType: 'individual' });
    const idle = { id: (await t.db.select().from(session).orderBy(desc(session.createdAt)).limit(1))[0]!.userId, cookie, email: 'idle@example.fr' };
    await save({ sessionTimeout: 10 });
    await lastUsed(minutesAgo(9), idle.id);
    expect((await get('/api/me', cookie)).json().user).not.toBeNull();

    await lastUsed(minutesAgo(11), idle.id);
    expect((await get('/api/notifications', cookie)).statusCode).toBe(401);
    expect(await sessionOf(idle)).toBeUndefined();
    expect((await get('/api/me', cookie)).json().user).toBeNull();
  });

  it('ends an idle session on Better Auth’s own session read too', async () => {
    const cookie = await signUpAndIn(t, { email: 'idle2@example.fr', fullName: 'Idle Deux', userType: 'individual' });
    await t.db
      .update(session)
      .set({ lastSeenAt: minutesAgo(31) })
      .where(eq(session.token, (await t.db.select().from(session).orderBy(desc(session.createdAt)).limit(1))[0]!.token));
    const res = await get('/api/auth/get-session', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('records the last use at most once a minute per session', async () => {
    const recent = minutesAgo(0.5);
    await lastUsed(recent, company.id);
    expect((await get('/api/notifications', company.cookie)).statusCode).toBe(200);
    expect((await sessionOf(company))?.lastSeenAt.getTime()).toBe(recent.getTime());

    const older = minutesAgo(2);
    await lastUsed(older, company.id);
    const before = Date.now();
    expect((await get('/api/notifications', company.cookie)).statusCode).toBe(200);
    const touched = (await sessionOf(company))!.lastSeenAt.getTime();
    expect(touched).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a new timeout into account at once (the cached settings are dropped on save)', async () => {
    await lastUsed(minutesAgo(5), company.id);
    expect((await get('/api/notifications', company.cookie)).statusCode).toBe(200);
    await lastUsed(minutesAgo(5), company.id);
    await save({ sessionTimeout: 2 });
    expect((await get('/api/notifications', company.cookie)).statusCode).toBe(401);
  });
});

describe('maintenance mode', () => {
  beforeEach(() => save({ maintenanceMode: true }));

  it('answers 503 with Retry-After and the MAINTENANCE code to visitors and members on the API', async () => {
    for (const cookie of [undefined, company.cookie]) {
      for (const url of ['/api/catalog/sectors', '/api/notifications', '/api/admin/settings', '/api/me/mail-preferences']) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
        // The reference of the request comes along, as on every 5xx (ADR 0035).
        expect(res.json()).toEqual({ error: { code: 'MAINTENANCE', message: errorMessages.maintenance, requestId: res.headers['x-request-id'] } });
      }
    }
    const contact = await post(t, '/api/contact', { name: 'Léa', email: 'lea@example.fr', userType: 'other', subject: 'Test', message: 'Bonjour' });
    expect(contact.statusCode).toBe(503);
  });

  it('answers pages with the French maintenance page (503) in the site’s language', async () => {
    await save({ maintenanceMode: true, siteName: 'Studio Social', defaultLanguage: 'en' });
    for (const cookie of [undefined, company.cookie]) {
      const res = await get('/search?q=lyon', cookie);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain(maintenanceTexts.title);
      expect(res.body).toContain(maintenanceTexts.message);
      expect(res.body).toContain('Studio Social');
    }
  });

  it('keeps signing in open: the login page, sign-in, the session and viewer reads, the site, health', async () => {
    for (const url of ['/auth/login', '/assets/index.js', '/api/health', '/api/site', '/api/auth/get-session', '/api/me']) {
      expect((await get(url)).statusCode, url).not.toBe(503);
    }
    expect((await get('/api/site')).json()).toMatchObject({ maintenanceMode: true });
    const signedIn = await post(t, '/api/auth/sign-in/email', { email: company.email, password: 'mot-de-passe-solide' });
    expect(signedIn.statusCode).toBe(200);
    expect((await get('/api/me', company.cookie)).json().user).toMatchObject({ email: company.email });
  });

  it('lets admins use the whole site', async () => {
    expect((await get('/api/catalog/sectors', admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/settings', admin.cookie)).json()).toMatchObject({ maintenanceMode: true });
    expect((await get('/search', admin.cookie)).statusCode).not.toBe(503);
  });

  it('ends when the admin turns it off', async () => {
    expect((await get('/api/catalog/sectors')).statusCode).toBe(503);
    await save({ maintenanceMode: false });
    expect((await get('/api/catalog/sectors')).statusCode).toBe(200);
    expect((await get('/api/site')).json()).toMatchObject({ maintenanceMode: false });
  });
});

describe('contact email', () => {
  it('routes the contact form to the configured address, through the outbox, with its delivery job', async () => {
    await save({ contactEmail: 'Support@Studio.fr' });
    const res = await post(t, '/api/contact', {
      name: 'Léa Fontaine',
      email: 'lea@example.fr',
      userType: 'company',
      subject: 'Partenariat',
      message: 'Bonjour !',
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.lastMailTo('support@studio.fr');
    expect(mail).toMatchObject({ subject: '[Contact] Partenariat' });
    expect(mail?.text).toContain('lea@example.fr');
    const jobs = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail.deliver'));
    expect(jobs.some((job) => (job.payload as { outboxId?: string }).outboxId === mail!.id)).toBe(true);
    expect(await t.lastMailTo('contact@cmconnect.fr')).toBeUndefined();
  });
});

describe('site name and language', () => {
  it('names the site and declares its language in mails', async () => {
    await save({ siteName: 'Studio Social', defaultLanguage: 'en' });
    const res = await post(t, '/api/auth/request-password-reset', { email: company.email, redirectTo: '/auth/reset-password' });
    expect(res.statusCode).toBe(200);
    const mail = await t.lastMailTo(company.email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe - Studio Social');
    expect(mail?.text).toContain("L'équipe Studio Social");
    expect(mail?.text).not.toContain('CM Connect');
    expect(mail?.html).toMatch(/<html [^>]*lang="en"/);
  });

  // The served index.html's title and <html lang>: src/server/modules/seo/routes.test.ts.
  it('gives the site name, contact address and language to the web app (/api/site) at once', async () => {
    await save({ siteName: 'Studio <Social>', contactEmail: 'equipe@studio.fr', defaultLanguage: 'en' });
    expect((await get('/api/site')).json()).toEqual({
      siteName: 'Studio <Social>',
      contactEmail: 'equipe@studio.fr',
      defaultLanguage: 'en',
      maintenanceMode: false,
    });
    await save({});
    expect((await get('/api/site')).json()).toEqual({
      siteName: 'CM Connect',
      contactEmail: 'contact@cmconnect.fr',
      defaultLanguage: 'fr',
      maintenanceMode: false,
    });
  });

  it('leaves mails of the defaults as they were', async () => {
    const count = (await t.db.select().from(mailOutbox)).length;
    await post(t, '/api/auth/request-password-reset', { email: company.email, redirectTo: '/auth/reset-password' });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(count + 1);
    expect((await t.lastMailTo(company.email))?.subject).toBe('Réinitialisation de votre mot de passe - CM Connect');
  });
});
