/**
 * `npx tsx bench/close-mission.ts`: what closing a mission with many pending applications costs
 * while the mission row is locked (ADR 0040). An owner closes open missions that have
 * BENCH_APPLICANTS (30) pending applications each, BENCH_RUNS (7) times; prints the statements
 * and savepoints run inside the closing transaction and its median and slowest time. Since the
 * notifier, the applicants are told in a job after the commit; that job is timed apart.
 * PGlite in a temporary folder, or PostgreSQL with DATABASE_URL (a database created and dropped).
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Viewer } from '#server/auth/guards';
import type { Db } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import { closeJob } from '#server/modules/missions/manage';
import { notifierHandler, type DomainEvent } from '#server/modules/notifier/index';
import { openFreshDatabase } from './fresh-database.ts';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const { applications, backgroundJobs, missions, profiles, user } = schema;

/** The same database through a drizzle instance that counts the statements it sends. */
function counting(db: Db, kind: 'pglite' | 'postgres') {
  const seen: string[] = [];
  const logger: Logger = { logQuery: (query) => void seen.push(query) };
  const client = (db as unknown as { $client: never }).$client;
  const counted = (kind === 'pglite' ? drizzlePglite(client, { schema, logger }) : drizzlePg(client, { schema, logger })) as unknown as Db;
  return { db: counted, seen };
}

async function memberRow(db: Db, name: string, userType: 'company' | 'community_manager') {
  const id = randomUUID();
  const email = `${name}-${id.slice(0, 8)}@example.fr`;
  await db.insert(user).values({ id, name, email, emailVerified: true });
  await db.insert(profiles).values({ id, fullName: name, email, userType });
  return id;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const { database, label, cleanup } = await openFreshDatabase('cm_close_mission', 'default');
  try {
    await database.migrate();
    const { db } = database;
    const ownerId = await memberRow(db, 'Proprietaire', 'company');
    const owner = { id: ownerId, email: '', role: 'user', userType: 'company', twoFactorEnabled: false } as unknown as Viewer;
    const applicantIds: string[] = [];
    for (let i = 0; i < APPLICANTS; i += 1) applicantIds.push(await memberRow(db, `Candidat${i}`, 'community_manager'));
    const measured = counting(db, database.kind);
    const times: number[] = [];
    let statements = 0;
    let savepoints = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const [job] = await db
        .insert(missions)
        .values({ title: `Mission ${run}`, description: 'Banc', status: 'open', clientId: ownerId })
        .returning();
      await db.insert(applications).values(applicantIds.map((applicantId) => ({ jobId: job!.id, applicantId, coverLetter: 'Bonjour.' })));
      measured.seen.length = 0;
      const started = performance.now();
      await closeJob(measured.db, { baseUrl: 'http://127.0.0.1', secret: 'bench' } as never, owner, job!.id, {
        outcome: 'abandoned',
        hiredApplicationId: null,
      });
      times.push(performance.now() - started);
      statements = measured.seen.length;
      savepoints = measured.seen.filter((query) => /^savepoint/i.test(query)).length;
    }
    // The notifier's job for the last closing: every applicant told, after the commit.
    const [event] = await db
      .select({ payload: backgroundJobs.payload })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, 'domain.event'))
      .orderBy(desc(backgroundJobs.createdAt))
      .limit(1);
    measured.seen.length = 0;
    const notifyStarted = performance.now();
    await notifierHandler(measured.db, { secret: 'bench', messageMailDelayMs: 0 })(event!.payload as DomainEvent, {
      attempt: 1,
      lastAttempt: false,
      now: new Date(),
    });
    const notifyMs = performance.now() - notifyStarted;
    console.log(`${label}: closing a mission with ${APPLICANTS} pending applications (${RUNS} runs)`);
    console.log(`  in the closing transaction: ${statements} statements, ${savepoints} savepoints`);
    console.log(`  time: median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms`);
    console.log(`  then the notifier's job (no lock on the mission): ${measured.seen.length} statements, ${notifyMs.toFixed(1)} ms`);
  } finally {
    await database.close();
    await cleanup();
  }
}

await main();
