import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginMessages, registrationMessages } from '#contracts/auth-messages';
import { account, communityManagers, companies, profiles, user, userSkills } from '#server/db/schema/index';
import { createTestApp, post, registration, signUpAndIn, verifyEmail, type TestApp } from '#server/testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createSector('E-commerce');
  await t.createSector('Mode & Beauté');
});
afterAll(() => t.close());

const register = (overrides: Parameters<typeof registration>[0]) => post(t, '/api/accounts/register', registration(overrides));

async function countRows(email: string) {
  const [users] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .where(eq(user.email, email));
  const [profileRows] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.email, email));
  return { users: users?.n ?? 0, profiles: profileRows?.n ?? 0 };
}

describe('registration', () => {
  it('creates a company account with its company record and sends a verification mail', async () => {
    const res = await register({ email: 'societe@example.fr', companyName: 'Les Jardins de Lyon' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ email: 'societe@example.fr' });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'societe@example.fr'));
    expect(profile).toMatchObject({ userType: 'company', location: 'Lyon', searchRadiusKm: 50, bio: null });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, profile!.id));
    expect(company?.companyName).toBe('Les Jardins de Lyon');
    const [credential] = await t.db.select().from(account).where(eq(account.userId, profile!.id));
    expect(credential?.password).not.toContain('mot-de-passe-solide');

    const mail = await t.lastMailTo('societe@example.fr');
    expect(mail?.subject).toContain('Confirmez votre adresse email');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it("names a company 'Entreprise' when no company name is given", async () => {
    const res = await register({ email: 'sansnom@example.fr', companyName: '' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select({ name: companies.companyName })
      .from(companies)
      .innerJoin(profiles, eq(profiles.id, companies.id))
      .where(eq(profiles.email, 'sansnom@example.fr'));
    expect(row?.name).toBe('Entreprise');
  });

  it('creates a community manager with specialties without a level, not remote, and the radius chosen', async () => {
    const instagram = await t.createSkill('Instagram');
    const tiktok = await t.createSkill('TikTok');
    const res = await register({
      userType: 'community_manager',
      email: 'cm@example.fr',
      specialties: [instagram.id, tiktok.id],
      searchRadiusKm: 120,
      latitude: 45.75,
      longitude: 4.85,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'cm@example.fr'));
    expect(profile).toMatchObject({ userType: 'community_manager', searchRadiusKm: 120, latitude: 45.75 });
    // Nobody was asked for a level nor about remote work (ADR 0052): nothing is stored for them.
    const managers = await t.db.select().from(communityManagers).where(eq(communityManagers.id, profile!.id));
    expect(managers.map((m) => m.remoteOk)).toEqual([false]);
    const skills = await t.db.select().from(userSkills).where(eq(userSkills.userId, profile!.id));
    expect(skills.map((s) => s.proficiencyLevel)).toEqual([null, null]);
    const publicProfile = (await t.app.inject({ method: 'GET', url: `/api/profiles/${profile!.id}` })).json().profile;
    expect(publicProfile).toMatchObject({ remoteOk: false });
    expect(publicProfile.skills.map((s: { proficiencyLevel: number | null }) => s.proficiencyLevel)).toEqual([null, null]);
  });

  it("gives an individual the bio 'Secteur d'activité: {sector}'", async () => {
    const res = await register({ userType: 'individual', email: 'perso@example.fr', industrySector: 'Mode & Beauté' });
    expect(res.statusCode).toBe(201);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, 'perso@example.fr'));
    expect(profile?.bio).toBe("Secteur d'activité: Mode & Beauté");
    expect(await t.db.select().from(companies).where(eq(companies.id, profile!.id))).toHaveLength(0);
  });

  it.each([
    ['email', { email: 'pas-un-email' }, registrationMessages.email],
    ['password', { password: 'court', confirmPassword: 'court' }, registrationMessages.password],
    ['confirmPassword', { confirmPassword: 'autrechose1' }, registrationMessages.confirmPassword],
    ['fullName', { fullName: 'A' }, registrationMessages.fullName],
    ['location', { location: 'L' }, registrationMessages.location],
    ['phone', { phone: '12ab' }, registrationMessages.phone],
    ['industrySector', { industrySector: '' }, registrationMessages.industrySector],
    ['acceptTerms', { acceptTerms: false }, registrationMessages.acceptTerms],
  ] as const)('refuses an invalid %s with the spec message and creates nothing', async (field, overrides, message) => {
    const email = `invalide-${field.toLowerCase()}@example.fr`;
    const res = await register({ email, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.fields[field]).toBe(message);
    expect(await countRows(email)).toEqual({ users: 0, profiles: 0 });
  });

  it('refuses an unknown account type and an unknown sector', async () => {
    const badType = await post(t, '/api/accounts/register', { ...registration({ email: 'x@example.fr' }), userType: 'admin' });
    expect(badType.statusCode).toBe(400);
    const badSector = await register({ email: 'y@example.fr', industrySector: 'Inexistant' });
    expect(badSector.statusCode).toBe(400);
    expect(badSector.json().error.fields.industrySector).toBe(registrationMessages.industrySector);
  });

  it('answers a taken address like a new one, creates nothing and mails its owner instead', async () => {
    await register({ email: 'double@example.fr', fullName: 'Denise Double' });
    const passwordOf = async () =>
      (
        await t.db
          .select({ password: account.password })
          .from(account)
          .innerJoin(user, eq(user.id, account.userId))
          .where(eq(user.email, 'double@example.fr'))
      )[0]?.password;
    const before = await passwordOf();
    const fresh = await register({ email: 'nouveau-double@example.fr' });
    const again = await register({
      email: 'DOUBLE@example.fr',
      userType: 'individual',
      password: 'autre-mot-de-passe-solide',
      confirmPassword: 'autre-mot-de-passe-solide',
    });
    expect(again.statusCode).toBe(201);
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual({ email: 'double@example.fr' });
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
    expect(await countRows('double@example.fr')).toEqual({ users: 1, profiles: 1 });
    expect(await passwordOf()).toBe(before);

    const mail = await t.lastMailTo('double@example.fr');
    expect(mail?.subject).toBe('Tentative d’inscription avec votre adresse - CM Connect');
    expect(mail?.text).toContain('Bonjour Denise Double,');
    expect(mail?.text).toContain('http://localhost:3000/auth/login');
    expect(mail?.text).toContain('http://localhost:3000/auth/forgot-password');
    expect(mail?.text).not.toContain('verify-email');
  });

  it('takes about as long for a taken address as for a new one (the password is hashed either way)', async () => {
    await register({ email: 'chrono@example.fr' });
    const timed = async (email: string) => {
      const start = performance.now();
      expect((await register({ email })).statusCode).toBe(201);
      return performance.now() - start;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      taken.push(await timed('chrono@example.fr'));
      fresh.push(await timed(`chrono-${i}@example.fr`));
    }
    // Without hashing, a taken address answers an order of magnitude faster.
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.4);
  });

  it('leaves no account behind when a later step fails (one transaction)', async () => {
    await t.db.execute(sql`CREATE FUNCTION fail_cm() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER fail_cm BEFORE INSERT ON community_managers FOR EACH ROW EXECUTE FUNCTION fail_cm()`);
    try {
      const res = await register({ userType: 'community_manager', email: 'atomique@example.fr' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toMatch(/^Erreur lors de la création du profil Community Manager: /);
      expect(await countRows('atomique@example.fr')).toEqual({ users: 0, profiles: 0 });
    } finally {
      await t.db.execute(sql`DROP TRIGGER fail_cm ON community_managers`);
      await t.db.execute(sql`DROP FUNCTION fail_cm()`);
    }
  });
  it('writes the verification mail in the registration transaction: no account without its mail', async () => {
    await t.db.execute(sql`CREATE FUNCTION fail_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER fail_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION fail_mail()`);
    try {
      const res = await register({ email: 'sans-mail@example.fr' });
      expect(res.statusCode).toBe(500);
      expect(await countRows('sans-mail@example.fr')).toEqual({ users: 0, profiles: 0 });
    } finally {
      await t.db.execute(sql`DROP TRIGGER fail_mail ON mail_outbox`);
      await t.db.execute(sql`DROP FUNCTION fail_mail()`);
    }
    const retried = await register({ email: 'sans-mail@example.fr' });
    expect(retried.statusCode).toBe(201);
    expect((await t.lastMailTo('sans-mail@example.fr'))?.subject).toBe('Confirmez votre adresse email - CM Connect');
  });
});

