import { sql } from 'drizzle-orm';
import type { TRealtimeEvent } from '#contracts/realtime';
import type { DbOrTx } from '#server/db/client';
import type { DomainEvent } from '#server/modules/notifier/events';
import { backgroundJobs } from '#server/db/schema/index';

/** Every kind of background job and its payload (ids and small values, never secrets). */
export type JobPayloads = {
  /** Hand the outbox row to the mail transport. */
  'mail.deliver': { outboxId: string };
  /** Publish a realtime event to one user's open streams. */
  'realtime.push': { userId: string; event: TRealtimeEvent };
  /** Publish a mission's hidden reviews (double-blind: 14 days after the first one). */
  'reviews.publish': { jobId: string };
  /** Delete stored files (uploads replaced or whose owner left); addresses, not keys, so seed URLs are skipped. */
  'files.remove': { urls: string[] };
  /** What a domain change recorded; the notifier turns it into notifications, mails and pushes (ADR 0040). */
  'domain.event': DomainEvent;
};
export type JobKind = keyof JobPayloads;

export type NewJob<K extends JobKind = JobKind> = {
  kind: K;
  payload: JobPayloads[K];
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Runs before the job is marked failed (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
};

/** The NOTIFY channel that wakes the workers when a transaction that enqueued a job commits. */
export const JOBS_CHANNEL = 'background_jobs';
export const DEFAULT_MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 15 * 60_000;

/** Delay before the next run after `attempt` failed runs: 2 s, 4 s, 8 s… capped at 15 min. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
}

/**
 * Writes a job inside the caller's transaction: it exists only if the change it reports
 * commits. The NOTIFY is delivered on commit too, so a worker runs it right away.
 */
export async function enqueue<K extends JobKind>(tx: DbOrTx, job: NewJob<K>): Promise<void> {
  await tx.insert(backgroundJobs).values({
    kind: job.kind,
    payload: job.payload,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    ...(job.runAt ? { runAt: job.runAt } : {}),
  });
  await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
}

/** Pushes a realtime event to a user once the caller's transaction commits. */
export function enqueuePush(tx: DbOrTx, userId: string, event: TRealtimeEvent): Promise<void> {
  return enqueue(tx, { kind: 'realtime.push', payload: { userId, event } });
}
