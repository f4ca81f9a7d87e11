import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactWarningTexts } from '#contracts/contact-warnings-terms';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { OutgoingMail } from '#server/adapters/mail/transport';
import { createTestDatabase } from '#server/testing/database';
import { createTestApp, TEST_ORIGIN, TEST_PRODUCTION_ENV, type TestApp } from '#server/testing/app';
import { mailPreviews } from './mail-previews.ts';

const ORIGIN = 'https://cmconnect.example';
const BRAND = { siteName: 'Studio Social', lang: 'fr' } as const;

/** Every mail the product sends: its subject and the words it says (word for word, as before the templates). */
/** `optional`: turned off by its topic (true), never (false), or by its own link ('own': a saved search's alert). */
const EXPECTED: Record<string, { subject: string; words: string[]; optional: boolean | 'own' }> = {
  verification: {
    subject: 'Confirmez votre adresse email - Studio Social',
    words: [
      'Bonjour Camille Martin,',
      'Bienvenue sur Studio Social ! Pour activer votre compte, confirmez votre adresse email en cliquant sur le lien ci-dessous.',
      "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez cet email.",
      `Confirmer mon adresse email ${ORIGIN}/api/auth/verify-email?token=exemple`,
    ],
    optional: false,
  },
  'reset-password': {
    subject: 'Réinitialisation de votre mot de passe - Studio Social',
    words: [
      'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le lien ci-dessous pour en choisir un nouveau.',
      "Ce lien est valable 1 heure. Si vous n'avez rien demandé, ignorez cet email : votre mot de passe reste inchangé.",
      `Réinitialiser mon mot de passe ${ORIGIN}/api/auth/reset-password/exemple`,
    ],
    optional: false,
  },
  'existing-account': {
    subject: 'Tentative d’inscription avec votre adresse - Studio Social',
    words: [
      "Quelqu'un vient d'essayer de créer un compte Studio Social avec votre adresse email. Votre compte existe déjà : aucun nouveau compte n'a été créé.",
      'Si c’était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre compte reste inchangé.",
      `Se connecter ${ORIGIN}/auth/login`,
      `Mot de passe oublié ${ORIGIN}/auth/forgot-password`,
    ],
    optional: false,
  },
  'change-email': {
    subject: 'Confirmez votre nouvelle adresse email - Studio Social',
    words: [
      'Vous avez demandé à utiliser cette adresse pour votre compte Studio Social. Confirmez-la en cliquant sur le lien ci-dessous : votre adresse ne changera qu’à ce moment-là.',
      "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : rien ne sera modifié.",
      'Confirmer ma nouvelle adresse',
    ],
    optional: false,
  },
  'email-changed': {
    subject: 'Votre adresse email a été modifiée - Studio Social',
    words: [
      "L'adresse email de votre compte Studio Social est désormais camille.nouvelle@example.fr. Utilisez-la pour vous connecter.",
      "Si vous n'êtes pas à l'origine de ce changement, contactez-nous au plus vite en répondant à cet email.",
    ],
    optional: false,
  },
  'new-device': {
    subject: 'Nouvelle connexion à votre compte - Studio Social',
    words: [
      "Une connexion à votre compte Studio Social vient d'avoir lieu depuis un appareil que nous ne connaissions pas.",
      'Quand : lundi 2 mars 2026 à 10:30 (heure de Paris)',
      'Appareil : Firefox sur Windows',
      'Adresse IP approximative : 203.0.113.x',
      "Si c'était vous, vous n'avez rien à faire.",
      "Si ce n'était pas vous, changez votre mot de passe sans attendre avec le lien ci-dessous : toutes les sessions ouvertes sur votre compte seront fermées.",
      `Changer mon mot de passe ${ORIGIN}/auth/forgot-password`,
    ],
    optional: false,
  },
  'application-received': {
    subject: 'Nouvelle candidature - Studio Social',
    words: [
      'Lucas Bernard a postulé à votre mission « Animation Instagram pour une boulangerie ».',
      'Consultez sa candidature depuis votre tableau de bord :',
      `${ORIGIN}/dashboard?tab=received`,
    ],
    optional: true,
  },
  'application-accepted': {
    subject: 'Votre candidature a été acceptée - Studio Social',
    words: [
      'Votre candidature à la mission « Animation Instagram pour une boulangerie » a été acceptée.',
      'Vous pouvez maintenant échanger avec le client depuis votre messagerie.',
      `${ORIGIN}/dashboard?tab=applications`,
    ],
    optional: true,
  },
  'application-rejected': {
    subject: 'Votre candidature a été refusée - Studio Social',
    words: ['Votre candidature à la mission « Animation Instagram pour une boulangerie » a été refusée.'],
    optional: true,
  },
  'mission-closed': {
    subject: 'Mission clôturée - Studio Social',
    words: ['La mission « Animation Instagram pour une boulangerie » a été clôturée : votre candidature n’a pas été retenue.'],
    optional: true,
  },
  'review-received': {
    subject: 'Nouvel avis reçu - Studio Social',
    words: [
      'Boulangerie Dupain a laissé un avis sur la mission « Animation Instagram pour une boulangerie ».',
      'Consultez-le sur votre profil :',
      `${ORIGIN}/profile/exemple`,
    ],
    optional: true,
  },
  'purchase-completed': {
    subject: 'Paiement confirmé - Studio Social',
    words: [
      'Merci pour votre paiement de 3,00\u00a0€ TTC : Candidature à la mission « Animation Instagram pour une boulangerie ».',
      'Votre reçu n° 2026-000001 est disponible dans « Mes achats », d’où vous pouvez le télécharger en PDF :',
      `${ORIGIN}/dashboard?tab=subscription`,
    ],
    optional: false,
  },
  'credit-earned': {
    subject: 'Votre candidature vous est remboursée en crédit - Studio Social',
    words: [
      'Le client n’a pas ouvert votre candidature à la mission « Animation Instagram pour une boulangerie » dans les 7 jours : 3,00\u00a0€ ont été crédités sur votre compte.',
      'Votre crédit et son avoir sont dans « Mes achats » :',
      `${ORIGIN}/dashboard?tab=subscription`,
    ],
    optional: false,
  },
  'message-unread': {
    subject: 'Nouveau message de Lucas Bernard - Studio Social',
    words: [
      'Lucas Bernard vous a écrit :',
      'Bonjour Camille,',
      'J’ai vu votre profil : seriez-vous disponible en avril pour notre lancement ?',
      'Bonne journée !',
      'Lisez la conversation et répondez depuis votre messagerie :',
      `${ORIGIN}/dashboard?tab=messages&with=exemple`,
    ],
    optional: true,
  },
  'message-unread-warning': {
    subject: 'Nouveau message de Lucas Bernard - Studio Social',
    words: [
      'Lucas Bernard vous a écrit :',
      'Bonjour, pour aller plus vite écrivez-moi sur WhatsApp, je règle l’acompte par Western Union.',
      contactWarningTexts.receiver(['messaging', 'payment'], 'Studio Social'),
      'Lisez la conversation et répondez depuis votre messagerie :',
      `${ORIGIN}/dashboard?tab=messages&with=exemple`,
    ],
    optional: true,
  },
  'account-suspended': {
    subject: 'Votre compte a été suspendu - Studio Social',
    words: [
      'Votre compte a été suspendu par notre équipe : vous ne pouvez plus vous connecter, et votre profil et vos missions ne sont plus visibles sur le site.',
      "Si vous pensez qu'il s'agit d'une erreur, écrivez-nous depuis la page Contact :",
      `${ORIGIN}/contact`,
    ],
    optional: false,
  },
  'account-reactivated': {
    subject: 'Votre compte est de nouveau actif - Studio Social',
    words: [
      'La suspension de votre compte a été levée : vous pouvez à nouveau vous connecter, et votre profil et vos missions sont de nouveau visibles sur le site.',
      'Retrouvez votre tableau de bord :',
      `${ORIGIN}/dashboard`,
    ],
    optional: false,
  },
  'search-alert': {
    subject: 'Nouvelles missions pour « Instagram à Lyon » - Studio Social',
    words: [
      '12 nouvelles missions correspondent à votre recherche « Instagram à Lyon ».',
      '• Animation Instagram pour une boulangerie — Lyon',
      '• Community manager pour un salon de thé — Télétravail',
      'Et 10 autres missions sur le site.',
      'Voir toutes les missions de cette recherche :',
      `${ORIGIN}/search?location=Lyon&q=instagram&type=jobs`,
    ],
    optional: 'own',
  },
  'contact-request': {
    subject: '[Contact] Partenariat',
    words: [
      'Nouveau message reçu via le formulaire de contact de Studio Social.',
      'Nom : Léa Fontaine\nEmail : lea.fontaine@example.fr\nProfil : Entreprise\nSujet : Partenariat',
      'Bonjour,\nNous aimerions présenter vos services à nos adhérents.\nBien à vous,\nLéa',
    ],
    optional: false,
  },
  'notice-acknowledgement': {
    subject: 'Nous avons bien reçu votre signalement - Studio Social',
    words: [
      'Votre signalement concernant « Profil de Camille Martin » (motif : Fraude ou arnaque) a bien été reçu. L’équipe de modération l’examine et vous informera de la suite donnée.',
    ],
    optional: false,
  },
  'statement-of-reasons': {
    subject: 'Décision de modération concernant votre contenu - Studio Social',
    words: [
      'Suite à un signalement (motif : Fraude ou arnaque), l’équipe de modération a examiné « Profil de Camille Martin ».',
      'Décision : Compte suspendu.',
      'Motif de la décision : Demandes répétées de paiement hors plateforme (conditions d’utilisation, article 7).',
      'Aucune détection automatisée n’a été utilisée',
      'Vous pouvez contester cette décision jusqu’au 2 septembre 2026',
      `Contester la décision ${ORIGIN}/contester/exemple`,
    ],
    optional: false,
  },
  'notice-outcome': {
    subject: 'Suite donnée à votre signalement - Studio Social',
    words: ['Votre signalement concernant « Profil de Camille Martin » a été examiné. Décision : Compte suspendu.'],
    optional: false,
  },
  'complaint-answer': {
    subject: 'Réponse à votre contestation - Studio Social',
    words: [
      'Votre contestation a été examinée par un autre membre de l’équipe. Issue : Décision maintenue.',
      'Réponse : Les échanges signalés montrent des demandes de virement hors plateforme.',
    ],
    optional: false,
  },
};

