/** What other modules may use of notifications (ESLint keeps them to this index). */
export {
  anonymiseNameInNotifications,
  claimNotificationMail,
  createNotification,
  eraseMemberNotifications,
  markNotificationsRead,
  refreshOrCreateNotification,
} from './service.ts';
export { sendNotificationMail, type MailLinks } from './mails.ts';
export { notificationMail, type MailLine } from './notification-mail.tsx';
