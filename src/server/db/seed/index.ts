import { count } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema/index';
import { issueMissingReceipts } from '#server/modules/payments/index';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { writeReferenceData } from './reference-data.ts';
import { toRows } from './rows.ts';
import { buildDemoWorld } from './world.ts';
import { writeDemoRows } from './write.ts';

/** True when no member exists yet (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(profiles);
  return (row?.value ?? 0) === 0;
}

/** Only the reference data (catalog, languages, settings), in one transaction. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await writeReferenceData(tx);
  });
}

/**
 * Loads the French demo data: reference data, members, missions, applications,
 * messages, reviews, notifications and the blog. Deterministic (a seeded
 * generator and a fixed reference date), idempotent (fixed ids, existing rows
 * are kept) and all in one transaction.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const world = buildDemoWorld();
  // One hash for every demo account: hashing hundreds of times would take minutes.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const catalog = await writeReferenceData(tx);
    await writeDemoRows(tx, toRows(world, catalog, passwordHash));
    // Each demo purchase has its receipt, numbered in payment order, as a real payment gets one.
    await issueMissingReceipts(tx);
  });
}
