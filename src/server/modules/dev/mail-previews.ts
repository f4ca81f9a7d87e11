import type { FastifyPluginAsync } from 'fastify';
import { applicationStatusLabels } from '#contracts/applications-terms';
import { messageExcerpt, notificationLinks, notificationTexts } from '#contracts/notifications-terms';
import { paths } from '#contracts/paths';
import { formatPrice } from '#contracts/payments-terms';
import { receiptItemLabels, receiptNumber } from '#contracts/receipts-terms';
import { changeEmailMail, emailChangedMail, existingAccountMail, newDeviceMail, resetPasswordMail, verificationMail } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { notFound } from '#server/http/errors';
import { escapeHtml } from '#server/http/html';
import { readMailBrand, type MailTemplate } from '#server/modules/mail/index';
import { contactRequestMail } from '#server/modules/contact/index';
import { acknowledgementMail, complaintAnswerMail, outcomeMail, statementOfReasonsMail } from '#server/modules/notices/index';
import { notificationMail } from '#server/modules/notifications/index';
import { searchAlertContent, searchAlertOptOut } from '#server/modules/saved-searches/index';
import { DEV_ONLY } from './mailbox.ts';

/** A mail template with sample data, as the development preview shows it. */
type MailPreview = { id: string; label: string; mail: MailTemplate };

const TO = 'camille.martin@example.fr';
const NAME = 'Camille Martin';

/** A notification mail to Camille, with sample unsubscribe links unless it is about the account (always sent). */
function sampleNotification(origin: string, title: string, lines: string[], path: string, optional = true): MailTemplate {
  return notificationMail({
    to: TO,
    name: NAME,
    title,
    lines,
    url: `${origin}${path}`,
    optOut: optional
      ? {
          unsubscribeUrl: `${origin}${notificationLinks.unsubscribe('exemple')}`,
          preferencesUrl: `${origin}${notificationLinks.mailPreferences}`,
          oneClickUrl: `${origin}${notificationLinks.oneClickUnsubscribe('exemple')}`,
        }
      : undefined,
  });
}

/** A saved search's alert, with its own unsubscribe link (that alert only). */
function sampleSearchAlert(origin: string): MailTemplate {
  const { title, lines } = searchAlertContent(origin, 'Instagram à Lyon', 12, [
    { id: '5b000000-0000-4000-8000-000000000001', title: 'Animation Instagram pour une boulangerie', isRemote: false, location: 'Lyon' },
    { id: '5b000000-0000-4000-8000-000000000002', title: 'Community manager pour un salon de thé', isRemote: true, location: null },
  ]);
  const optOut = searchAlertOptOut('exemple');
  return notificationMail({
    to: TO,
    name: NAME,
    title,
    lines,
    url: `${origin}${paths.savedSearch('location=Lyon&q=instagram&type=jobs')}`,
    optOut: {
      unsubscribeUrl: `${origin}${optOut.unsubscribePath}`,
      preferencesUrl: `${origin}${optOut.preferencesPath}`,
      oneClickUrl: `${origin}${optOut.oneClickPath}`,
    },
  });
}

