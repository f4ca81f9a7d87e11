import { count } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema/index';

/** True when no member exists yet (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(profiles);
  return (row?.value ?? 0) === 0;
}

/** Placeholder until the demo-data generator lands. */
export async function seedDemoData(_db: Db): Promise<void> {}