describe('verification and sign-in', () => {
  it('refuses to sign in before the email is verified, then accepts after the link', async () => {
    await register({ email: 'verif@example.fr' });
    const early = await post(t, '/api/auth/sign-in/email', { email: 'verif@example.fr', password: 'mot-de-passe-solide' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: loginMessages.emailNotVerified });

    const clicked = await verifyEmail(t, 'verif@example.fr');
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe('/auth/login?verified=1');

    const signedIn = await post(t, '/api/auth/sign-in/email', { email: 'verif@example.fr', password: 'mot-de-passe-solide' });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((c) => c.name.endsWith('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('resends a verification link on request', async () => {
    await register({ email: 'renvoi@example.fr' });
    const before = await t.lastMailTo('renvoi@example.fr');
    const res = await post(t, '/api/auth/send-verification-email', {
      email: 'renvoi@example.fr',
      callbackURL: '/auth/login?verified=1',
    });
    expect(res.statusCode).toBe(200);
    const after = await t.lastMailTo('renvoi@example.fr');
    expect(after?.id).not.toBe(before?.id);
    expect((await verifyEmail(t, 'renvoi@example.fr')).statusCode).toBe(302);
  });

  it("maps wrong credentials to 'Email ou mot de passe incorrect', whether or not the account exists", async () => {
    await signUpAndIn(t, { email: 'connu@example.fr' });
    for (const body of [
      { email: 'connu@example.fr', password: 'mauvais-mot' },
      { email: 'inconnu@example.fr', password: 'mot-de-passe-solide' },
    ]) {
      const res = await post(t, '/api/auth/sign-in/email', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: loginMessages.invalidCredentials });
    }
  });

  it("answers a sign-in with a malformed address 'Email invalide'", async () => {
    const res = await post(t, '/api/auth/sign-in/email', { email: 'pas-un-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: registrationMessages.email });
  });

  it('returns the signed-in user from /api/me and forgets it after sign-out', async () => {
    const cookie = await signUpAndIn(t, { email: 'moi@example.fr', userType: 'individual', fullName: 'Marie Curie' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email: 'moi@example.fr', fullName: 'Marie Curie', userType: 'individual', isAdmin: false });

    const out = await post(t, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });

  it('refuses a cookie-carrying mutation from another origin', async () => {
    const cookie = await signUpAndIn(t, { email: 'csrf@example.fr' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) => post(t, '/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });

  it('answers the same whether or not the email exists', async () => {
    await signUpAndIn(t, { email: 'oubli@example.fr' });
    const known = await requestReset('oubli@example.fr');
    const unknown = await requestReset('personne@example.fr');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.lastMailTo('personne@example.fr')).toBeUndefined();
  });

  it('resets through the mailed link, then the new password works and the old one does not', async () => {
    await signUpAndIn(t, { email: 'reset@example.fr' });
    await requestReset('reset@example.fr');
    const mail = await t.lastMailTo('reset@example.fr');
    expect(mail?.subject).toContain('Réinitialisation');
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, 'http://localhost:3000');
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post(t, '/api/auth/reset-password', { newPassword: 'nouveau-secret', token });
    expect(reset.statusCode).toBe(200);
    const oldPassword = await post(t, '/api/auth/sign-in/email', { email: 'reset@example.fr', password: 'mot-de-passe-solide' });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post(t, '/api/auth/sign-in/email', { email: 'reset@example.fr', password: 'nouveau-secret' });
    expect(newPassword.statusCode).toBe(200);

    const reused = await post(t, '/api/auth/reset-password', { newPassword: 'encore-autre', token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({ code: 'INVALID_TOKEN', message: loginMessages.invalidResetLink });
  });
});
