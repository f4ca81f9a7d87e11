import type { OutgoingMail } from '#server/adapters/mail/transport';
import { escapeHtml } from '#server/http/html';

function layout(greeting: string, lines: string[], url: string, action: string): Pick<OutgoingMail, 'text' | 'html'> {
  const text = [greeting, '', ...lines, '', url, '', "L'équipe CM Connect"].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>L'équipe CM Connect</p>`;
  return { text, html };
}

export function verificationMail(to: string, name: string, url: string): OutgoingMail {
  return {
    to,
    subject: 'Confirmez votre adresse email - CM Connect',
    ...layout(
      `Bonjour ${name},`,
      [
        'Bienvenue sur CM Connect ! Pour activer votre compte, confirmez votre adresse email en cliquant sur le lien ci-dessous.',
        "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez cet email.",
      ],
      url,
      'Confirmer mon adresse email',
    ),
  };
}

export function resetPasswordMail(to: string, name: string, url: string): OutgoingMail {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe - CM Connect',
    ...layout(
      `Bonjour ${name},`,
      [
        'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le lien ci-dessous pour en choisir un nouveau.',
        "Ce lien est valable 1 heure. Si vous n'avez rien demandé, ignorez cet email : votre mot de passe reste inchangé.",
      ],
      url,
      'Réinitialiser mon mot de passe',
    ),
  };
}

/** Sent instead of a second account when someone registers with an address that has one. */
export function existingAccountMail(to: string, name: string, publicUrl: string): OutgoingMail {
  const signIn = `${publicUrl}/auth/login`;
  const reset = `${publicUrl}/auth/forgot-password`;
  const lines = [
    "Quelqu'un vient d'essayer de créer un compte CM Connect avec votre adresse email. Votre compte existe déjà : aucun nouveau compte n'a été créé.",
    'Si c’était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre compte reste inchangé.",
  ];
  const greeting = `Bonjour ${name},`;
  return {
    to,
    subject: 'Tentative d’inscription avec votre adresse - CM Connect',
    text: [greeting, '', ...lines, '', `Se connecter : ${signIn}`, `Mot de passe oublié : ${reset}`, '', "L'équipe CM Connect"].join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
      `<p><a href="${escapeHtml(signIn)}">Se connecter</a> · <a href="${escapeHtml(reset)}">Mot de passe oublié</a></p><p>L'équipe CM Connect</p>`,
  };
}

/** Sent to the new address of an email change: the change takes effect when the link is followed. */
export function changeEmailMail(to: string, name: string, url: string): OutgoingMail {
  return {
    to,
    subject: 'Confirmez votre nouvelle adresse email - CM Connect',
    ...layout(
      `Bonjour ${name},`,
      [
        'Vous avez demandé à utiliser cette adresse pour votre compte CM Connect. Confirmez-la en cliquant sur le lien ci-dessous : votre adresse ne changera qu’à ce moment-là.',
        "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : rien ne sera modifié.",
      ],
      url,
      'Confirmer ma nouvelle adresse',
    ),
  };
}

/** Sent to the previous address once an email change took effect (someone else may have made it). */
export function emailChangedMail(to: string, name: string, newEmail: string): OutgoingMail {
  const greeting = `Bonjour ${name},`;
  const lines = [
    `L'adresse email de votre compte CM Connect est désormais ${newEmail}. Utilisez-la pour vous connecter.`,
    "Si vous n'êtes pas à l'origine de ce changement, contactez-nous au plus vite en répondant à cet email.",
  ];
  return {
    to,
    subject: 'Votre adresse email a été modifiée - CM Connect',
    text: [greeting, '', ...lines, '', "L'équipe CM Connect"].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>L'équipe CM Connect</p>`,
  };
}
