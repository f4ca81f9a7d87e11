import type { DbOrTx } from '#server/db/index';
import { enqueue } from '#server/queue/index';
import type { DomainEvent } from './events.ts';

/** Where the mails an event leads to link: the site the member used (its request's origin outside production). */
export type LinkBase = { baseUrl: string };

/**
 * Records what happened inside the caller's transaction, as a `domain.event` job: the notifier
 * turns it into notifications, mails and pushes after the commit, and never if it rolls back.
 */
export function recordEvent(tx: DbOrTx, event: DomainEvent): Promise<void> {
  return enqueue(tx, { kind: 'domain.event', payload: event });
}
