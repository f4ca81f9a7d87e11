import { eq } from 'drizzle-orm';
import { type DbOrTx, messages } from '#server/db/index';

/**
 * The moderation's removal of a message (ADR 0043: only this module writes `messages`): its text
 * goes for good, the row stays so the conversation shows where it was, and it is no longer reported.
 */
export async function eraseMessageContent(tx: DbOrTx, messageId: string): Promise<void> {
  await tx.update(messages).set({ content: '', moderatedAt: new Date(), reported: false }).where(eq(messages.id, messageId));
}

/**
 * A decision to keep a reported message: it stays as it is, no longer reported nor queued by the
 * detector (its `warnings` stay: they still say the detector saw it, ADR 0057).
 */
export async function clearMessageReport(tx: DbOrTx, messageId: string): Promise<void> {
  await tx.update(messages).set({ reported: false, flaggedAt: null }).where(eq(messages.id, messageId));
}
