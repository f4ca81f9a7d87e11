import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { backgroundJobStatus } from './enums.ts';

/**
 * Side effects (mails, realtime pushes) written in the same transaction as the change they
 * report, then run by the in-process worker (src/server/queue). Not to be confused with
 * `jobs`, the missions.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: backgroundJobStatus('status').notNull().default('pending'),
    /** Runs started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before this time (the first run, or the next retry). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker claimed it; a 'running' job older than the timeout is claimed again. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('background_jobs_due_idx').on(t.status, t.runAt)],
);
