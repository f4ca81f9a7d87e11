import { paths } from '#contracts/paths';
import type { OutgoingMail } from '#server/adapters/mail/transport';
import { escapeHtml } from '#server/http/html';
import type { MailBrand } from '#server/modules/mail/index';

/**
 * The account mails. Each is a template of the site's name (the admin settings' 'Nom du site'),
 * written by `sendMail` with the settings in force when it is sent.
 */
type Template = (brand: MailBrand) => OutgoingMail;

const signature = (site: string) => `L'équipe ${site}`;

function layout(site: string, greeting: string, lines: string[], url: string, action: string): Pick<OutgoingMail, 'text' | 'html'> {
  const text = [greeting, '', ...lines, '', url, '', signature(site)].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(signature(site))}</p>`;
  return { text, html };
}

export function verificationMail(to: string, name: string, url: string): Template {
  return ({ siteName: site }) => ({
    to,
    subject: `Confirmez votre adresse email - ${site}`,
    ...layout(
      site,
      `Bonjour ${name},`,
      [
        `Bienvenue sur ${site} ! Pour activer votre compte, confirmez votre adresse email en cliquant sur le lien ci-dessous.`,
        "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez cet email.",
      ],
      url,
      'Confirmer mon adresse email',
    ),
  });
}

export function resetPasswordMail(to: string, name: string, url: string): Template {
  return ({ siteName: site }) => ({
    to,
    subject: `Réinitialisation de votre mot de passe - ${site}`,
    ...layout(
      site,
      `Bonjour ${name},`,
      [
        'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le lien ci-dessous pour en choisir un nouveau.',
        "Ce lien est valable 1 heure. Si vous n'avez rien demandé, ignorez cet email : votre mot de passe reste inchangé.",
      ],
      url,
      'Réinitialiser mon mot de passe',
    ),
  });
}

/** Sent instead of a second account when someone registers with an address that has one. */
export function existingAccountMail(to: string, name: string, publicUrl: string): Template {
  return ({ siteName: site }) => {
    const signIn = `${publicUrl}${paths.auth.login}`;
    const reset = `${publicUrl}${paths.auth.forgotPassword}`;
    const lines = [
      `Quelqu'un vient d'essayer de créer un compte ${site} avec votre adresse email. Votre compte existe déjà : aucun nouveau compte n'a été créé.`,
      'Si c’était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre compte reste inchangé.",
    ];
    const greeting = `Bonjour ${name},`;
    return {
      to,
      subject: `Tentative d’inscription avec votre adresse - ${site}`,
      text: [greeting, '', ...lines, '', `Se connecter : ${signIn}`, `Mot de passe oublié : ${reset}`, '', signature(site)].join('\n'),
      html:
        `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
        `<p><a href="${escapeHtml(signIn)}">Se connecter</a> · <a href="${escapeHtml(reset)}">Mot de passe oublié</a></p><p>${escapeHtml(signature(site))}</p>`,
    };
  };
}

/** Sent to the new address of an email change: the change takes effect when the link is followed. */
export function changeEmailMail(to: string, name: string, url: string): Template {
  return ({ siteName: site }) => ({
    to,
    subject: `Confirmez votre nouvelle adresse email - ${site}`,
    ...layout(
      site,
      `Bonjour ${name},`,
      [
        `Vous avez demandé à utiliser cette adresse pour votre compte ${site}. Confirmez-la en cliquant sur le lien ci-dessous : votre adresse ne changera qu’à ce moment-là.`,
        "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : rien ne sera modifié.",
      ],
      url,
      'Confirmer ma nouvelle adresse',
    ),
  });
}

/** Sent to the previous address once an email change took effect (someone else may have made it). */
export function emailChangedMail(to: string, name: string, newEmail: string): Template {
  return ({ siteName: site }) => {
    const greeting = `Bonjour ${name},`;
    const lines = [
      `L'adresse email de votre compte ${site} est désormais ${newEmail}. Utilisez-la pour vous connecter.`,
      "Si vous n'êtes pas à l'origine de ce changement, contactez-nous au plus vite en répondant à cet email.",
    ];
    return {
      to,
      subject: `Votre adresse email a été modifiée - ${site}`,
      text: [greeting, '', ...lines, '', signature(site)].join('\n'),
      html: `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${escapeHtml(signature(site))}</p>`,
    };
  };
}

/** What the new-device mail says of the sign-in. */
type SignInSighting = { at: Date; browser: string | null; network: string | null };

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * Sent when an account signs in from a device it never used (not on its very first sign-in):
 * what, when, from what (browser, approximate network; no geolocation), and what to do if
 * it was not the member.
 */
export function newDeviceMail(to: string, name: string, sighting: SignInSighting, resetUrl: string): Template {
  return ({ siteName: site }) => {
    const greeting = `Bonjour ${name},`;
    const lines = [
      `Une connexion à votre compte ${site} vient d'avoir lieu depuis un appareil que nous ne connaissions pas.`,
      `Quand : ${PARIS_TIME.format(sighting.at)} (heure de Paris)`,
      `Appareil : ${sighting.browser ?? 'navigateur inconnu'}`,
      `Adresse IP approximative : ${sighting.network ?? 'inconnue'}`,
      "Si c'était vous, vous n'avez rien à faire.",
      "Si ce n'était pas vous, changez votre mot de passe sans attendre avec le lien ci-dessous : toutes les sessions ouvertes sur votre compte seront fermées.",
    ];
    return {
      to,
      subject: `Nouvelle connexion à votre compte - ${site}`,
      ...layout(site, greeting, lines, resetUrl, 'Changer mon mot de passe'),
    };
  };
}
