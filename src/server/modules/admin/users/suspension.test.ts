import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '#contracts/auth-messages';
import { adminUsersMessages } from '#contracts/admin-users-terms';
import { notificationTexts } from '#contracts/notifications-terms';
import { auditLog, mailOutbox, notifications, profiles, session } from '#server/db/schema/index';
import { cookieFrom, createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

let t: TestApp;
let admin: Member;
let otherAdmin: Member;
let camille: Member;
let boulangerie: Member;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  otherAdmin = await member(t, 'individual', 'Bertrand');
  await t.makeAdmin(otherAdmin.email);
  camille = await member(t, 'community_manager', 'Camille');
  boulangerie = await member(t, 'company', 'Boulangerie');
  jobId = (await mission(t, boulangerie.id, { title: 'Animer notre compte Instagram' })).id;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const suspend = (id: string, cookie = admin.cookie) => post(t, `/api/admin/users/${id}/suspend`, {}, cookie);
const reactivate = (id: string, cookie = admin.cookie) => post(t, `/api/admin/users/${id}/reactivate`, {}, cookie);
const signIn = (email: string) => post(t, '/api/auth/sign-in/email', { email, password: 'mot-de-passe-solide' });
const sessionsOf = (userId: string) => t.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));
const auditOf = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(auditLog.createdAt);
const managerSearch = async (q: string) => (await get(`/api/search/managers?q=${encodeURIComponent(q)}`)).json<{ total: number }>().total;
const jobSearch = async (q: string) => (await get(`/api/search/jobs?q=${encodeURIComponent(q)}`)).json<{ total: number }>().total;
const sitemap = async () => (await get('/sitemap.xml')).body;
const accountSubjects = [notificationTexts.accountSuspended.title, notificationTexts.accountReactivated.title].map((title) =>
  notificationTexts.mailSubject(title),
);
/** The mails about their account sent to `who`, once the notifier has run. */
const mailsTo = async (who: Member) => {
  await t.app.backgroundJobs.drain();
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, who.email), inArray(mailOutbox.subject, accountSubjects)))
    .orderBy(mailOutbox.createdAt);
};

