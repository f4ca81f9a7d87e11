import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromPostgres, type Database } from '#server/db/client';
import { backgroundJobs } from '#server/db/schema/index';
import { createTestDatabase, testDatabaseUrl } from '#server/testing/database';
import { enqueue, retryDelayMs } from './queue.ts';
import { createBackgroundJobWorker, type BackgroundJobHandler, type WorkerOptions } from './worker.ts';

const USER = '0b6f1c52-8d0e-4d59-9a3e-1f2a3b4c5d6e';
const silentLog = { warn: () => {}, error: () => {} };
const T0 = new Date('2026-03-01T10:00:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);
/** A push whose partner id stands for `name` (payloads are checked: the id must be a UUID). */
const partnerIds = new Map<string, string>();
const push = (name: string) => {
  if (!partnerIds.has(name)) partnerIds.set(name, randomUUID());
  return { userId: USER, event: { type: 'messages_read' as const, data: { partnerId: partnerIds.get(name)! } } };
};
const idOf = (payload: { event: { type: string; data: unknown } }) => {
  const partnerId = (payload.event.data as { partnerId: string }).partnerId;
  return [...partnerIds].find(([, id]) => id === partnerId)?.[0] ?? partnerId;
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
});

/** The kinds these tests do not watch. */
const otherHandlers = {
  'mail.deliver': async () => {},
  'reviews.publish': async () => {},
  'files.remove': async () => {},
  'domain.event': async () => {},
  'search-alert.send': async () => {},
  'application-credit.check': async () => {},
};

/** A worker with a fake clock and the lowest jitter draw, whose 'realtime.push' handler is `push`. */
function worker(push: BackgroundJobHandler<'realtime.push'>, options: Partial<WorkerOptions> = {}) {
  let now = T0;
  const jobs = createBackgroundJobWorker({
    db: database.db,
    log: silentLog,
    clock: () => now,
    random: () => 0,
    handlers: { 'realtime.push': push, ...otherHandlers },
    ...options,
  });
  return { jobs, setNow: (at: Date) => (now = at) };
}
const jobRows = () => database.db.select().from(backgroundJobs);

