/** What other modules may use of mail (ESLint keeps them to this index). */
export { listMailbox, type Mailer } from './service.ts';
