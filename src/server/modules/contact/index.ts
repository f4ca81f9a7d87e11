/** What other modules may use of contact (ESLint keeps them to this index). */
export { contactRequestMail } from './contact-mail.tsx';
