import { notificationTexts } from '#contracts/notifications-terms';
import {
  MailAction,
  MailGreeting,
  MailLayout,
  MailLink,
  MailParagraph,
  MailSignature,
  renderMail,
  type MailOptOut,
  type MailTemplate,
} from '#server/modules/mail/index';

/** A paragraph of a notification mail: a text, or a text that links to a page (an absolute address). */
export type MailLine = string | { text: string; href: string };

const textOf = (line: MailLine) => (typeof line === 'string' ? line : line.text);

/** A notification mail as written: to whom, what it says, where it leads, how to turn it off. */
type NotificationMailContent = {
  to: string;
  name: string;
  title: string;
  lines: MailLine[];
  /** The page the mail leads to (an absolute address). */
  url: string;
  /** How to turn an optional mail off; none for a mail about the account. */
  optOut?: MailOptOut & { oneClickUrl: string };
};

/**
 * The mail that goes with a notification: its lines and the page it leads to, signed by the
 * site, with the unsubscribe link (and the one-click header, RFC 8058) when the mail is optional.
 */
export function notificationMail({ to, name, title, lines, url, optOut }: NotificationMailContent): MailTemplate {
  return (brand) => {
    const subject = notificationTexts.mailSubject(title, brand.siteName);
    return renderMail(
      { to, subject, listUnsubscribe: optOut?.oneClickUrl },
      <MailLayout brand={brand} subject={subject} preview={lines[0] && textOf(lines[0])} optOut={optOut}>
        <MailGreeting name={name} />
        {lines.map((line, index) => (
          <MailParagraph key={index}>{typeof line === 'string' ? line : <MailLink href={line.href}>{line.text}</MailLink>}</MailParagraph>
        ))}
        <MailAction href={url}>{url}</MailAction>
        <MailSignature brand={brand} />
      </MailLayout>,
    );
  };
}
