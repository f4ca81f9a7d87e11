/** What other modules may use of applications (ESLint keeps them to this index). */
export { rejectPendingApplications } from './service.ts';
