/** What other modules may use of mail (ESLint keeps them to this index). */
export { listMailbox, mailDeliveryHandler, sendMail, type MailBrand, type MailContent } from './service.ts';