/** Every mail the product sends, filled with sample data; links lead to `origin`. */
export function mailPreviews(origin: string): MailPreview[] {
  const received = notificationTexts.applicationReceived;
  const answered = notificationTexts.applicationAnswered;
  const accepted = applicationStatusLabels.accepted.toLowerCase();
  const rejected = applicationStatusLabels.rejected.toLowerCase();
  const review = notificationTexts.reviewReceived;
  const suspended = notificationTexts.accountSuspended;
  const purchase = notificationTexts.purchaseCompleted;
  const reactivated = notificationTexts.accountReactivated;
  const mission = 'Animation Instagram pour une boulangerie';
  return [
    {
      id: 'verification',
      label: 'Confirmation de l’adresse (inscription)',
      mail: verificationMail(TO, NAME, `${origin}/api/auth/verify-email?token=exemple`),
    },
    {
      id: 'reset-password',
      label: 'Réinitialisation du mot de passe',
      mail: resetPasswordMail(TO, NAME, `${origin}/api/auth/reset-password/exemple`),
    },
    { id: 'existing-account', label: 'Inscription avec une adresse déjà inscrite', mail: existingAccountMail(TO, NAME, origin) },
    {
      id: 'change-email',
      label: 'Confirmation de la nouvelle adresse',
      mail: changeEmailMail(TO, NAME, `${origin}/api/auth/verify-email?token=exemple`),
    },
    { id: 'email-changed', label: 'Adresse modifiée (ancienne adresse)', mail: emailChangedMail(TO, NAME, 'camille.nouvelle@example.fr') },
    {
      id: 'new-device',
      label: 'Connexion depuis un nouvel appareil',
      mail: newDeviceMail(
        TO,
        NAME,
        { at: new Date('2026-03-02T09:30:00Z'), browser: 'Firefox sur Windows', network: '203.0.113.x' },
        `${origin}/auth/forgot-password`,
      ),
    },
    {
      id: 'application-received',
      label: 'Notification : nouvelle candidature',
      mail: sampleNotification(
        origin,
        received.title,
        [received.body('Lucas Bernard', mission), received.mailAction],
        notificationLinks.receivedApplications,
      ),
    },
    {
      id: 'application-accepted',
      label: 'Notification : candidature acceptée',
      mail: sampleNotification(
        origin,
        answered.title(accepted),
        [answered.body(mission, accepted), answered.acceptedNextStep],
        notificationLinks.ownApplications,
      ),
    },
    {
      id: 'application-rejected',
      label: 'Notification : candidature refusée',
      mail: sampleNotification(origin, answered.title(rejected), [answered.body(mission, rejected)], notificationLinks.ownApplications),
    },
    {
      id: 'mission-closed',
      label: 'Notification : mission clôturée',
      mail: sampleNotification(
        origin,
        notificationTexts.missionClosed.title,
        [notificationTexts.missionClosed.body(mission)],
        notificationLinks.ownApplications,
      ),
    },
    {
      id: 'review-received',
      label: 'Notification : nouvel avis',
      mail: sampleNotification(
        origin,
        review.title,
        [review.body('Boulangerie Dupain', mission), review.mailAction],
        notificationLinks.profile('exemple'),
      ),
    },
    {
      id: 'purchase-completed',
      label: 'Paiement confirmé (reçu)',
      mail: sampleNotification(
        origin,
        purchase.title,
        [purchase.body(formatPrice(300), receiptItemLabels.application(mission)), purchase.mailAction(receiptNumber('receipt', 2026, 1))],
        notificationLinks.purchases,
        false,
      ),
    },
    {
      id: 'credit-earned',
      label: 'Candidature remboursée en crédit',
      mail: sampleNotification(
        origin,
        notificationTexts.creditEarned.title,
        [
          notificationTexts.creditEarned.body(formatPrice(300), notificationTexts.creditEarned.why.not_opened(mission)),
          notificationTexts.creditEarned.mailAction,
        ],
        notificationLinks.purchases,
        false,
      ),
    },
    {
      id: 'message-unread',
      label: 'Notification : message non lu (un par conversation)',
      mail: sampleNotification(
        origin,
        notificationTexts.messageReceived.mailTitle('Lucas Bernard'),
        [
          notificationTexts.messageReceived.mailIntro('Lucas Bernard'),
          ...messageExcerpt(['Bonjour Camille,\nJ’ai vu votre profil : seriez-vous disponible en avril pour notre lancement ?', 'Bonne journée !']),
          notificationTexts.messageReceived.mailAction,
        ],
        notificationLinks.conversation('exemple'),
      ),
    },
    {
      id: 'account-suspended',
      label: 'Compte suspendu',
      mail: sampleNotification(origin, suspended.title, [suspended.body, suspended.mailAction], notificationLinks.contact, false),
    },
    {
      id: 'account-reactivated',
      label: 'Compte réactivé',
      mail: sampleNotification(origin, reactivated.title, [reactivated.body, reactivated.mailAction], notificationLinks.dashboard, false),
    },
    { id: 'search-alert', label: 'Alerte d’une recherche enregistrée', mail: sampleSearchAlert(origin) },
    {
      id: 'notice-acknowledgement',
      label: 'Signalement : accusé de réception (à la personne qui signale)',
      mail: acknowledgementMail('lea.fontaine@example.fr', { targetLabel: `Profil de ${NAME}`, category: 'fraud' }),
    },
    {
      id: 'statement-of-reasons',
      label: 'Signalement : exposé des motifs de la décision (à l’auteur du contenu)',
      mail: statementOfReasonsMail(TO, {
        targetLabel: `Profil de ${NAME}`,
        category: 'fraud',
        action: 'suspend',
        ground: 'Demandes répétées de paiement hors plateforme (conditions d’utilisation, article 7).',
        automatedDetection: false,
        deadline: new Date('2026-09-02T09:30:00Z'),
        complaintUrl: `${origin}${paths.contestDecision('exemple')}`,
      }),
    },
    {
      id: 'notice-outcome',
      label: 'Signalement : suite donnée (à la personne qui signale)',
      mail: outcomeMail('lea.fontaine@example.fr', {
        targetLabel: `Profil de ${NAME}`,
        category: 'fraud',
        action: 'suspend',
        ground: 'Demandes répétées de paiement hors plateforme (conditions d’utilisation, article 7).',
        automatedDetection: true,
        deadline: new Date('2026-09-02T09:30:00Z'),
        complaintUrl: `${origin}${paths.contestDecision('exemple-signalement')}`,
      }),
    },
    {
      id: 'complaint-answer',
      label: 'Contestation : réponse (à l’auteur du contenu ou à la personne qui a signalé)',
      mail: complaintAnswerMail(TO, { outcome: 'upheld', answer: 'Les échanges signalés montrent des demandes de virement hors plateforme.' }),
    },
    {
      id: 'contact-request',
      label: 'Formulaire de contact (vers l’adresse de contact)',
      mail: contactRequestMail('contact@cmconnect.fr', {
        name: 'Léa Fontaine',
        email: 'lea.fontaine@example.fr',
        userType: 'company',
        subject: 'Partenariat',
        message: 'Bonjour,\nNous aimerions présenter vos services à nos adhérents.\nBien à vous,\nLéa',
      }),
    },
  ];
}

