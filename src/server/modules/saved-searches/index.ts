/** What other modules (and the app's job worker) may use of the saved searches (ESLint keeps them to this index). */
export { queueImmediateAlerts, searchAlertHandler } from './alerts.ts';
export { eraseMemberSavedSearches } from './service.ts';
