import { and, eq, inArray, isNull } from 'drizzle-orm';
import { detectContactWarnings } from '#contracts/contact-warnings';
import { type Db, messages } from '#server/db/index';
import { hiredBetween } from './rights.ts';

/** Messages screened per round (one read, one transaction). */
const BATCH_SIZE = 500;

/**
 * Screens the messages stored without the detector's say — sent before it existed, or the demo
 * data's — with the rule of sending (ADR 0057): before a hire, what `detectContactWarnings` finds
 * is stored, so their receivers see the safety notice. They are not queued for moderation (that is
 * for new accounts, when they send). Run at start-up; idempotent, so instances starting together
 * or a restart midway only repeat the same answer. Returns how many messages it screened.
 */
export async function screenEarlierMessages(db: Db): Promise<number> {
  let screened = 0;
  for (;;) {
    const rows = await db
      .select({ id: messages.id, senderId: messages.senderId, receiverId: messages.receiverId, content: messages.content })
      .from(messages)
      .where(isNull(messages.warnings))
      .limit(BATCH_SIZE);
    if (rows.length === 0) return screened;
    const warned: { id: string; warnings: ReturnType<typeof detectContactWarnings> }[] = [];
    for (const row of rows) {
      const warnings = detectContactWarnings(row.content);
      if (warnings.length > 0 && !(await hiredBetween(db, [row.senderId, row.receiverId]))) warned.push({ id: row.id, warnings });
    }
    await db.transaction(async (tx) => {
      for (const { id, warnings } of warned) {
        await tx
          .update(messages)
          .set({ warnings })
          .where(and(eq(messages.id, id), isNull(messages.warnings)));
      }
      const ids = rows.map((row) => row.id);
      await tx
        .update(messages)
        .set({ warnings: [] })
        .where(and(inArray(messages.id, ids), isNull(messages.warnings)));
    });
    screened += rows.length;
  }
}
