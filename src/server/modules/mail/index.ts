/** What other modules may use of mail (ESLint keeps them to this index). */
export {
  listMailbox,
  MAIL_MAX_ATTEMPTS,
  mailDeliveryHandler,
  readMailBrand,
  sendMail,
  type MailBrand,
  type MailContent,
  type MailTemplate,
} from './service.ts';
export { MailAction, MailGreeting, MailLayout, MailLink, MailParagraph, MailSignature, type MailOptOut } from './layout.tsx';
export { renderMail } from './render.ts';