/**
 * Development preview of every mail template: `/dev/mails` lists them with their subject and
 * plain-text part, `/dev/mails/:id` shows the HTML part as a mail client gets it. Written with
 * the site's settings of the moment. Never registered in production, and loopback only.
 */
export const devMailPreviewRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  const previews = mailPreviews(publicUrl);
  const write = async (preview: MailPreview) => preview.mail(await readMailBrand(db));

  app.get('/dev/mails', DEV_ONLY, async (_request, reply) => {
    const written = await Promise.all(previews.map(async (preview) => ({ preview, mail: await write(preview) })));
    const items = written
      .map(
        ({ preview, mail }) => `<article>
  <h2><a href="/dev/mails/${preview.id}">${escapeHtml(preview.label)}</a></h2>
  <p class="meta">Sujet : <strong>${escapeHtml(mail.subject)}</strong>${mail.listUnsubscribe ? ' — avec désinscription' : ''}</p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Modèles d’emails</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#6b7280;margin:0 0 .5rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Modèles d’emails</h1><p>${previews.length} modèles, avec des données d’exemple. Ouvrez-en un pour voir sa version HTML ; sa version texte est ci-dessous.</p>
${items}</body></html>`);
  });

  app.get<{ Params: { id: string } }>('/dev/mails/:id', DEV_ONLY, async (request, reply) => {
    const preview = previews.find(({ id }) => id === request.params.id);
    if (!preview) throw notFound();
    return reply.type('text/html; charset=utf-8').send((await write(preview)).html);
  });
};