/** The mails to a visitor's or a content's address (notice and action), and the contact form's, greet nobody by name. */
const UNGREETED = new Set(['contact-request', 'notice-acknowledgement', 'statement-of-reasons', 'notice-outcome', 'complaint-answer']);
const SIGNED = Object.keys(EXPECTED).filter((id) => !UNGREETED.has(id));
const UNSUBSCRIBE = `${ORIGIN}/desinscription?token=exemple`;

describe('mail templates', () => {
  const written = new Map<string, OutgoingMail>();
  beforeAll(async () => {
    for (const preview of mailPreviews(ORIGIN)) written.set(preview.id, await preview.mail(BRAND));
  });

  it('cover every mail the product sends', () => {
    expect([...written.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s: subject, words and site name in both parts', (id, expected) => {
    const mail = written.get(id)!;
    expect(mail.subject).toBe(expected.subject);
    for (const words of expected.words) expect(mail.text).toContain(words);
    // The layout: the site's name heads both parts, the French footer ends them.
    expect(mail.text.startsWith('Studio Social\n')).toBe(true);
    expect(mail.text).toContain('Cet email vous a été envoyé par Studio Social.');
    expect(mail.html).toContain('<h1 style="font-size:20px;margin:0 0 24px;color:#1f2937">Studio Social</h1>');
    expect(mail.html).toContain('Cet email vous a été envoyé par Studio Social.');
    // An accessible document: its language, its subject as title, no image without a text.
    expect(mail.html).toMatch(/^<!DOCTYPE html[^>]*><html [^>]*lang="fr"/);
    expect(mail.html).toContain(`<title>${mail.subject.replace(/'/g, '&#x27;')}</title>`);
    expect(mail.html).not.toMatch(/<img(?![^>]*\balt=)/);
    expect(mail.text).not.toContain('CM Connect');
  });

  it.each(SIGNED)('%s: greets the member and signs with the site name', (id) => {
    const mail = written.get(id)!;
    expect(mail.text).toContain('Bonjour Camille Martin,');
    expect(mail.text).toContain("L'équipe Studio Social");
    expect(mail.html).toContain('L&#x27;équipe Studio Social');
  });

  it.each(Object.entries(EXPECTED).filter(([, { optional }]) => optional === true))(
    '%s: a mail the member can turn off carries the unsubscribe and preferences links',
    (id) => {
      const mail = written.get(id)!;
      expect(mail.text).toContain(`Pour ne plus recevoir ce type d’email : Se désinscrire ${UNSUBSCRIBE}`);
      expect(mail.text).toContain(`Choisir mes emails de notification ${ORIGIN}/dashboard/compte`);
      expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
      expect(mail.listUnsubscribe).toBe(`${ORIGIN}/api/mail/unsubscribe/one-click?token=exemple`);
    },
  );

  it('search-alert: the alert mail stops that alert only, and leads to the saved searches', () => {
    const mail = written.get('search-alert')!;
    expect(mail.text).toContain(`Pour ne plus recevoir ce type d’email : Se désinscrire ${ORIGIN}/alertes/desinscription?token=exemple`);
    expect(mail.text).toContain(`${ORIGIN}/dashboard?tab=searches`);
    expect(mail.listUnsubscribe).toBe(`${ORIGIN}/api/saved-searches/alert-unsubscribe/one-click?token=exemple`);
  });

  it.each(Object.entries(EXPECTED).filter(([, { optional }]) => optional === false))(
    '%s: a security or service mail carries no unsubscribe link',
    (id) => {
      const mail = written.get(id)!;
      expect(mail.text).not.toContain('desinscription');
      expect(mail.text).not.toContain('Pour ne plus recevoir');
      expect(mail.html).not.toContain('desinscription');
      expect(mail.listUnsubscribe).toBeUndefined();
    },
  );

  it('writes what members typed as text, never as HTML', async () => {
    const contact = written.get('contact-request')!;
    expect(contact.html).toContain('Bonjour,<br/>Nous aimerions');
    const [preview] = mailPreviews(ORIGIN).filter(({ id }) => id === 'email-changed');
    const mail = await preview!.mail({ siteName: '<b>Studio</b>', lang: 'en' });
    expect(mail.html).toContain('&lt;b&gt;Studio&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Studio');
    expect(mail.html).toMatch(/<html [^>]*lang="en"/);
  });
});

describe('development preview of the mail templates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every template with its subject and plain text, written with the site settings', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/mails' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const id of Object.keys(EXPECTED)) expect(page.body).toContain(`href="/dev/mails/${id}"`);
    expect(page.body).toContain('Confirmez votre adresse email - CM Connect');
    expect(page.body).toContain(`${TEST_ORIGIN}/api/auth/verify-email?token=exemple`);
  });

  it('shows a template’s HTML part as a mail client gets it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/mails/new-device' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/^<!DOCTYPE html/);
    expect(page.body).toContain('Changer mon mot de passe');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mails/inconnu' })).statusCode).toBe(404);
  });

  it('answers only loopback addresses', async () => {
    for (const url of ['/dev/mails', '/dev/mails/verification']) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' })).statusCode).toBe(403);
    }
  });

  it('does not exist in production', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ ...TEST_PRODUCTION_ENV, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://cmconnect.example' }),
      database,
      serveWebApp: false,
    });
    try {
      for (const url of ['/dev/mails', '/dev/mails/verification']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
