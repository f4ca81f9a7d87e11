/** Writes the demo rows in foreign-key order, a few hundred rows per statement. */
import { inArray } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import type { DemoRows } from './rows.ts';

export const BATCH_SIZE = 250;

/** Rows whose primary key already exists are left as they are: that makes the seed idempotent. */
export async function insertInBatches<T extends PgTable>(tx: DbOrTx, table: T, rows: PgInsertValue<T>[]) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + BATCH_SIZE)).onConflictDoNothing();
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
  await insertInBatches(tx, schema.jobs, rows.jobs);
  await insertInBatches(tx, schema.jobSkills, rows.jobSkills);
  await insertInBatches(tx, schema.orders, rows.orders);
  await insertInBatches(tx, schema.entitlements, rows.entitlements);
  await insertInBatches(tx, schema.applications, rows.applications);
  await insertInBatches(tx, schema.messages, rows.messages);
  await insertInBatches(tx, schema.reviews, rows.reviews);
  await insertInBatches(tx, schema.notifications, rows.notifications);
  await insertInBatches(tx, schema.blogPosts, rows.blogPosts);
}
