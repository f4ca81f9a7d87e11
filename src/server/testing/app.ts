import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '#server/app';
import { loadConfig } from '#server/config';
import { industrySectors, mailOutbox, skillCategories, skills, user } from '#server/db/schema/index';
import type { TRegisterRequest } from '#contracts/accounts';
import { createTestDatabase, createTestDatabaseIn } from './database.ts';
import { isolateActivity, isolateMemory } from './isolation.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
/** What `createTestApp` needs on top of its defaults to build the app as in production. */
export const TEST_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'test-production-secret-0123456789abcdef',
} as const;

/**
 * The app on a fresh database and data folder, without a port: requests go through `app.inject`.
 * `databaseInDataDir`: the embedded database in `DATA_DIR/db`, as the server keeps it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppDependencies, 'logStream' | 'mailTransport'> & {
    /** Adds test-only routes before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    databaseInDataDir?: boolean;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cmconnect-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    RATE_LIMIT_AUTH_MAX: '1000',
    // Every test file reads from one address: the per-address miss limit is tested on its own.
    VISITOR_CACHE_MISSES_PER_MINUTE: '0',
    DATA_DIR: dataDir,
    ...env,
  });
  const database = options.databaseInDataDir ? await createTestDatabaseIn(dataDir) : await createTestDatabase();
  const app = await buildApp({ config, database, serveWebApp: false, logStream: options.logStream, mailTransport: options.mailTransport });
  options.extend?.(app);
  await app.ready();
  const { db } = database;
  // Each test starts with this process's caches empty, as after a restart (ADR 0039).
  const forgetMemory = isolateMemory(() => {
    app.visitorCache.clear();
    app.referenceData.clear();
    app.siteSettings.invalidate();
    app.sessionCache.clear();
  });
  const forgetActivity = isolateActivity(app.backgroundJobs);

  return {
    app,
    db,
    /** The database behind the app, to start a second app on it (e.g. `prepareServer`). */
    database,
    config,
    async close() {
      forgetMemory();
      forgetActivity();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Newest mail sent to `to`. */
    async lastMailTo(to: string) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
      return mail;
    },
    // Reference data written here stands for an admin's write, which empties the visitor cache.
    async createSector(name = 'E-commerce') {
      const [sector] = await db.insert(industrySectors).values({ name }).onConflictDoNothing().returning();
      app.visitorCache.clear();
      app.referenceData.clear();
      return sector ?? (await db.select().from(industrySectors).where(eq(industrySectors.name, name)))[0]!;
    },
    async createSkill(name: string, categoryName = 'Réseaux sociaux') {
      const [category] = await db
        .insert(skillCategories)
        .values({ name: categoryName })
        .onConflictDoUpdate({ target: skillCategories.name, set: { name: categoryName } })
        .returning();
      const [skill] = await db.insert(skills).values({ name, categoryId: category!.id }).returning();
      app.visitorCache.clear();
      app.referenceData.clear();
      return skill!;
    },
    async makeAdmin(email: string) {
      await db.update(user).set({ role: 'admin' }).where(eq(user.email, email));
      // As `npm run admin:create` announces it: the member's next request reads the new role.
      app.sessionCache.clear();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The password `registration()` gives every test member (strong enough for the password policy). */
export const TEST_PASSWORD = 'mot-de-passe-solide';

export function registration(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  return {
    userType: 'company',
    email: 'claire@example.fr',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    fullName: 'Claire Dubois',
    companyName: 'Maison Dubois',
    location: 'Lyon',
    phone: '+33 6 12 34 56 78',
    industrySector: 'E-commerce',
    specialties: [],
    acceptTerms: true,
    searchRadiusKm: 50,
    ...overrides,
  };
}

export function post(t: TestApp, url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    // A browser on TEST_ORIGIN: Origin and Host agree (links given back follow the request's origin).
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, ...(cookie ? { cookie } : {}) },
  });
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Follows the verification link from the mailbox (as a user clicking it would). */
export async function verifyEmail(t: TestApp, email: string) {
  const mail = await t.lastMailTo(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: url.pathname + url.search });
}

/** Registers, verifies and signs in; returns the session cookie. */
export async function signUpAndIn(t: TestApp, overrides: Partial<TRegisterRequest> = {}) {
  const data = registration(overrides);
  await t.createSector(data.industrySector);
  const registered = await post(t, '/api/accounts/register', data);
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  await verifyEmail(t, data.email);
  const signedIn = await post(t, '/api/auth/sign-in/email', { email: data.email, password: data.password });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  return cookieFrom(signedIn);
}
