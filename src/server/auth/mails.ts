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
