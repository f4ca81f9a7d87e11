/** The dashboard shows at most this many notifications (spec §2, §9). */
export const NOTIFICATIONS_LIMIT = 5;

/** The kinds of in-app notification the server creates. */
export const NOTIFICATION_TYPES = [
  'application.received',
  'application.accepted',
  'application.rejected',
  'message.received',
  'review.received',
  'mission.closed',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a notification leads (the web's dashboard tabs and pages). */
export const notificationLinks = {
  receivedApplications: '/dashboard?tab=received',
  ownApplications: '/dashboard?tab=applications',
  conversation: (partnerId: string) => `/dashboard?tab=messages&with=${encodeURIComponent(partnerId)}`,
} as const;

/** French texts of the notifications (and of the mails that go with some of them). */
export const notificationTexts = {
  applicationReceived: {
    title: 'Nouvelle candidature',
    body: (applicantName: string, jobTitle: string) => `${applicantName} a postulé à votre mission « ${jobTitle} ».`,
    mailAction: 'Consultez sa candidature depuis votre tableau de bord :',
  },
  applicationAnswered: {
    title: (statusLabel: string) => `Votre candidature a été ${statusLabel}`,
    body: (jobTitle: string, statusLabel: string) => `Votre candidature à la mission « ${jobTitle} » a été ${statusLabel}.`,
    acceptedNextStep: 'Vous pouvez maintenant échanger avec le client depuis votre messagerie.',
  },
  messageReceived: {
    title: 'Nouveau message',
    body: (senderName: string) => `${senderName} vous a envoyé un message.`,
    bodyMany: (senderName: string, count: number) => `${senderName} vous a envoyé ${count} messages.`,
  },
  missionClosed: {
    title: 'Mission clôturée',
    body: (jobTitle: string) => `La mission « ${jobTitle} » a été clôturée : votre candidature n’a pas été retenue.`,
  },
  mailGreeting: (name: string) => `Bonjour ${name},`,
  mailSignature: "L'équipe CM Connect",
  mailSubject: (title: string) => `${title} - CM Connect`,
} as const;
