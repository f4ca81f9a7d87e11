import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '#server/db/client';
import { isDatabaseUnreachable } from '#server/db/failures';
import { backgroundJobs } from '#server/db/schema/index';
import { BACKGROUND_JOBS_CHANNEL, backgroundJobPayloads, retryDelayMs, type BackgroundJobKind, type BackgroundJobPayloads } from './queue.ts';

export type BackgroundJobContext = {
  attempt: number;
  /** No retry follows if this run fails. */ lastAttempt: boolean;
  /** The time the worker claimed the job at (its clock: tests control it). */
  now: Date;
};
export type BackgroundJobHandler<K extends BackgroundJobKind> = (payload: BackgroundJobPayloads[K], context: BackgroundJobContext) => Promise<void>;
export type BackgroundJobHandlers = { [K in BackgroundJobKind]: BackgroundJobHandler<K> };

export type WorkerOptions = {
  db: Db;
  handlers: BackgroundJobHandlers;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Subscribes to the commit-time NOTIFY (Database.listen); without it the worker only polls. */
  listen?: (channel: string, onNotify: () => void, onError: (error: unknown) => void, onReconnect: () => void) => Promise<() => Promise<void>>;
  /** The time as the worker sees it (tests inject a fake clock). */
  clock?: () => Date;
  /** The draw of the retry delays' jitter, in [0, 1) (tests inject a fixed one). */
  random?: () => number;
  pollMs?: number;
  /** A job 'running' for longer than this was left by a crashed instance: it runs again. */
  lockTimeoutMs?: number;
  batchSize?: number;
  /** How long stop() lets the jobs under way finish before handing them back (pending, to run again). */
  stopGraceMs?: number;
};

/** A job whose payload does not match its kind's schema: it fails at once, without retries. */
class InvalidPayloadError extends Error {}

/** The payload as its kind's schema reads it (unknown keys dropped), or an InvalidPayloadError saying what is wrong. */
function validPayload<K extends BackgroundJobKind>(kind: K, payload: unknown): BackgroundJobPayloads[K] {
  const parsed = backgroundJobPayloads[kind].safeParse(payload);
  if (!parsed.success) throw new InvalidPayloadError(`invalid payload for job kind '${kind}': ${z.prettifyError(parsed.error)}`);
  return parsed.data as BackgroundJobPayloads[K];
}

const DAY_MS = 24 * 60 * 60_000;
/** Finished jobs are kept this long (to look into), then deleted. */
const KEEP_DONE_MS = 7 * DAY_MS;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The in-process worker: claims due jobs with FOR UPDATE SKIP LOCKED (several instances on
 * one PostgreSQL never run a job twice), checks the payload against its kind's schema, runs
 * the handler of their kind, then marks them done, or records the error and retries with
 * exponential backoff and jitter until `max_attempts`, then marks them failed (kept, listed
 * for the admin). A payload that does not match its schema fails the job at once. Woken by
 * the commit of a transaction that enqueued a job, and polls otherwise.
 */
