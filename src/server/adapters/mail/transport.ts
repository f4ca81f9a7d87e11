import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An address that unsubscribes with one POST (RFC 8058): sent as List-Unsubscribe, with List-Unsubscribe-Post. */
  listUnsubscribe?: string;
};

/** Where a mail goes once it is in the outbox. */
export interface MailTransport {
  readonly kind: 'log' | 'smtp';
  /** `language`: the site's language, sent as Content-Language. */
  deliver(mail: OutgoingMail & { from: string; language?: string }): Promise<void>;
}

/**
 * Embedded default: the mail stays in the outbox and is printed to the log. In production
 * (`withBody: false`) only its recipient and subject are: the links a mail carries (password
 * reset, verification) open an account, and logs are read by more people than a mailbox.
 */
export function logTransport(log: (message: string) => void, { withBody = true } = {}): MailTransport {
  return {
    kind: 'log',
    async deliver(mail) {
      log(withBody ? `mail to ${mail.to}: ${mail.subject}\n${mail.text}` : `mail to ${mail.to}: ${mail.subject} (not sent: SMTP_URL is not set)`);
    },
  };
}

/** Real counterpart: any SMTP server, e.g. smtp://user:pass@host:587. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const isLoopback = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A loopback relay (tests, local MTA) speaks plain SMTP.
    ignoreTLS: isLoopback,
  });
  return {
    kind: 'smtp',
    async deliver({ listUnsubscribe, language, ...mail }) {
      const headers: Record<string, string> = {
        ...(language ? { 'Content-Language': language } : {}),
        ...(listUnsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
      };
      await transporter.sendMail({
        ...mail,
        ...(listUnsubscribe ? { list: { unsubscribe: listUnsubscribe } } : {}),
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
      });
    },
  };
}
