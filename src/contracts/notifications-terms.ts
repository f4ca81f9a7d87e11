import { paths } from './paths.ts';
import { DEFAULT_SITE_NAME } from './site-terms.ts';
import { plural } from './text-terms.ts';

/** The dashboard shows at most this many notifications (spec §2, §9). */
export const NOTIFICATIONS_LIMIT = 5;
/** The notifications page lists them all, this many a page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** A notification that is not the viewer's, or no longer exists. */
export const NOTIFICATION_NOT_FOUND = 'Notification introuvable.';

/** What mail clients POST to for a one-click unsubscribe (List-Unsubscribe, RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe/one-click';

/** Where a notification leads (pages of the path registry). */
export const notificationLinks = {
  receivedApplications: paths.dashboardTab('received'),
  ownApplications: paths.dashboardTab('applications'),
  ownMissions: paths.dashboardTab('offers'),
  conversation: (partnerId: string) => paths.dashboardTab('messages', { with: partnerId }),
  /** The overview lists the reviews to write. */
  reviewsToWrite: paths.dashboard,
  dashboard: paths.dashboard,
  profile: paths.profile,
  /** Where a suspended member can write to the team. */
  contact: paths.contact,
  /** 'Mes achats': the purchases and their receipts. */
  purchases: paths.dashboardTab('subscription'),
  /** Where a member chooses the notification mails they receive (account settings). */
  mailPreferences: paths.account,
  /** The public page a mail's unsubscribe link opens (no sign-in needed). */
  unsubscribe: paths.unsubscribeWith,
  oneClickUnsubscribe: (token: string) => `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
} as const;

/** Mail topics a member can turn off (profiles.mail_opt_outs holds the ones turned off). */
export const MAIL_TOPICS = ['application_received', 'application_answered', 'review_received', 'message_received'] as const;
export type TMailTopic = (typeof MAIL_TOPICS)[number];
export const mailTopicLabels: Record<TMailTopic, string> = {
  application_received: 'Nouvelle candidature à une de mes missions',
  application_answered: 'Réponse à mes candidatures (acceptée ou refusée)',
  review_received: 'Nouvel avis publié sur moi',
  message_received: 'Nouveau message non lu',
};
/** The topics that can concern a member: community managers apply, clients receive applications. */
export function mailTopicsFor(userType: 'community_manager' | 'company' | 'individual'): readonly TMailTopic[] {
  const notFor = userType === 'community_manager' ? 'application_received' : 'application_answered';
  return MAIL_TOPICS.filter((topic) => topic !== notFor);
}
export const isMailTopic = (value: string): value is TMailTopic => (MAIL_TOPICS as readonly string[]).includes(value);

export const mailPreferenceMessages = {
  title: 'Emails de notification',
  intro: 'Choisissez les emails que vous souhaitez recevoir. Les notifications restent visibles sur votre tableau de bord.',
  saved: 'Vos préférences ont été enregistrées.',
  invalidToken: 'Ce lien de désinscription n’est pas valide.',
  unsubscribeTitle: 'Se désinscrire',
  unsubscribeQuestion: (label: string) => `Ne plus recevoir les emails « ${label} » ?`,
  unsubscribeButton: 'Confirmer la désinscription',
  unsubscribed: (label: string) => `C’est fait : vous ne recevrez plus les emails « ${label} ». Vous pouvez les réactiver depuis votre compte.`,
  mailFooter: 'Pour ne plus recevoir ce type d’email :',
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
    reason: (reason: string) => `Motif : ${reason}${/[.!?…]$/.test(reason) ? '' : '.'}`,
  },
  messageReceived: {
    title: 'Nouveau message',
    body: (senderName: string) => `${senderName} vous a envoyé un message.`,
    bodyMany: (senderName: string, count: number) => `${senderName} vous a envoyé ${count} messages.`,
    /** The mail of a conversation left unread (one until it is read). */
    mailTitle: (senderName: string) => `Nouveau message de ${senderName}`,
    mailIntro: (senderName: string) => `${senderName} vous a écrit :`,
    mailAction: 'Lisez la conversation et répondez depuis votre messagerie :',
  },
  missionClosed: {
    title: 'Mission clôturée',
    body: (jobTitle: string) => `La mission « ${jobTitle} » a été clôturée : votre candidature n’a pas été retenue.`,
  },
  reviewReceived: {
    title: 'Nouvel avis reçu',
    body: (reviewerName: string, jobTitle: string) => `${reviewerName} a laissé un avis sur la mission « ${jobTitle} ».`,
    mailAction: 'Consultez-le sur votre profil :',
    teaserTitle: 'Un avis vous attend',
  },
  purchaseCompleted: {
    title: 'Paiement confirmé',
    body: (amount: string, item: string) => `Merci pour votre paiement de ${amount} TTC : ${item}.`,
    mailAction: (number: string) => `Votre reçu n° ${number} est disponible dans « Mes achats », d’où vous pouvez le télécharger en PDF :`,
  },
  creditEarned: {
    title: 'Votre candidature vous est remboursée en crédit',
    body: (amount: string, why: string) =>
      `${why} : ${amount} ont été crédités sur votre compte. Ils paieront votre prochaine candidature, sans carte.`,
    why: {
      not_opened: (title: string) => `Le client n’a pas ouvert votre candidature à la mission « ${title} » dans les 7 jours`,
      closed_without_hire: (title: string) =>
        `La mission « ${title} » a été clôturée sans recruter sur CM Connect, avant que le client ouvre votre candidature`,
      mission_removed: (title: string) => `La mission « ${title} » a été supprimée avant que le client ouvre votre candidature`,
    },
    mailAction: 'Votre crédit et son avoir sont dans « Mes achats » :',
  },
  accountSuspended: {
    title: 'Votre compte a été suspendu',
    body: 'Votre compte a été suspendu par notre équipe : vous ne pouvez plus vous connecter, et votre profil et vos missions ne sont plus visibles sur le site.',
    mailAction: "Si vous pensez qu'il s'agit d'une erreur, écrivez-nous depuis la page Contact :",
  },
  accountReactivated: {
    title: 'Votre compte est de nouveau actif',
    body: 'La suspension de votre compte a été levée : vous pouvez à nouveau vous connecter, et votre profil et vos missions sont de nouveau visibles sur le site.',
    mailAction: 'Retrouvez votre tableau de bord :',
  },
  mailGreeting: (name: string) => `Bonjour ${name},`,
  /** `site`: the site's name from the admin settings. */
  mailSignature: (site: string) => `L'équipe ${site}`,
  mailSubject: (title: string, site: string = DEFAULT_SITE_NAME) => `${title} - ${site}`,
} as const;

/** A mail shows at most this much of the unread messages it is about: their first lines. */
const EXCERPT_MAX_LINES = 4;
const EXCERPT_MAX_CHARS = 300;

/** The first lines of the unread messages (oldest first), cut with '…' past 4 lines or 300 characters. */
export function messageExcerpt(contents: string[]): string[] {
  const lines = contents
    .flatMap((content) => content.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
  const kept: string[] = [];
  let room = EXCERPT_MAX_CHARS;
  for (const line of lines.slice(0, EXCERPT_MAX_LINES)) {
    if (room <= 0) break;
    kept.push(line.length > room ? `${line.slice(0, room).trimEnd()}…` : line);
    room -= line.length;
  }
  const cut = kept.length < lines.length && !kept.at(-1)?.endsWith('…');
  return cut ? [...kept.slice(0, -1), `${kept.at(-1)} …`] : kept;
}

/** What a screen reader hears of an unread count: '1 non lue', '12 non lues'. */
export const unreadNotificationsLabel = (count: number) => plural(count, 'non lue', 'non lues');