describe('retries with backoff and jitter', () => {
  it('draws each delay between half and all of a ceiling that doubles from 2 s and stops at 15 min', () => {
    const ceilings = [2_000, 4_000, 8_000, 16_000, 32_000];
    expect(ceilings.map((_, i) => retryDelayMs(i + 1, () => 0))).toEqual(ceilings.map((ceiling) => ceiling / 2));
    expect(ceilings.map((_, i) => retryDelayMs(i + 1, () => 0.999_999))).toEqual(ceilings);
    expect([retryDelayMs(30, () => 0), retryDelayMs(30, () => 0.999_999)]).toEqual([7.5 * 60_000, 15 * 60_000]);
    // With the real draw: always within the range, and not the same figure every time.
    const draws = Array.from({ length: 200 }, () => retryDelayMs(3));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(4_000);
    expect(Math.max(...draws)).toBeLessThanOrEqual(8_000);
    expect(new Set(draws).size).toBeGreaterThan(50);
  });

  it('records the error, waits for the backoff, then succeeds and marks the job done', async () => {
    let calls = 0;
    const { jobs, setNow } = worker(async () => {
      calls += 1;
      if (calls <= 2) throw new Error(`panne ${calls}`);
    });
    await enqueue(database.db, {
      kind: 'realtime.push',
      payload: push('a'),
      runAt: T0,
    });

    expect(await jobs.runDueJobs(T0)).toBe(1);
    let [job] = await jobRows();
    expect(job).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'panne 1',
    });
    expect(job!.runAt).toEqual(after(1_000)); // the lowest draw: half of 2 s

    expect(await jobs.runDueJobs(after(999))).toBe(0); // not due yet
    expect(await jobs.runDueJobs(after(1_000))).toBe(1);
    [job] = await jobRows();
    expect(job).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'panne 2',
    });
    expect(job!.runAt).toEqual(after(1_000 + 2_000));

    setNow(after(3_000));
    expect(await jobs.drain()).toBe(1);
    [job] = await jobRows();
    expect(job).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(job!.finishedAt).toEqual(after(3_000));
    expect(calls).toBe(3);
  });

  it('marks the job failed after its last attempt and keeps it, with the error', async () => {
    const seen: boolean[] = [];
    const { jobs } = worker(async (_payload, { lastAttempt }) => {
      seen.push(lastAttempt);
      throw new Error('toujours en panne');
    });
    await enqueue(database.db, {
      kind: 'realtime.push',
      payload: push('b'),
      runAt: T0,
      maxAttempts: 3,
    });
    for (let hour = 0; hour < 5; hour += 1) await jobs.drain({ now: after(hour * 60 * 60_000) });
    const [job] = await jobRows();
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'toujours en panne',
    });
    expect(seen).toEqual([false, false, true]);
  });

  it('fails a job whose payload does not match its kind at once, for good, without running the handler', async () => {
    let calls = 0;
    const { jobs } = worker(async () => void (calls += 1));
    await database.db.insert(backgroundJobs).values({
      kind: 'realtime.push',
      payload: { userId: USER, event: { type: 'messages_read', data: { partnerId: 'pas-un-identifiant' } } },
      maxAttempts: 8,
      runAt: T0,
    });
    await jobs.drain({ now: T0 });
    const [job] = await jobRows();
    expect(job).toMatchObject({ status: 'failed', attempts: 1, finishedAt: T0 });
    expect(job!.lastError).toMatch(/^invalid payload for job kind 'realtime\.push': /);
    expect(job!.lastError).toContain('event.data.partnerId');
    expect(calls).toBe(0);
    // Nothing comes back later: no retry was scheduled.
    expect(await jobs.drain({ now: after(24 * 60 * 60_000) })).toBe(0);
  });

  it('hands the handler the payload as its schema reads it (unknown keys dropped)', async () => {
    const seen: unknown[] = [];
    const { jobs } = worker(async (payload) => void seen.push(payload));
    await database.db
      .insert(backgroundJobs)
      .values({ kind: 'realtime.push', payload: { ...push('propre'), extra: 'ignoré' }, maxAttempts: 8, runAt: T0 });
    await jobs.drain({ now: T0 });
    expect(seen).toEqual([push('propre')]);
  });

  it('fails a job of an unknown kind visibly instead of dropping it', async () => {
    const { jobs } = worker(async () => {});
    await database.db.insert(backgroundJobs).values({ kind: 'inconnu', payload: {}, maxAttempts: 1, runAt: T0 });
    await jobs.drain({ now: T0 });
    const [job] = await jobRows();
    expect(job).toMatchObject({
      status: 'failed',
      lastError: "no handler for job kind 'inconnu'",
    });
  });
});

describe('a job left running by a crashed instance', () => {
  it('runs again once its lock is older than the timeout, not before', async () => {
    const ran: string[] = [];
    const { jobs } = worker(async (payload) => void ran.push(idOf(payload)), {
      lockTimeoutMs: 5 * 60_000,
    });
    await database.db.insert(backgroundJobs).values([
      {
        kind: 'realtime.push',
        payload: push('stale'),
        maxAttempts: 8,
        status: 'running',
        attempts: 1,
        runAt: after(-60 * 60_000),
        lockedAt: after(-6 * 60_000),
      },
      {
        kind: 'realtime.push',
        payload: push('busy'),
        maxAttempts: 8,
        status: 'running',
        attempts: 1,
        runAt: after(-60 * 60_000),
        lockedAt: after(-60_000),
      },
    ]);
    await jobs.drain({ now: T0 });
    expect(ran).toEqual(['stale']);
    const rows = await jobRows();
    expect(rows.find((row) => idOf(row.payload as ReturnType<typeof push>) === 'stale')).toMatchObject({
      status: 'done',
      attempts: 2,
    });
    expect(rows.find((row) => idOf(row.payload as ReturnType<typeof push>) === 'busy')).toMatchObject({ status: 'running' });
  });
});

