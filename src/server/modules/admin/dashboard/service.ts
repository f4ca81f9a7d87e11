import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, count, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TAdminCounter, TAdminDashboard } from '#contracts/admin';
import type { FileStorage } from '#server/adapters/storage/index';
import type { PaymentsProviderKind } from '#server/config';
import type { Db } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { missions } from '#server/modules/missions/read-model';
import { mailOutbox } from '#server/modules/mail/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { reviews } from '#server/modules/reviews/read-model';
import { recentActivity } from '../audit.ts';

/** Months are the French calendar's: a sign-up at 00:30 on the 1st in Paris belongs to that month. */
const ZONE = 'Europe/Paris';
const MONTHS_SHOWN = 6;
const ACTIVITY_SHOWN = 10;

const monthOf = (column: PgColumn) => sql`date_trunc('month', ${column} AT TIME ZONE ${sql.raw(`'${ZONE}'`)})`;
const monthsAgo = (n: number) => sql`date_trunc('month', now() AT TIME ZONE ${sql.raw(`'${ZONE}'`)}) - make_interval(months => ${n})`;

/** The table's total, and its rows created this month and last month. */
async function counter(db: Db, table: PgTable & { createdAt: PgColumn }, where?: SQL): Promise<TAdminCounter> {
  const [row] = await db
    .select({
      total: count(),
      thisMonth: sql<number>`cast(count(*) filter (where ${monthOf(table.createdAt)} = ${monthsAgo(0)}) as integer)`,
      lastMonth: sql<number>`cast(count(*) filter (where ${monthOf(table.createdAt)} = ${monthsAgo(1)}) as integer)`,
    })
    .from(table)
    .where(where);
  return row ?? { total: 0, thisMonth: 0, lastMonth: 0 };
}

/** Rows created per month over the last MONTHS_SHOWN months, keyed YYYY-MM. */
async function perMonth(db: Db, table: PgTable & { createdAt: PgColumn }, where?: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ month: sql<string>`to_char(${monthOf(table.createdAt)}, 'YYYY-MM')`, value: count() })
    .from(table)
    .where(and(sql`${monthOf(table.createdAt)} >= ${monthsAgo(MONTHS_SHOWN - 1)}`, where))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.month, row.value]));
}

const yearMonth = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' });

/** The last MONTHS_SHOWN month keys (YYYY-MM, Paris calendar), oldest first. */
export function lastMonths(now: Date, shown = MONTHS_SHOWN): string[] {
  const [year, month] = yearMonth.format(now).split('-').map(Number) as [number, number];
  return Array.from({ length: shown }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (shown - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

async function databaseRoundTripMs(db: Db): Promise<number> {
  const start = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - start) * 100) / 100;
}

/** Writes and removes a small file: the storage accepts uploads right now. */
async function storageWritable(storage: FileStorage): Promise<boolean> {
  const key = `health/${randomUUID()}.txt`;
  try {
    await storage.put(key, Buffer.from('ok'), 'text/plain');
    await storage.remove(key);
    return true;
  } catch {
    return false;
  }
}

export async function getDashboard(db: Db, storage: FileStorage, payments: PaymentsProviderKind): Promise<TAdminDashboard> {
  // The counters and the charts count the same rows as the screens they lead to: accounts but
  // deleted ones' tombstones (Utilisateurs), missions but drafts ('Missions publiées').
  const published = ne(missions.status, 'draft');
  const accounts = isNull(profiles.deletedAt);
  const [users, jobCount, applicationCount, reviewCount, signups, missionsPerMonth, activity, databaseMs, storageOk, mailFailures] =
    await Promise.all([
      counter(db, profiles, accounts),
      counter(db, missions, published),
      counter(db, applications),
      counter(db, reviews),
      perMonth(db, profiles, accounts),
      perMonth(db, missions, published),
      recentActivity(db, ACTIVITY_SHOWN),
      databaseRoundTripMs(db),
      storageWritable(storage),
      db
        .select({ value: count() })
        .from(mailOutbox)
        .where(and(sql`${mailOutbox.status} = 'failed'`, gte(mailOutbox.updatedAt, sql`now() - interval '24 hours'`))),
    ]);
  return {
    counters: { users, jobs: jobCount, applications: applicationCount, reviews: reviewCount },
    months: lastMonths(new Date()).map((month) => ({ month, signups: signups.get(month) ?? 0, missions: missionsPerMonth.get(month) ?? 0 })),
    activity,
    health: {
      databaseMs,
      storage: storageOk ? 'ok' : 'failed',
      mailFailures24h: mailFailures[0]?.value ?? 0,
      payments,
    },
  };
}
