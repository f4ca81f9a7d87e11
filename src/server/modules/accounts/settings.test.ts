import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUserType } from '#contracts/accounts-terms';
import { changePasswordMessages, DELETED_ACCOUNT_NAME, deleteAccountMessages, sessionsMessages } from '#contracts/account-settings-terms';
import { profileMessages } from '#contracts/profiles-terms';
import {
  account,
  applications,
  entitlements,
  missions,
  managerSearch,
  messages,
  notifications,
  orders,
  profiles,
  reviews,
  session,
  skills,
  user,
  userSkills,
} from '#server/db/schema/index';
import { cookieFrom, createTestApp, post, registration, signUpAndIn, TEST_ORIGIN, verifyEmail, type TestApp } from '#server/testing/app';
import { aBid } from '#server/testing/members';

let t: TestApp;
const PASSWORD = 'mot-de-passe-solide';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Member = { id: string; email: string; fullName: string; cookie: string };

async function join(userType: TUserType, fullName: string, extra: Parameters<typeof registration>[0] = {}): Promise<Member> {
  const email = `${fullName.toLowerCase().replace(/\s+/g, '.')}@example.fr`;
  const cookie = await signUpAndIn(t, { userType, email, fullName, ...extra });
  const [profile] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return { id: profile!.id, email, fullName, cookie };
}

function signIn(email: string, password: string, userAgent = FIREFOX_WINDOWS) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, 'user-agent': userAgent },
  });
}
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const viewerOf = async (cookie: string) => (await get('/api/me', cookie)).json().user as { id: string; email: string } | null;

beforeAll(async () => {
  t = await createTestApp();
  await buildClairesWorld();
});
afterAll(() => t.close());

describe('change password', () => {
  it('needs the current password, refuses a short one, then signs every other session out', async () => {
    const paul = await join('individual', 'Paul Martin');
    const phone = await signIn(paul.email, PASSWORD, SAFARI_IPHONE);
    const phoneCookie = cookieFrom(phone);
    expect(await viewerOf(phoneCookie)).not.toBeNull();

    const wrong = await post(t, '/api/auth/change-password', { currentPassword: 'pas-le-bon', newPassword: 'nouveau-secret-1' }, paul.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(changePasswordMessages.currentWrong);
    const short = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'court' }, paul.cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(changePasswordMessages.tooShort);
    expect(await viewerOf(phoneCookie)).not.toBeNull();

    // The client does not ask for it: the server signs the other sessions out anyway.
    const changed = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'nouveau-secret-1' }, paul.cookie);
    expect(changed.statusCode).toBe(200);
    expect(await viewerOf(phoneCookie)).toBeNull();
    // The tab that changed it stays signed in, on the new session it was given.
    expect(await viewerOf(cookieFrom(changed))).toMatchObject({ id: paul.id });
    expect((await signIn(paul.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(paul.email, 'nouveau-secret-1')).statusCode).toBe(200);
  });

  it('refuses the anonymous', async () => {
    const res = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'nouveau-secret-1' });
    expect(res.statusCode).toBe(401);
  });
});