describe('due jobs', () => {
  it("runs a job written within the clock's millisecond (the database keeps microseconds)", async () => {
    const ran: string[] = [];
    const { jobs } = worker(async (payload) => void ran.push(idOf(payload)));
    await enqueue(database.db, { kind: 'realtime.push', payload: push('meme-milliseconde') });
    await database.db.update(backgroundJobs).set({ runAt: sql`${T0.toISOString()}::timestamptz + interval '500 microseconds'` });
    expect(await jobs.drain()).toBe(1);
    expect(ran).toEqual(['meme-milliseconde']);
  });
});

describe('transactions', () => {
  it('never runs a job whose transaction rolled back', async () => {
    const ran: string[] = [];
    const { jobs } = worker(async (payload) => void ran.push(idOf(payload)));
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'realtime.push', payload: push('annule') });
        throw new Error('rollback');
      })
      .catch(() => {});
    await enqueue(database.db, {
      kind: 'realtime.push',
      payload: push('garde'),
    });
    await jobs.drain({ now: new Date(Date.now() + 1_000) });
    expect(ran).toEqual(['garde']);
  });

  it('wakes right after the commit of a transaction that enqueued a job (no polling needed)', async () => {
    let resolveRan: (id: string) => void = () => {};
    const ran = new Promise<string>((resolve) => (resolveRan = resolve));
    const jobs = createBackgroundJobWorker({
      db: database.db,
      log: silentLog,
      listen: database.listen,
      pollMs: 60 * 60_000, // it would not poll again during this test
      handlers: {
        'realtime.push': async (payload) => resolveRan(idOf(payload)),
        ...otherHandlers,
      },
    });
    await jobs.start();
    try {
      await jobs.drain(); // after the first (empty) run: only the commit's notification can wake it now
      const started = Date.now();
      await database.db.transaction((tx) => enqueue(tx, { kind: 'realtime.push', payload: push('reveil') }));
      expect(await ran).toBe('reveil');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await jobs.stop();
    }
  });
});

