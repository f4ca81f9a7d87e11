import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZRealtimeEvent, type TRealtimeEvent } from '#contracts/realtime';
import type { DbOrTx } from '#server/db/client';
import { backgroundJobs } from '#server/db/schema/index';
import { ZDomainEvent } from '#server/modules/notifier/events';

/**
 * Every kind of background job and the schema of its payload (ids and small values, never
 * secrets). The worker checks a payload against its kind's schema before the handler runs: a
 * payload that does not match fails the job at once, for good (ADR 0042).
 */
export const backgroundJobPayloads = {
  /** Hand the outbox row to the mail transport. */
  'mail.deliver': z.object({ outboxId: z.uuid() }),
  /** Publish a realtime event to one user's open streams. */
  'realtime.push': z.object({ userId: z.string().min(1), event: ZRealtimeEvent }),
  /** Publish a mission's hidden reviews (double-blind: 14 days after the first one). */
  'reviews.publish': z.object({ jobId: z.uuid() }),
  /** Delete stored files (uploads replaced or whose owner left); addresses, not keys, so seed URLs are skipped. */
  'files.remove': z.object({ urls: z.array(z.string()) }),
  /**
   * A saved search's alert (ADR 0049): right after a publication, or at `dueAt`, the morning a
   * daily or weekly one is due (a job whose time no longer matches its search's does nothing).
   */
  'search-alert.send': z.object({ savedSearchId: z.uuid(), dueAt: z.iso.datetime().optional() }),
  /**
   * Gives an application's fee back as a credit if its client ignored it (ADR 0054): due at its
   * 7-day deadline, and right after a closing without hire. Whatever runs it, at most one credit.
   * `baseUrl`: where its mail links to, the address of the request that made the credit possible
   * (the application's or the closing's); jobs queued before it existed fall back to the public URL.
   */
  'application-credit.check': z.object({ applicationId: z.uuid(), baseUrl: z.string().optional() }),
  /** What a domain change recorded; the notifier turns it into notifications, mails and pushes (ADR 0040). */
  'domain.event': ZDomainEvent,
} satisfies Record<string, z.ZodType>;
export type BackgroundJobKind = keyof typeof backgroundJobPayloads;
export type BackgroundJobPayloads = { [K in BackgroundJobKind]: z.infer<(typeof backgroundJobPayloads)[K]> };

export type NewBackgroundJob<K extends BackgroundJobKind = BackgroundJobKind> = {
  kind: K;
  payload: BackgroundJobPayloads[K];
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Runs before the job is marked failed (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
};

/** The NOTIFY channel that wakes the workers when a transaction that enqueued a job commits. */
export const BACKGROUND_JOBS_CHANNEL = 'background_jobs';
export const DEFAULT_MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 15 * 60_000;

/**
 * Delay before the next run after `attempt` failed runs: a ceiling doubling from 2 s (2 s, 4 s,
 * 8 s… capped at 15 min), of which a random half is kept ("equal jitter": between half the
 * ceiling and all of it), so jobs that failed together (a mail server down) do not come back
 * together. `random` is in [0, 1) (tests pass a fixed one).
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Writes a job inside the caller's transaction: it exists only if the change it reports
 * commits. The NOTIFY is delivered on commit too, so a worker runs it right away.
 */
export async function enqueue<K extends BackgroundJobKind>(tx: DbOrTx, job: NewBackgroundJob<K>): Promise<void> {
  await tx.insert(backgroundJobs).values({
    kind: job.kind,
    payload: job.payload,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    ...(job.runAt ? { runAt: job.runAt } : {}),
  });
  await tx.execute(sql`SELECT pg_notify(${BACKGROUND_JOBS_CHANNEL}, ${job.kind})`);
}

/** Pushes a realtime event to a user once the caller's transaction commits. */
export function enqueuePush(tx: DbOrTx, userId: string, event: TRealtimeEvent): Promise<void> {
  return enqueue(tx, { kind: 'realtime.push', payload: { userId, event } });
}
