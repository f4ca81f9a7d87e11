/** What other modules may use of applications (ESLint keeps them to this index). */
export { eraseMemberApplications, rejectPendingApplications, unopenedApplications } from './service.ts';
