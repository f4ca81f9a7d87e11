/** Writes the demo rows in foreign-key order, a few hundred rows per statement. */
import { inArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import type { DemoRows } from './rows.ts';

export const BATCH_SIZE = 250;

/** Rows whose primary key already exists are left as they are: that makes the seed idempotent. */
export async function insertInBatches<T extends PgTable>(tx: DbOrTx, table: T, rows: PgInsertValue<T>[]) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflictDoNothing();
  }
}

/**
 * A real account using one of the demo addresses would make the demo rows
 * point at someone else's profile: refuse rather than mix them.
 */
async function assertDemoEmailsFree(tx: DbOrTx, users: DemoRows['users']) {
  const wanted = new Map(users.map((u) => [u.email, u.id]));
  const existing = await tx
    .select({ id: schema.user.id, email: schema.user.email })
    .from(schema.user)
    .where(inArray(schema.user.email, [...wanted.keys()]));
  const foreign = existing.filter((row) => wanted.get(row.email) !== row.id).map((row) => row.email);
  if (foreign.length > 0) {
    throw new Error(`demo data not loaded: these addresses already belong to other accounts: ${foreign.join(', ')}`);
  }
}

export async function writeDemoRows(tx: DbOrTx, rows: DemoRows) {
  await assertDemoEmailsFree(tx, rows.users);
  await insertInBatches(tx, schema.user, rows.users);
  await insertInBatches(tx, schema.account, rows.accounts);
  await insertInBatches(tx, schema.profiles, rows.profiles);
  await insertInBatches(tx, schema.communityManagers, rows.communityManagers);
  await insertInBatches(tx, schema.companies, rows.companies);
  await insertInBatches(tx, schema.userSkills, rows.userSkills);
  await insertInBatches(tx, schema.missions, rows.jobs);
  await insertInBatches(tx, schema.missionSkills, rows.jobSkills);
  await insertInBatches(tx, schema.orders, rows.orders);
  await insertInBatches(tx, schema.entitlements, rows.entitlements);
  await insertInBatches(tx, schema.applications, rows.applications);
  await linkHires(tx, rows.hires);
  await insertInBatches(tx, schema.messages, rows.messages);
  await insertInBatches(tx, schema.reviews, rows.reviews);
  await insertInBatches(tx, schema.notices, rows.notices);
  await insertInBatches(tx, schema.notifications, rows.notifications);
  await insertInBatches(tx, schema.blogPosts, rows.blogPosts);
  await insertInBatches(tx, schema.mailOutbox, rows.failedMails);
  await insertInBatches(tx, schema.backgroundJobs, rows.failedMailJobs);
  await insertInBatches(tx, schema.backgroundJobs, rows.creditChecks);
}

/** Records who was hired on demo missions filled here; a hire already set (or a mission changed since) is left alone. */
async function linkHires(tx: DbOrTx, hires: DemoRows['hires']) {
  for (let start = 0; start < hires.length; start += BATCH_SIZE) {
    const values = sql.join(
      hires.slice(start, start + BATCH_SIZE).map((hire) => sql`(${hire.jobId}::uuid, ${hire.applicationId}::uuid)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE jobs SET hired_application_id = hire.application_id
      FROM (VALUES ${values}) AS hire(job_id, application_id)
      WHERE jobs.id = hire.job_id AND jobs.hired_application_id IS NULL AND jobs.close_outcome = 'filled_here'`);
  }
}
