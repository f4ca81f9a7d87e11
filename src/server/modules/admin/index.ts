/** What other modules may use of the back-office (ESLint keeps them to this index). */
export { recordAudit } from './audit.ts';
