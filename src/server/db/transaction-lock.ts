import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Waits for, then holds until the transaction ends, the lock named `key` (a PostgreSQL
 * transaction-level advisory lock): writers of the same key run one after the other, so a
 * "count, then insert under a limit" or "update, else insert" cannot be passed by two at once.
 */
export async function lockUntilCommit(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