describe('change email', () => {
  it('takes effect only once the link mailed to the new address is followed; the profile follows', async () => {
    const emma = await join('community_manager', 'Emma Petit');
    const requested = await post(
      t,
      '/api/auth/change-email',
      { newEmail: 'emma.nouvelle@example.fr', callbackURL: '/dashboard/compte' },
      emma.cookie,
    );
    expect(requested.statusCode).toBe(200);

    const mail = await t.lastMailTo('emma.nouvelle@example.fr');
    expect(mail?.subject).toBe('Confirmez votre nouvelle adresse email - CM Connect');
    // Nothing changed yet.
    expect((await viewerOf(emma.cookie))?.email).toBe(emma.email);
    const [before] = await t.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, emma.id));
    expect(before!.email).toBe(emma.email);
    expect((await signIn('emma.nouvelle@example.fr', PASSWORD)).statusCode).toBe(401);

    const followed = await verifyEmail(t, 'emma.nouvelle@example.fr');
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/dashboard/compte');
    const [after] = await t.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, emma.id));
    expect(after!.email).toBe('emma.nouvelle@example.fr');
    const [authUser] = await t.db.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, emma.id));
    expect(authUser).toEqual({ email: 'emma.nouvelle@example.fr', emailVerified: true });
    expect((await signIn('emma.nouvelle@example.fr', PASSWORD)).statusCode).toBe(200);
    expect((await signIn(emma.email, PASSWORD)).statusCode).toBe(401);
    // The previous address is told.
    const notice = await t.lastMailTo(emma.email);
    expect(notice?.subject).toBe('Votre adresse email a été modifiée - CM Connect');
    expect(notice?.text).toContain('emma.nouvelle@example.fr');
  });

  it('answers the same for an address already taken, and changes nothing', async () => {
    const hugo = await join('company', 'Hugo Bernard', { phone: '+33 6 11 11 11 11' });
    const lea = await join('company', 'Lea Robert', { phone: '+33 6 22 22 22 22' });
    const mailsToLea = (await t.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = ${lea.email}`)) as unknown as {
      rows: { n: number }[];
    };

    const taken = await post(t, '/api/auth/change-email', { newEmail: lea.email }, hugo.cookie);
    const free = await post(t, '/api/auth/change-email', { newEmail: 'hugo.libre@example.fr' }, hugo.cookie);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());

    const after = (await t.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = ${lea.email}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(after.rows[0]!.n).toBe(mailsToLea.rows[0]!.n);
    const [hugoNow] = await t.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, hugo.id));
    expect(hugoNow!.email).toBe(hugo.email);
  });
});

describe('sessions', () => {
  it('lists the own active sessions with device, browser and IP, the current one marked, never a token', async () => {
    const nina = await join('individual', 'Nina Lefevre', { phone: '+33 6 33 33 33 33' });
    const laptop = cookieFrom(await signIn(nina.email, PASSWORD, FIREFOX_WINDOWS));
    await signIn(nina.email, PASSWORD, SAFARI_IPHONE);

    const res = await get('/api/account/sessions', laptop);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as { sessions: { id: string; device: string; browser: string; ipAddress: string; current: boolean }[] };
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, device: 'Ordinateur', browser: 'Firefox sur Windows', ipAddress: '127.0.0.1' });
    expect(sessions.filter((item) => item.current)).toHaveLength(1);
    expect(sessions.some((item) => item.device === 'Mobile' && item.browser === 'Safari sur iOS')).toBe(true);
    const tokens = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, nina.id));
    for (const { token } of tokens) expect(res.body).not.toContain(token);
  });

  it('records the address the server resolved, not one a client forged in X-Forwarded-For', async () => {
    const yves = await join('company', 'Yves Durand', { phone: '+33 6 66 66 66 66' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: yves.email, password: PASSWORD },
      remoteAddress: '198.51.100.7',
      headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, 'user-agent': FIREFOX_WINDOWS, 'x-forwarded-for': '203.0.113.66' },
    });
    expect(forged.statusCode).toBe(200);
    const { sessions } = (await get('/api/account/sessions', cookieFrom(forged))).json() as { sessions: { ipAddress: string; current: boolean }[] };
    expect(sessions.find((item) => item.current)?.ipAddress).toBe('198.51.100.7');
  });

  it("ends one of one's own sessions, never someone else's, and all the others at once", async () => {
    const omar = await join('community_manager', 'Omar Garcia', { phone: '+33 6 44 44 44 44' });
    const other = await join('community_manager', 'Rose Moreau', { phone: '+33 6 55 55 55 55' });
    const phoneCookie = cookieFrom(await signIn(omar.email, PASSWORD, SAFARI_IPHONE));
    const tabletCookie = cookieFrom(await signIn(omar.email, PASSWORD, SAFARI_IPHONE));
    const [otherSession] = await t.db.select({ id: session.id }).from(session).where(eq(session.userId, other.id));

    const foreign = await post(t, `/api/account/sessions/${otherSession!.id}/revoke`, {}, omar.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(sessionsMessages.notFound);
    expect(await viewerOf(other.cookie)).not.toBeNull();
    expect((await post(t, '/api/account/sessions/pas-un-id/revoke', {}, omar.cookie)).statusCode).toBe(404);

    const listed = (await get('/api/account/sessions', phoneCookie)).json().sessions as { id: string; current: boolean }[];
    const phone = listed.find((item) => item.current)!;
    const ended = await post(t, `/api/account/sessions/${phone.id}/revoke`, {}, omar.cookie);
    expect(ended.statusCode).toBe(200);
    expect(await viewerOf(phoneCookie)).toBeNull();
    expect(await viewerOf(tabletCookie)).not.toBeNull();

    const others = await post(t, '/api/account/sessions/revoke-others', {}, omar.cookie);
    expect(others.json()).toEqual({ revoked: 1 });
    expect(await viewerOf(tabletCookie)).toBeNull();
    expect(await viewerOf(omar.cookie)).not.toBeNull();
    expect(await viewerOf(other.cookie)).not.toBeNull();
  });

  it("keeps Better Auth's token-revealing session endpoints off", async () => {
    const nina = await signIn('nina.lefevre@example.fr', PASSWORD);
    const listed = await get('/api/auth/list-sessions', cookieFrom(nina));
    expect(listed.statusCode).toBe(404);
    expect(listed.body).not.toContain('token');
  });

  it('refuses the anonymous', async () => {
    expect((await get('/api/account/sessions')).statusCode).toBe(401);
    expect((await post(t, '/api/account/sessions/revoke-others', {})).statusCode).toBe(401);
  });
});

/** Claire's world: a company with missions, applications, a conversation, a review, an order. */
const claireData = { phone: '+33 6 98 76 54 32', companyName: 'Atelier Céramique Dubois' };
let claire: Member;
let camille: Member;
let lucas: Member;
const world = { openJobId: '', draftJobId: '', doneJobId: '', pendingApplicationId: '' };

/** Built with the file's fixtures: the export and the deletion read it. */
async function buildClairesWorld() {
  claire = await join('company', 'Claire Dubois', claireData);
  camille = await join('community_manager', 'Camille Laurent', { phone: '+33 6 10 20 30 40' });
  lucas = await join('community_manager', 'Lucas Fontaine', { phone: '+33 6 50 60 70 80' });
  const [done] = await t.db
    .insert(missions)
    .values({ title: 'Lancement de la boutique', description: 'Campagne de lancement sur Instagram.', clientId: claire.id, status: 'open' })
    .returning();
  const [open] = await t.db
    .insert(missions)
    .values({ title: 'Animation Facebook', description: 'Deux publications par semaine.', clientId: claire.id, status: 'open' })
    .returning();
  const [draft] = await t.db
    .insert(missions)
    .values({ title: 'Brouillon TikTok', description: 'Idée de mission à préciser.', clientId: claire.id, status: 'draft' })
    .returning();
  world.doneJobId = done!.id;
  world.openJobId = open!.id;
  world.draftJobId = draft!.id;
  await t.db.insert(entitlements).values([
    { userId: camille.id, purpose: 'application', targetId: done!.id },
    { userId: lucas.id, purpose: 'application', targetId: open!.id },
  ]);
  const applied = await post(
    t,
    `/api/jobs/${done!.id}/applications`,
    { coverLetter: 'Bonjour, je connais bien la mode.', bid: aBid() },
    camille.cookie,
  );
  expect(applied.statusCode).toBe(201);
  const accepted = await t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${applied.json().application.id}`,
    payload: { status: 'accepted' },
    headers: { origin: TEST_ORIGIN, cookie: claire.cookie },
  });
  expect(accepted.statusCode).toBe(200);
  const pending = await post(t, `/api/jobs/${open!.id}/applications`, { coverLetter: 'Disponible dès lundi.', bid: aBid() }, lucas.cookie);
  world.pendingApplicationId = pending.json().application.id;
  expect((await post(t, '/api/messages', { receiverId: camille.id, content: 'Voici le brief de la campagne.' }, claire.cookie)).statusCode).toBe(201);
  expect((await post(t, '/api/messages', { receiverId: claire.id, content: 'Merci, je commence demain.' }, camille.cookie)).statusCode).toBe(201);
  await t.db.insert(messages).values({ senderId: camille.id, receiverId: claire.id, content: 'Premier bilan envoyé.' });
  await t.db.insert(reviews).values([
    {
      reviewerId: claire.id,
      reviewedId: camille.id,
      jobId: done!.id,
      rating: 5,
      comment: 'Excellent travail, très réactive.',
      publishedAt: new Date(),
    },
    { reviewerId: camille.id, reviewedId: claire.id, jobId: done!.id, rating: 4, comment: 'Cliente claire et précise.', publishedAt: new Date() },
  ]);
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: claire.id,
      priceId: 'price_contact',
      purpose: 'contact',
      targetId: lucas.id,
      amountCents: 300,
      provider: 'simulator',
      orderStatus: 'completed',
      paymentStatus: 'paid',
    })
    .returning();
  await t.db.insert(entitlements).values({ userId: claire.id, purpose: 'contact', targetId: lucas.id, orderId: order!.id });
}