describe('suspending an account', () => {
  it('is visible to everyone before', async () => {
    expect((await get(`/api/profiles/${camille.id}`)).statusCode).toBe(200);
    expect(await managerSearch('Camille')).toBe(1);
    expect(await jobSearch('Instagram')).toBe(1);
    expect((await get(`/api/jobs/${jobId}`)).statusCode).toBe(200);
    expect(await sitemap()).toContain(`/profile/${camille.id}`);
    expect(await sitemap()).toContain(`/jobs/${jobId}`);
  });

  it('ends the sessions at once, refuses sign-in in French, hides the profile, and writes one audit entry', async () => {
    expect(await sessionsOf(camille.id)).toHaveLength(1);
    const res = await suspend(camille.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: camille.id, fullName: 'Camille', suspendedAt: expect.any(String), isAdmin: false });

    expect(await sessionsOf(camille.id)).toHaveLength(0);
    expect((await get('/api/me/profile', camille.cookie)).statusCode).toBe(401);

    const refused = await signIn(camille.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: loginMessages.accountSuspended });
    expect(refused.cookies.filter((cookie) => cookie.value)).toHaveLength(0);
    expect(await sessionsOf(camille.id)).toHaveLength(0);

    expect((await get(`/api/profiles/${camille.id}`)).statusCode).toBe(404);
    expect(await managerSearch('Camille')).toBe(0);
    expect(await sitemap()).not.toContain(`/profile/${camille.id}`);

    const entries = await auditOf(camille.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, actorName: 'Adeline', action: 'user.suspend', label: 'Camille' });
    expect(entries[0]!.changes.suspendedAt).toMatchObject({ from: null });
  });

  it('tells the member by mail, even one who turned every optional mail off, with no unsubscribe link', async () => {
    await t.db
      .update(profiles)
      .set({ mailOptOuts: ['application_received', 'application_answered', 'review_received'] })
      .where(eq(profiles.id, camille.id));
    await suspend(camille.id);
    await suspend(camille.id); // idempotent: one mail
    const mails = await mailsTo(camille);
    expect(mails.map((mail) => mail.subject)).toEqual([notificationTexts.mailSubject(notificationTexts.accountSuspended.title)]);
    expect(mails[0]!.text).toContain(notificationTexts.accountSuspended.body);
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/contact`);
    expect(mails[0]!.text).not.toMatch(/desinscription/);
    expect(mails[0]!.listUnsubscribe).toBeNull();
  });

  it('treats a session that outlived the suspension as ended', async () => {
    await suspend(camille.id);
    // A session row written behind the suspension's back (as a race could).
    await t.db.insert(session).values({ token: 'leftover-token', userId: camille.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const signed = camille.cookie.replace(/session_token=[^;]+/, 'session_token=leftover-token');
    expect((await get('/api/me/profile', signed)).statusCode).toBe(401);
    await t.db.delete(session).where(eq(session.token, 'leftover-token'));
  });

  it('is idempotent: suspending a suspended account changes nothing', async () => {
    expect((await suspend(camille.id)).statusCode).toBe(200);
    expect((await suspend(camille.id)).statusCode).toBe(200);
    expect(await auditOf(camille.id)).toHaveLength(1);
  });

  it("takes a client's missions off the public site (search, detail, sitemap)", async () => {
    expect((await suspend(boulangerie.id)).statusCode).toBe(200);
    expect(await jobSearch('Instagram')).toBe(0);
    expect((await get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
    // Members too; admins still open it from the back-office, to review it.
    expect((await get(`/api/jobs/${jobId}`, camille.cookie)).statusCode).toBe(404);
    expect((await get(`/api/jobs/${jobId}`, otherAdmin.cookie)).statusCode).toBe(200);
    expect(await sitemap()).not.toContain(`/jobs/${jobId}`);
    expect((await get(`/api/profiles/${boulangerie.id}`)).statusCode).toBe(404);
  });

  it('shows the suspension in the admin list', async () => {
    await suspend(camille.id);
    const res = await get('/api/admin/users?q=camille', admin.cookie);
    expect(res.json().items).toEqual([expect.objectContaining({ id: camille.id, suspendedAt: expect.any(String) })]);
  });
});

describe('reactivating an account', () => {
  it('lets the member sign in again and brings the profile and missions back, with one audit entry', async () => {
    await suspend(camille.id);
    await suspend(boulangerie.id);
    const res = await reactivate(camille.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: camille.id, suspendedAt: null });
    const signedIn = await signIn(camille.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await get('/api/me/profile', cookieFrom(signedIn))).statusCode).toBe(200);
    expect((await get(`/api/profiles/${camille.id}`)).statusCode).toBe(200);
    expect(await managerSearch('Camille')).toBe(1);
    expect(await sitemap()).toContain(`/profile/${camille.id}`);
    const entries = await auditOf(camille.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.suspend', 'user.reactivate']);
    expect(entries[1]!.changes.suspendedAt).toMatchObject({ to: null });

    expect((await reactivate(boulangerie.id)).statusCode).toBe(200);
    expect(await jobSearch('Instagram')).toBe(1);
    expect((await get(`/api/jobs/${jobId}`)).statusCode).toBe(200);
    expect(await sitemap()).toContain(`/jobs/${jobId}`);
  });

  it('tells the member, in the app and by mail, that they can sign in again', async () => {
    await suspend(camille.id);
    await reactivate(camille.id);
    const texts = notificationTexts.accountReactivated;
    expect((await mailsTo(camille)).map((mail) => mail.subject)).toEqual([
      notificationTexts.mailSubject(notificationTexts.accountSuspended.title),
      notificationTexts.mailSubject(texts.title),
    ]);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, camille.id));
    expect(notices).toEqual([expect.objectContaining({ type: 'account.reactivated', title: texts.title, body: texts.body, read: false })]);
  });

  it('changes nothing on an active account', async () => {
    expect((await reactivate(camille.id)).statusCode).toBe(200);
    expect(await mailsTo(camille)).toHaveLength(0);
    expect(await auditOf(camille.id)).toHaveLength(0);
  });
});

describe('refusals', () => {
  it('refuses to suspend oneself (409) or another admin (403), in French, and changes nothing', async () => {
    const self = await suspend(admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(adminUsersMessages.cannotSuspendSelf);
    const other = await suspend(otherAdmin.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(adminUsersMessages.cannotSuspendAdmin);
    expect(await sessionsOf(otherAdmin.id)).toHaveLength(1);
    expect(await auditOf(admin.id)).toHaveLength(0);
    expect(await auditOf(otherAdmin.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown, malformed or deleted account', async () => {
    expect((await suspend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await suspend('not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.message).toBe(adminUsersMessages.notFound);
    expect((await reactivate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await post(t, `/api/admin/users/${boulangerie.id}/suspend`, {})).statusCode).toBe(401);
    const memberCookie = cookieFrom(await signIn(camille.email));
    expect((await suspend(boulangerie.id, memberCookie)).statusCode).toBe(403);
  });
});
