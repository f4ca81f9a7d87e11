/** What other modules may use of notifications (ESLint keeps them to this index). */
export { createNotification, pushNotification, type NewNotification } from './service.ts';