describe('several workers on one database', () => {
  it('run each job exactly once', async () => {
    const JOBS = 40;
    const runs = new Map<string, number>();
    const handler: BackgroundJobHandler<'realtime.push'> = async (payload) => {
      runs.set(idOf(payload), (runs.get(idOf(payload)) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    for (let i = 0; i < JOBS; i += 1)
      await enqueue(database.db, {
        kind: 'realtime.push',
        payload: push(`job-${i}`),
      });
    // On PostgreSQL, each worker has its own pool so claims really run concurrently.
    const url = testDatabaseUrl(database.db);
    const second = url ? fromPostgres(url) : database;
    try {
      const workers = [database, second, database, second].map((db) =>
        createBackgroundJobWorker({
          db: db.db,
          log: silentLog,
          batchSize: 3,
          handlers: {
            'realtime.push': handler,
            ...otherHandlers,
          },
        }),
      );
      const counts = await Promise.all(workers.map((jobs) => jobs.drain({ now: new Date(Date.now() + 1_000) })));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(JOBS);
      expect(runs.size).toBe(JOBS);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.status, 'done'));
      expect(row?.n).toBe(JOBS);
    } finally {
      if (second !== database) await second.close();
    }
  });
});

describe('the shared listener coming back', () => {
  it('runs the jobs enqueued while it was away as soon as it has reconnected', async () => {
    let reconnected: () => void = () => {};
    const ran: string[] = [];
    const jobs = createBackgroundJobWorker({
      db: database.db,
      log: silentLog,
      pollMs: 60 * 60_000, // it would not poll again during this test
      listen: async (_channel, _onNotify, _onError, onReconnect) => {
        reconnected = onReconnect;
        return async () => {};
      },
      handlers: { 'realtime.push': async (payload) => void ran.push(idOf(payload)), ...otherHandlers },
    });
    await jobs.start();
    try {
      await jobs.drain(); // the first run is over
      await enqueue(database.db, { kind: 'realtime.push', payload: push('manque') }); // its NOTIFY reached nobody
      reconnected();
      await expect.poll(() => ran, { timeout: 15_000 }).toEqual(['manque']);
    } finally {
      await jobs.stop();
    }
  });
});

describe('stop()', () => {
  it('hands a job that overruns the grace period back (pending, due now) instead of leaving it running', async () => {
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const jobs = createBackgroundJobWorker({
      db: database.db,
      log: silentLog,
      stopGraceMs: 100,
      handlers: {
        'realtime.push': async () => {
          started();
          await new Promise(() => {}); // an SMTP server that never answers
        },
        ...otherHandlers,
      },
    });
    await enqueue(database.db, { kind: 'realtime.push', payload: push('long') });
    await jobs.start();
    await running;
    await jobs.stop();
    const [job] = await jobRows();
    expect(job).toMatchObject({ status: 'pending', lockedAt: null });
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('lets a job that finishes within the grace period record its outcome', async () => {
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const jobs = createBackgroundJobWorker({
      db: database.db,
      log: silentLog,
      stopGraceMs: 5_000,
      handlers: {
        'realtime.push': async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
        ...otherHandlers,
      },
    });
    await enqueue(database.db, { kind: 'realtime.push', payload: push('court') });
    await jobs.start();
    await running;
    await jobs.stop();
    const [job] = await jobRows();
    expect(job).toMatchObject({ status: 'done' });
  });
});

describe('pause() (tests: between two tests)', () => {
  it('waits for the job under way, claims nothing until resume(), then runs what became due', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const ran: string[] = [];
    const jobs = createBackgroundJobWorker({
      db: database.db,
      log: silentLog,
      listen: database.listen,
      pollMs: 60 * 60_000,
      handlers: {
        'realtime.push': async (payload) => {
          if (idOf(payload) === 'en-cours') {
            started();
            await new Promise<void>((resolve) => (release = resolve));
          }
          ran.push(idOf(payload));
        },
        ...otherHandlers,
      },
    });
    await enqueue(database.db, { kind: 'realtime.push', payload: push('en-cours') });
    await jobs.start();
    try {
      await firstStarted;
      let paused = false;
      const pausing = jobs.pause().then(() => (paused = true));
      await database.db.transaction((tx) => enqueue(tx, { kind: 'realtime.push', payload: push('pendant') }));
      expect(paused).toBe(false); // the job under way is not over yet
      release();
      await pausing;
      expect(ran).toEqual(['en-cours']);
      // Paused: the commit's notification wakes nobody; the job waits.
      await database.db.transaction((tx) => enqueue(tx, { kind: 'realtime.push', payload: push('apres') }));
      const pending = await jobRows();
      expect(pending.filter((job) => job.status === 'pending')).toHaveLength(2);
      jobs.resume();
      await expect.poll(() => ran.length).toBe(3);
      expect(ran.slice(1).sort()).toEqual(['apres', 'pendant']);
    } finally {
      await jobs.stop();
    }
  });
});

describe('while the database is out of reach', () => {
  it('says so once (a warning), not an error every poll, and keeps polling', async () => {
    let attempts = 0;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unreachable = new Proxy({} as typeof database.db, {
      get: () => () => {
        attempts += 1;
        throw refused;
      },
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    const jobs = createBackgroundJobWorker({
      db: unreachable,
      log: {
        warn: ((_obj: unknown, message: string) => void warnings.push(message)) as WorkerOptions['log']['warn'],
        error: ((_obj: unknown, message: string) => void errors.push(message)) as WorkerOptions['log']['error'],
      },
      pollMs: 10,
      handlers: { 'realtime.push': async () => {}, ...otherHandlers },
    });
    await jobs.start();
    try {
      await expect.poll(() => attempts, { timeout: 5_000 }).toBeGreaterThanOrEqual(5);
    } finally {
      await jobs.stop();
    }
    expect(warnings).toEqual(['background jobs: database out of reach; polling until it is back']);
    expect(errors).toEqual([]);
  });
});
