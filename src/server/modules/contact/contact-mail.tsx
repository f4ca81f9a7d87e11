import { Fragment } from 'react';
import type { TContactRequest } from '#contracts/contact';
import { contactUserTypeLabels } from '#contracts/contact-terms';
import { MailLayout, MailParagraph, renderMail, type MailTemplate } from '#server/modules/mail/index';

/** The contact form's request, mailed to the site's contact address (the sender's line breaks kept). */
export function contactRequestMail(to: string, request: TContactRequest): MailTemplate {
  return (brand) => {
    const subject = `[Contact] ${request.subject}`;
    return renderMail(
      { to, subject },
      <MailLayout brand={brand} subject={subject}>
        <MailParagraph>Nouveau message reçu via le formulaire de contact de {brand.siteName}.</MailParagraph>
        <MailParagraph>
          Nom : {request.name}
          <br />
          Email : {request.email}
          <br />
          Profil : {contactUserTypeLabels[request.userType]}
          <br />
          Sujet : {request.subject}
        </MailParagraph>
        <MailParagraph>
          {request.message.split('\n').map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </MailParagraph>
      </MailLayout>,
    );
  };
}
