/** What other modules (and the app's job worker) may use of the saved searches (ESLint keeps them to this index). */
export { queueImmediateAlerts, searchAlertContent, searchAlertHandler, searchAlertOptOut } from './alerts.ts';
export { eraseMemberSavedSearches } from './service.ts';
