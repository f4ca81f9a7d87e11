/** What other modules may use of applications (ESLint keeps them to this index). */
export { eraseMemberApplications, rejectPendingApplications } from './service.ts';
