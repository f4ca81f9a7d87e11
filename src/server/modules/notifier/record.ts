import type { DbOrTx } from '#server/db/index';
import { enqueue } from '#server/queue/index';
import type { DomainEvent } from './events.ts';

/** Where the mails an event leads to link: the site the member used (its request's origin outside production). */
export type LinkBase = { baseUrl: string };

/**
 * Records what happened inside the caller's transaction, as a `domain.event` job: the notifier
 * turns it into notifications, mails and pushes after the commit, and never if it rolls back;
 * not before `runAt` when given (a delayed notice, e.g. a message still unread after a while).
 */
export function recordEvent(tx: DbOrTx, event: DomainEvent, { runAt }: { runAt?: Date } = {}): Promise<void> {
  return enqueue(tx, { kind: 'domain.event', payload: event, runAt });
}
