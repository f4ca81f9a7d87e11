/** What other modules (and the app's job worker) may use of the notifier (ESLint keeps them to this index). */
export type { DomainEvent } from './events.ts';
export { MESSAGE_NOTIFICATION, notifierHandler } from './notifier.ts';
export { recordEvent, type LinkBase } from './record.ts';
