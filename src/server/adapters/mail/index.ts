/** Where mails go: a transport that logs them (default) or sends them over SMTP (`SMTP_URL`). */
export { logTransport, smtpTransport, type MailTransport, type OutgoingMail } from './transport.ts';
