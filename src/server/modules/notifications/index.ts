/** What other modules may use of notifications (ESLint keeps them to this index). */
export {
  createNotification,
  markNotificationsRead,
  refreshOrCreateNotification,
  type NewNotification,
} from './service.ts';
export { sendNotificationMail, type MailLinks, type NotificationMail } from './mails.ts';
export { notificationMail } from './notification-mail.tsx';