describe('export my data', () => {
  it('downloads everything stored about the member as a JSON attachment, without any secret', async () => {
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/me/favourites/managers/${camille.id}`,
      headers: { origin: TEST_ORIGIN, cookie: claire.cookie },
    });
    expect(kept.statusCode).toBe(204);
    const res = await get('/api/account/export', claire.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cm-connect-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ id: claire.id, email: claire.email, name: 'Claire Dubois' });
    expect(data.profile).toMatchObject({ fullName: 'Claire Dubois', phone: claireData.phone, industrySector: 'E-commerce' });
    expect(data.company).toMatchObject({ companyName: 'Atelier Céramique Dubois' });
    expect(data.missions.map((job: { title: string }) => job.title).sort()).toEqual([
      'Animation Facebook',
      'Brouillon TikTok',
      'Lancement de la boutique',
    ]);
    expect(data.missions[0]).not.toHaveProperty('searchVector');
    expect(data.applicationsReceived).toHaveLength(2);
    expect(data.messagesSent.map((m: { content: string }) => m.content)).toEqual(['Voici le brief de la campagne.']);
    expect(data.messagesReceived.map((m: { content: string }) => m.content)).toEqual(['Merci, je commence demain.', 'Premier bilan envoyé.']);
    expect(data.reviewsWritten).toHaveLength(1);
    expect(data.reviewsReceived).toMatchObject([{ rating: 4, reviewerName: 'Camille Laurent' }]);
    expect(data.favourites).toMatchObject({ managers: [{ managerId: camille.id, fullName: 'Camille Laurent' }], missions: [] });
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.orders).toMatchObject([{ amountCents: 300, paymentStatus: 'paid' }]);
    expect(data.entitlements).toHaveLength(1);
    expect(data.mailPreferences).toEqual({ optedOut: [] });
    expect(data.sessions.length).toBeGreaterThan(0);

    const [credential] = await t.db.select({ hash: account.password }).from(account).where(eq(account.userId, claire.id));
    const tokens = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, claire.id));
    expect(res.body).not.toContain(credential!.hash!);
    for (const { token } of tokens) expect(res.body).not.toContain(token);
    expect(res.body).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
    // Another member's email is not the member's data.
    expect(res.body).not.toContain(camille.email);
  });

  it('refuses the anonymous', async () => {
    expect((await get('/api/account/export')).statusCode).toBe(401);
  });
});

/** Every row of every table of the public schema, as text, for the personal-data sweep. */
async function everyTableAsText(): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const dump: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const rows = (await t.db.execute(sql.raw(`SELECT * FROM "${name}"`))) as unknown as { rows: unknown[] };
    dump[name] = JSON.stringify(rows.rows).toLowerCase();
  }
  return dump;
}

describe('delete my account', () => {
  it('asks for the password and changes nothing when it is wrong', async () => {
    const missing = await post(t, '/api/account/delete', {}, claire.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(deleteAccountMessages.passwordRequired);
    const wrong = await post(t, '/api/account/delete', { password: 'pas-le-bon' }, claire.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(deleteAccountMessages.passwordWrong);
    expect(await viewerOf(claire.cookie)).toMatchObject({ id: claire.id });
    expect((await post(t, '/api/account/delete', { password: PASSWORD })).statusCode).toBe(401);
  });

  it('erases or anonymises every personal field, keeps messages and payments on a tombstone, and nobody can sign in', async () => {
    const res = await post(t, '/api/account/delete', { password: PASSWORD }, claire.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(res.cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value === '')).toBe(true);
    expect(await viewerOf(claire.cookie)).toBeNull();
    expect((await signIn(claire.email, PASSWORD)).statusCode).toBe(401);

    // No table holds her address, name, phone or company name any more.
    const dump = await everyTableAsText();
    for (const secret of [claire.email, 'Claire Dubois', claireData.phone, claireData.companyName]) {
      const holding = Object.entries(dump).filter(([, text]) => text.includes(secret.toLowerCase()));
      expect(
        holding.map(([table]) => table),
        `"${secret}" still stored`,
      ).toEqual([]);
    }

    const [tombstone] = await t.db.select().from(profiles).where(eq(profiles.id, claire.id));
    expect(tombstone).toMatchObject({ fullName: DELETED_ACCOUNT_NAME, phone: null, bio: null, location: null, avatarUrl: null });
    expect(tombstone!.deletedAt).toBeInstanceOf(Date);
    expect(tombstone!.email).toMatch(/\.invalid$/);
    expect(await t.db.select().from(account).where(eq(account.userId, claire.id))).toEqual([]);
    expect(await t.db.select().from(session).where(eq(session.userId, claire.id))).toEqual([]);

    // Payment records stay, on the anonymous tombstone.
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, claire.id))).toHaveLength(1);
    expect(await t.db.select({ id: entitlements.id }).from(entitlements).where(eq(entitlements.userId, claire.id))).toHaveLength(1);

    // Missions: the draft is gone, the open one closed as abandoned, its pending application rejected and its author told.
    expect(await t.db.select().from(missions).where(eq(missions.id, world.draftJobId))).toEqual([]);
    const [open] = await t.db.select().from(missions).where(eq(missions.id, world.openJobId));
    expect(open).toMatchObject({ status: 'closed', closeOutcome: 'abandoned' });
    const [pending] = await t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, world.pendingApplicationId));
    expect(pending!.status).toBe('rejected');
    await t.app.backgroundJobs.drain(); // the notifier tells after the commit
    const told = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, lucas.id), eq(notifications.type, 'mission.closed')));
    expect(told.map((row) => row.body)).toEqual(['La mission « Animation Facebook » a été clôturée : votre candidature n’a pas été retenue.']);
    expect((await t.lastMailTo(lucas.email))?.text).toContain('« Animation Facebook » a été clôturée');

    // Messages remain for the other party, from 'Compte supprimé', who can no longer write to it.
    expect(await t.db.select({ id: messages.id }).from(messages).where(eq(messages.receiverId, claire.id))).toHaveLength(2);
    const conversations = (await get('/api/messages/conversations', camille.cookie)).json();
    const withClaire = (conversations.conversations ?? conversations).find((c: { partner: { id: string } }) => c.partner.id === claire.id);
    expect(withClaire.partner.fullName).toBe(DELETED_ACCOUNT_NAME);
    const thread = (await get(`/api/messages/with/${claire.id}`, camille.cookie)).json();
    expect(thread.canWrite).toBe(false);
    expect(thread.messages).toHaveLength(3);
    expect((await get(`/api/messages/rights/${claire.id}`, camille.cookie)).json()).toEqual({
      canWrite: false,
      lock: 'account_deleted',
      // Claire had hired Camille: their messages are no longer screened.
      beforeHire: false,
    });

    // Her public profile is not found.
    const profile = await get(`/api/profiles/${claire.id}`);
    expect(profile.statusCode).toBe(404);
    expect(profile.json().error.message).toBe(profileMessages.notFound);
  });

  it('lets the person register again with the same address', async () => {
    expect((await post(t, '/api/account/delete', { password: PASSWORD }, claire.cookie)).statusCode).toBe(200);
    const again = await post(t, '/api/accounts/register', registration({ email: claire.email, fullName: 'Claire Dubois', phone: claireData.phone }));
    expect(again.statusCode).toBe(201);
    await verifyEmail(t, claire.email);
    const signedIn = await signIn(claire.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const viewer = await viewerOf(cookieFrom(signedIn));
    expect(viewer).toMatchObject({ email: claire.email });
    expect(viewer!.id).not.toBe(claire.id);
  });

  it('changes nothing when its last step fails (one transaction)', async () => {
    const skill = await t.createSkill('Stratégie Pinterest');
    const nora = await join('community_manager', 'Nora Lefort', { specialties: [skill.id] });
    await t.db.execute(sql`CREATE FUNCTION fail_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER fail_tombstone BEFORE UPDATE ON "user" FOR EACH ROW EXECUTE FUNCTION fail_tombstone()`);
    try {
      expect((await post(t, '/api/account/delete', { password: PASSWORD }, nora.cookie)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER fail_tombstone ON "user"`);
      await t.db.execute(sql`DROP FUNCTION fail_tombstone()`);
    }
    expect(await viewerOf(nora.cookie)).toMatchObject({ id: nora.id });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, nora.id));
    expect(profile).toMatchObject({ fullName: 'Nora Lefort', email: nora.email, deletedAt: null });
    expect(await t.db.select().from(userSkills).where(eq(userSkills.userId, nora.id))).toHaveLength(1);
    expect(await t.db.select({ id: managerSearch.id }).from(managerSearch).where(eq(managerSearch.id, nora.id))).toHaveLength(1);
    expect((await signIn(nora.email, PASSWORD)).statusCode).toBe(200);
  });

  it('takes a community manager out of search at once', async () => {
    const skill = await t.createSkill('Stratégie TikTok');
    const ines = await join('community_manager', 'Ines Mercier', { phone: '+33 6 77 77 77 77', specialties: [skill.id] });
    await t.db.update(profiles).set({ avatarUrl: '/uploads/avatars/ines.webp' }).where(eq(profiles.id, ines.id));
    const before = (await get('/api/search/managers?q=Mercier')).json();
    expect(JSON.stringify(before)).toContain(ines.id);

    expect((await post(t, '/api/account/delete', { password: PASSWORD }, ines.cookie)).statusCode).toBe(200);
    expect(await t.db.select().from(managerSearch).where(eq(managerSearch.id, ines.id))).toEqual([]);
    expect(await t.db.select().from(userSkills).where(eq(userSkills.userId, ines.id))).toEqual([]);
    expect(await t.db.select({ id: skills.id }).from(skills).where(eq(skills.id, skill.id))).toHaveLength(1);
    const after = (await get('/api/search/managers?q=Mercier')).json();
    expect(JSON.stringify(after)).not.toContain(ines.id);
    const [tombstone] = await t.db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, ines.id));
    expect(tombstone!.avatarUrl).toBeNull();
  });
});
