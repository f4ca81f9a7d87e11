import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PRODUCT, SIMULATOR_CARDS } from '#contracts/payments-terms';
import { buildApp } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import type { Db } from '#server/db/client';
import { openMigratedDatabase } from '#server/db/open';
import { seedDemoData } from '#server/db/seed/index';
import { cookieFrom, createTestApp, post, TEST_ORIGIN, type TestApp, TEST_PASSWORD } from '#server/testing/app';
import { testDatabaseUrl } from '#server/testing/database';
import { member, type Member } from '#server/testing/members';
import { multipartBody, testImage } from '#server/testing/upload';
import { NotABackupError } from './archive.ts';
import { createBackup, restoreFromBackup, type BackupResult } from './commands.ts';
import { RestoreRefusedError } from './restore.ts';
import { startServerBackups } from './server.ts';

/** PostgreSQL when the suite runs against a server (TEST_DATABASE_URL), else the embedded database. */
const serverUrl = process.env.TEST_DATABASE_URL;
const engine = serverUrl ? 'postgres' : 'pglite';

let t: TestApp;
let work: string;
let cm: Member;
let company: Member;
let avatarUrl: string;
let backup: BackupResult;
const emptyDatabases: string[] = [];

/** A new empty database on the test server (PostgreSQL runs only). */
async function emptyDatabase(): Promise<string> {
  const name = `cm_restore_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  emptyDatabases.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The configuration of an installation restored into a new data folder (and a new empty database). */
async function restoredConfig(): Promise<Config> {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(work, 'restored-')),
    ...(serverUrl ? { DATABASE_URL: await emptyDatabase() } : {}),
  });
}

/** Row counts of what members and the demo data put in the database. */
async function counts(db: Db) {
  const tables = ['user', 'profiles', 'jobs', 'applications', 'messages', 'orders', 'entitlements', 'reviews', 'blog_posts'];
  const result = await db.execute(sql.raw(`SELECT ${tables.map((name) => `(SELECT count(*)::int FROM "${name}") AS "${name}"`).join(', ')}`));
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
}

beforeAll(async () => {
  t = await createTestApp({ BACKUP_INTERVAL_HOURS: '0' }, { databaseInDataDir: true });
  work = mkdtempSync(path.join(os.tmpdir(), 'cm-backup-test-'));
  await seedDemoData(t.db);
  cm = await member(t, 'community_manager', 'Camille');
  company = await member(t, 'company', 'Boulangerie');

  const photo = await multipartBody('avatar', await testImage('png'), 'photo.png', 'image/png');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/me/avatar',
    headers: { origin: TEST_ORIGIN, 'content-type': photo.contentType, cookie: cm.cookie },
    payload: photo.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  avatarUrl = uploaded.json<{ avatarUrl: string }>().avatarUrl;

  // The company pays (card simulator) to contact Camille, then they exchange messages.
  const checkout = await post(
    t,
    '/api/checkout',
    { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose: 'contact', targetId: cm.id },
    company.cookie,
  );
  const sessionId = checkout.json<{ url: string }>().url.split('/').pop()!;
  const paid = await post(
    t,
    `/api/checkout/simulator/${sessionId}/pay`,
    { cardNumber: SIMULATOR_CARDS.success, expiry: '12/30', cvc: '123' },
    company.cookie,
  );
  expect(paid.statusCode).toBe(200);
  expect(
    (await post(t, '/api/messages', { receiverId: cm.id, content: 'Bonjour Camille, notre boulangerie cherche une CM.' }, company.cookie)).statusCode,
  ).toBe(201);
  expect((await post(t, '/api/messages', { receiverId: company.id, content: 'Avec plaisir, parlons-en !' }, cm.cookie)).statusCode).toBe(201);
  await t.app.backgroundJobs.drain();

  // Every test starts from this backup (the file order does not matter).
  const config: Config = serverUrl ? { ...t.config, databaseUrl: testDatabaseUrl(t.db) } : t.config;
  // The server's side of `npm run backup` (the test holds the data folder's lock, as the server does).
  const server = await startServerBackups(config, t.database, t.app.log);
  try {
    backup = await createBackup(config, path.join(work, 'backup.tar.gz'));
  } finally {
    await server.stop();
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
  if (serverUrl && emptyDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of emptyDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

describe(`backup and restore (${engine})`, () => {
  it('writes one file while the app runs: the embedded database through the server, PostgreSQL with pg_dump', () => {
    expect(backup.via).toBe(serverUrl ? 'pg_dump' : 'server');
    expect(backup.manifest).toMatchObject({ format: 'cm-connect-backup', engine, uploads: 'local', migrations: { latest: expect.any(String) } });
    expect(backup.files).toBe(2); // the photo's 256 and 64 px files
    expect(statSync(backup.file).size).toBe(backup.bytes);
    console.info(`backup of the demo data (${engine}): ${(backup.bytes / 1e6).toFixed(1)} MB in ${backup.ms} ms`);
  });

  it('restores into an empty installation: demo data, the member, the photo served, the payment and the messages', async () => {
    const config = await restoredConfig();
    const restored = await restoreFromBackup(config, backup.file);
    expect(restored.files).toBe(2);

    const database = await openMigratedDatabase(config);
    const app = await buildApp({ config, database, serveWebApp: false });
    try {
      await app.ready();
      expect(await counts(database.db)).toEqual(await counts(t.db));

      const photo = await app.inject({ method: 'GET', url: avatarUrl });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.rawPayload.equals(readFileSync(path.join(t.config.dataDir, avatarUrl.replace(/^\/uploads\//, 'uploads/'))))).toBe(true);

      // The company signs in with its password and finds its paid contact and the conversation.
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host },
        payload: { email: company.email, password: TEST_PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
      const cookie = cookieFrom(signedIn);
      const entitled = await app.inject({ method: 'GET', url: `/api/me/entitlements/contact/${cm.id}`, headers: { cookie } });
      expect(entitled.json()).toMatchObject({ entitled: true });
      const thread = await app.inject({ method: 'GET', url: `/api/messages/with/${cm.id}`, headers: { cookie } });
      expect(thread.json<{ messages: { content: string }[] }>().messages.map((message) => message.content)).toEqual([
        'Bonjour Camille, notre boulangerie cherche une CM.',
        'Avec plaisir, parlons-en !',
      ]);
      const profile = await app.inject({ method: 'GET', url: `/api/profiles/${cm.id}` });
      expect(profile.json()).toMatchObject({ profile: { avatarUrl } });
    } finally {
      await app.close();
      await database.close();
    }

    // Restoring again into what is no longer empty is refused, before anything is written.
    await expect(restoreFromBackup(config, backup.file)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreFromBackup(config, backup.file)).rejects.toThrow(serverUrl ? /DATABASE_URL is not empty/ : /already holds a database/);
  }, 120_000);

  it('refuses an uploads folder that already holds files, and a file that is not a whole backup', async () => {
    const config = await restoredConfig();
    mkdirSync(path.join(config.dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(path.join(config.dataDir, 'uploads', 'avatars', 'old-256.webp'), 'x');
    await expect(restoreFromBackup(config, backup.file)).rejects.toThrow(/already holds files/);

    const notGzip = path.join(work, 'not-a-backup.tar.gz');
    writeFileSync(notGzip, 'hello');
    await expect(restoreFromBackup(await restoredConfig(), notGzip)).rejects.toThrow(NotABackupError);
    const cut = path.join(work, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(backup.file).subarray(0, 50_000));
    await expect(restoreFromBackup(await restoredConfig(), cut)).rejects.toThrow(NotABackupError);
  });

  it('refuses an entry outside uploads/ (no path escapes) and says what to empty after a partial restore', async () => {
    // The real backup, plus one entry whose name climbs out of the uploads folder.
    const tar = gunzipSync(readFileSync(backup.file));
    const evil = pack();
    evil.entry({ name: 'uploads/../../evil.webp' }, 'not a photo');
    evil.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of evil) chunks.push(chunk as Buffer);
    // The backup without its end marker (two empty blocks), then the entry and its own end marker.
    const tampered = Buffer.concat([tar.subarray(0, tar.length - 1024), ...chunks]);
    const file = path.join(work, 'tampered.tar.gz');
    writeFileSync(file, gzipSync(tampered));
    const config = await restoredConfig();
    await expect(restoreFromBackup(config, file)).rejects.toThrow(
      /unexpected entry uploads\/\.\.\/\.\.\/evil\.webp[\s\S]*The restore stopped half-way: empty .+ and .+uploads before trying again/,
    );
    expect(existsSync(path.join(config.dataDir, '..', 'evil.webp'))).toBe(false);
    expect(existsSync(path.join(config.dataDir, 'evil.webp'))).toBe(false);
  });
});
