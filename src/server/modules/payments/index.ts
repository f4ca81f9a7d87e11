/** What other modules may use of payments (ESLint keeps them to this index). */
export { applicationCreditHandler, creditIgnoredApplication, creditOfApplication } from './credits.ts';
export { hasEntitlement } from './entitlements.ts';
export { findReceipt, issueMissingReceipts } from './receipts.ts';
