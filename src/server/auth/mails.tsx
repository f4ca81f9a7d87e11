import type { ReactNode } from 'react';
import { paths } from '#contracts/paths';
import {
  MailAction,
  MailGreeting,
  MailLayout,
  MailLink,
  MailParagraph,
  MailSignature,
  renderMail,
  type MailBrand,
  type MailTemplate,
} from '#server/modules/mail/index';

/**
 * The account mails. Each is a template of the site's name (the admin settings' 'Nom du site'),
 * written by `sendMail` with the settings in force when it is sent. They concern the account's
 * security: none carries an unsubscribe link.
 */

/** An account mail: greeting, what happened, what to do, signature. */
function AccountMail({ brand, subject, name, children }: { brand: MailBrand; subject: string; name: string; children: ReactNode }) {
  return (
    <MailLayout brand={brand} subject={subject}>
      <MailGreeting name={name} />
      {children}
      <MailSignature brand={brand} />
    </MailLayout>
  );
}

export function verificationMail(to: string, name: string, url: string): MailTemplate {
  return (brand) => {
    const subject = `Confirmez votre adresse email - ${brand.siteName}`;
    return renderMail(
      { to, subject },
      <AccountMail brand={brand} subject={subject} name={name}>
        <MailParagraph>
          Bienvenue sur {brand.siteName} ! Pour activer votre compte, confirmez votre adresse email en cliquant sur le lien ci-dessous.
        </MailParagraph>
        <MailParagraph>Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez cet email.</MailParagraph>
        <MailAction href={url}>Confirmer mon adresse email</MailAction>
      </AccountMail>,
    );
  };
}

export function resetPasswordMail(to: string, name: string, url: string): MailTemplate {
  return (brand) => {
    const subject = `Réinitialisation de votre mot de passe - ${brand.siteName}`;
    return renderMail(
      { to, subject },
      <AccountMail brand={brand} subject={subject} name={name}>
        <MailParagraph>
          Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le lien ci-dessous pour en choisir un nouveau.
        </MailParagraph>
        <MailParagraph>
          Ce lien est valable 1 heure. Si vous n'avez rien demandé, ignorez cet email : votre mot de passe reste inchangé.
        </MailParagraph>
        <MailAction href={url}>Réinitialiser mon mot de passe</MailAction>
      </AccountMail>,
    );
  };
}

/** Sent instead of a second account when someone registers with an address that has one. */
export function existingAccountMail(to: string, name: string, publicUrl: string): MailTemplate {
  return (brand) => {
    const subject = `Tentative d’inscription avec votre adresse - ${brand.siteName}`;
    return renderMail(
      { to, subject },
      <AccountMail brand={brand} subject={subject} name={name}>
        <MailParagraph>
          Quelqu'un vient d'essayer de créer un compte {brand.siteName} avec votre adresse email. Votre compte existe déjà : aucun nouveau compte n'a
          été créé.
        </MailParagraph>
        <MailParagraph>Si c’était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.</MailParagraph>
        <MailParagraph>Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre compte reste inchangé.</MailParagraph>
        <MailParagraph>
          <MailLink href={`${publicUrl}${paths.auth.login}`}>Se connecter</MailLink>
          {' · '}
          <MailLink href={`${publicUrl}${paths.auth.forgotPassword}`}>Mot de passe oublié</MailLink>
        </MailParagraph>
      </AccountMail>,
    );
  };
}

/** Sent to the new address of an email change: the change takes effect when the link is followed. */
export function changeEmailMail(to: string, name: string, url: string): MailTemplate {
  return (brand) => {
    const subject = `Confirmez votre nouvelle adresse email - ${brand.siteName}`;
    return renderMail(
      { to, subject },
      <AccountMail brand={brand} subject={subject} name={name}>
        <MailParagraph>
          Vous avez demandé à utiliser cette adresse pour votre compte {brand.siteName}. Confirmez-la en cliquant sur le lien ci-dessous : votre
          adresse ne changera qu’à ce moment-là.
        </MailParagraph>
        <MailParagraph>
          Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : rien ne sera modifié.
        </MailParagraph>
        <MailAction href={url}>Confirmer ma nouvelle adresse</MailAction>
      </AccountMail>,
    );
  };
}

/** Sent to the previous address once an email change took effect (someone else may have made it). */
export function emailChangedMail(to: string, name: string, newEmail: string): MailTemplate {
  return (brand) => {
    const subject = `Votre adresse email a été modifiée - ${brand.siteName}`;
    return renderMail(
      { to, subject },
      <AccountMail brand={brand} subject={subject} name={name}>
        <MailParagraph>
          L'adresse email de votre compte {brand.siteName} est désormais {newEmail}. Utilisez-la pour vous connecter.
        </MailParagraph>
        <MailParagraph>Si vous n'êtes pas à l'origine de ce changement, contactez-nous au plus vite en répondant à cet email.</MailParagraph>
      </AccountMail>,
    );
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
export function newDeviceMail(to: string, name: string, sighting: SignInSighting, resetUrl: string): MailTemplate {
  return (brand) => {
    const subject = `Nouvelle connexion à votre compte - ${brand.siteName}`;
    return renderMail(
      { to, subject },
      <AccountMail brand={brand} subject={subject} name={name}>
        <MailParagraph>
          Une connexion à votre compte {brand.siteName} vient d'avoir lieu depuis un appareil que nous ne connaissions pas.
        </MailParagraph>
        <MailParagraph>Quand : {PARIS_TIME.format(sighting.at)} (heure de Paris)</MailParagraph>
        <MailParagraph>Appareil : {sighting.browser ?? 'navigateur inconnu'}</MailParagraph>
        <MailParagraph>Adresse IP approximative : {sighting.network ?? 'inconnue'}</MailParagraph>
        <MailParagraph>Si c'était vous, vous n'avez rien à faire.</MailParagraph>
        <MailParagraph>
          Si ce n'était pas vous, changez votre mot de passe sans attendre avec le lien ci-dessous : toutes les sessions ouvertes sur votre compte
          seront fermées.
        </MailParagraph>
        <MailAction href={resetUrl}>Changer mon mot de passe</MailAction>
      </AccountMail>,
    );
  };
}