export function createBackgroundJobWorker({
  db,
  handlers,
  log,
  listen,
  clock = () => new Date(),
  random = Math.random,
  pollMs = 1_000,
  lockTimeoutMs = 5 * 60_000,
  batchSize = 10,
  stopGraceMs = 10_000,
}: WorkerOptions) {
  /** The claims of the jobs whose handler is running now: what stop() hands back if they overrun. */
  const inFlight = new Map<string, SQL | undefined>();
  let stopped = true;
  /** Tests: no run starts while the database is put back between two tests. */
  let paused = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let unlisten: (() => Promise<void>) | undefined;
  let lastPrune = 0;
  /** The last run failed because the database was out of reach (said once). */
  let databaseAway = false;

  async function claim(now: Date) {
    // The database stores microseconds, a JS date milliseconds: a job written within `now`'s
    // millisecond (its `run_at` a few microseconds past it) is due too.
    const endOfNow = new Date(now.getTime() + 1);
    const due = db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        or(
          and(eq(backgroundJobs.status, 'pending'), lt(backgroundJobs.runAt, endOfNow)),
          and(eq(backgroundJobs.status, 'running'), lte(backgroundJobs.lockedAt, new Date(now.getTime() - lockTimeoutMs))),
        ),
      )
      .orderBy(backgroundJobs.runAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(backgroundJobs)
      .set({
        status: 'running',
        lockedAt: now,
        attempts: sql`${backgroundJobs.attempts} + 1`,
        updatedAt: now,
      })
      .where(inArray(backgroundJobs.id, due))
      .returning();
  }

  async function runOne(job: Awaited<ReturnType<typeof claim>>[number], now: Date) {
    const lastAttempt = job.attempts >= job.maxAttempts;
    // The claim is ours while nobody has claimed it again since (a stale lock taken over).
    const ours = and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.attempts, job.attempts));
    inFlight.set(job.id, ours);
    try {
      const handler = handlers[job.kind as BackgroundJobKind] as BackgroundJobHandler<BackgroundJobKind> | undefined;
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(validPayload(job.kind as BackgroundJobKind, job.payload), {
        attempt: job.attempts,
        lastAttempt,
        now,
      });
      const finishedAt = clock();
      await db
        .update(backgroundJobs)
        .set({
          status: 'done',
          finishedAt,
          lastError: null,
          updatedAt: finishedAt,
        })
        .where(ours);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A payload that does not match its schema would not match it on any retry either.
      const final = lastAttempt || error instanceof InvalidPayloadError;
      log.warn(
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
        final ? 'background job failed' : 'background job failed, will retry',
      );
      const at = clock();
      await db
        .update(backgroundJobs)
        .set(
          final
            ? {
                status: 'failed',
                lastError: message,
                finishedAt: at,
                updatedAt: at,
              }
            : {
                status: 'pending',
                lastError: message,
                runAt: new Date(now.getTime() + retryDelayMs(job.attempts, random)),
                updatedAt: at,
              },
        )
        .where(ours);
    } finally {
      inFlight.delete(job.id);
    }
  }

  /** Claims and runs one batch of due jobs; resolves with how many were claimed. */
  async function runDueJobs(now: Date = clock()): Promise<number> {
    const claimed = await claim(now);
    await Promise.all(claimed.map((job) => runOne(job, now)));
    return claimed.length;
  }

  async function prune() {
    const now = clock().getTime();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await db.delete(backgroundJobs).where(and(eq(backgroundJobs.status, 'done'), lte(backgroundJobs.finishedAt, new Date(now - KEEP_DONE_MS))));
  }

  /** Hands the jobs under way back: pending and due now, unless someone else claimed them since. */
  async function release() {
    const claims = [...inFlight.values()];
    inFlight.clear();
    if (claims.length === 0) return;
    const at = clock();
    try {
      await db
        .update(backgroundJobs)
        .set({ status: 'pending', lockedAt: null, runAt: at, updatedAt: at })
        .where(and(eq(backgroundJobs.status, 'running'), or(...claims)));
      log.warn({ count: claims.length }, 'background jobs: stopped before they finished; handed back');
    } catch (error) {
      log.error({ err: error }, 'background jobs: could not hand back the jobs under way (they run again after the lock timeout)');
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped || paused) return;
    timer = setTimeout(wake, pollMs);
    timer.unref();
  }

  /** Runs due jobs now (or right after the current run), then goes back to polling. */
  function wake() {
    if (stopped || paused) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        wakeAgain = false;
        try {
          while (!stopped && !paused && (await runDueJobs()) > 0);
          if (!stopped && !paused) await prune();
          databaseAway = false;
        } catch (error) {
          // The database away is not a bug of ours: said once, not every second until it is back.
          if (!isDatabaseUnreachable(error)) log.error({ err: error }, 'background jobs: claiming failed');
          else if (!databaseAway) log.warn({ err: error }, 'background jobs: database out of reach; polling until it is back');
          databaseAway = isDatabaseUnreachable(error);
          break;
        }
      } while (wakeAgain && !stopped && !paused);
    })().finally(() => {
      running = undefined;
      schedule();
    });
  }

  return {
    runDueJobs,
    wake,
    async start() {
      if (!stopped) return;
      stopped = false;
      if (listen) {
        try {
          unlisten = await listen(
            BACKGROUND_JOBS_CHANNEL,
            wake,
            (error) => log.warn({ err: error }, 'background jobs: listener lost, polling until it is back'),
            // Jobs enqueued while it was away woke nobody: look now.
            wake,
          );
        } catch (error) {
          log.warn({ err: error }, 'background jobs: cannot listen, polling only');
        }
      }
      wake();
    },
    /**
     * Stops claiming; the jobs under way get `stopGraceMs` to finish, then are handed back
     * (pending, due now) for another instance or the next start, instead of waiting for the
     * crashed-instance timeout. A handler that finishes later still records its outcome.
     */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let graceTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        (running ?? Promise.resolve()).then(() => true),
        new Promise<boolean>((resolve) => (graceTimer = setTimeout(() => resolve(false), stopGraceMs))),
      ]);
      clearTimeout(graceTimer);
      if (!finished) await release();
      await unlisten?.();
      unlisten = undefined;
    },
    /** Tests: claims nothing more until `resume()`; resolves once the run under way has finished. */
    async pause() {
      paused = true;
      clearTimeout(timer);
      while (running) await running;
    },
    /** Tests: claims again, from now on. */
    resume() {
      paused = false;
      wake();
    },
    /**
     * Tests: runs every job due by `now` (default: the clock), after any run under way,
     * until none is left; resolves with how many ran.
     */
    async drain({ now, maxRounds = 100 }: { now?: Date; maxRounds?: number } = {}): Promise<number> {
      let total = 0;
      for (let round = 0; round < maxRounds; round += 1) {
        await running;
        const claimed = await runDueJobs(now ?? clock());
        if (claimed === 0 && !running) break;
        total += claimed;
      }
      return total;
    },
  };
}

export type BackgroundJobWorker = ReturnType<typeof createBackgroundJobWorker>;
