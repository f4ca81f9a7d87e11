import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { mailPreferenceMessages, notificationTexts } from '#contracts/notifications-terms';
import type { MailBrand } from './service.ts';

/** Where a mail the member may turn off is turned off: its signed unsubscribe link and the preferences page. */
export type MailOptOut = { unsubscribeUrl: string; preferencesUrl: string };

const texts = {
  footer: (site: string) => `Cet email vous a été envoyé par ${site}.`,
  preferences: 'Choisir mes emails de notification',
};

const colors = { text: '#1f2937', muted: '#6b7280', link: '#1d4ed8', border: '#e5e7eb', page: '#f9fafb' };
const paragraph = { fontSize: '15px', lineHeight: '24px', margin: '0 0 16px', color: colors.text };

/**
 * The one layout of every mail: the document in the site's language titled with the subject,
 * the site's name at the top, the French footer, and — only on a mail the member can turn off
 * (notifications; never on security mails) — the unsubscribe and preferences links.
 */
export function MailLayout({
  brand,
  subject,
  preview,
  optOut,
  children,
}: {
  brand: MailBrand;
  subject: string;
  /** The line inboxes show next to the subject (never part of the plain-text part); by default, the mail's first words. */
  preview?: string;
  optOut?: MailOptOut;
  children: ReactNode;
}) {
  return (
    <Html lang={brand.lang}>
      <Head>
        <title>{subject}</title>
      </Head>
      {preview && <Preview>{preview}</Preview>}
      <Body style={{ backgroundColor: colors.page, fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container
          style={{ backgroundColor: '#ffffff', border: `1px solid ${colors.border}`, borderRadius: '8px', maxWidth: '560px', padding: '32px' }}
        >
          <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 24px', color: colors.text }}>
            {brand.siteName}
          </Heading>
          {children}
          <Hr style={{ borderColor: colors.border, margin: '24px 0 16px' }} />
          <Section>
            <MailNote>{texts.footer(brand.siteName)}</MailNote>
            {optOut && (
              <MailNote>
                {mailPreferenceMessages.mailFooter} <MailLink href={optOut.unsubscribeUrl}>{mailPreferenceMessages.unsubscribeTitle}</MailLink>
                {' · '}
                <MailLink href={optOut.preferencesUrl}>{texts.preferences}</MailLink>
              </MailNote>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function MailParagraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** 'Bonjour {name},' */
export function MailGreeting({ name }: { name: string }) {
  return <MailParagraph>{notificationTexts.mailGreeting(name)}</MailParagraph>;
}

/** "L'équipe {site name}" */
export function MailSignature({ brand }: { brand: MailBrand }) {
  return <MailParagraph>{notificationTexts.mailSignature(brand.siteName)}</MailParagraph>;
}

export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: colors.link, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** A paragraph made of one link (its address shows in the plain-text part). */
export function MailAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <MailParagraph>
      <MailLink href={href}>{children}</MailLink>
    </MailParagraph>
  );
}

function MailNote({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '13px', lineHeight: '20px', margin: '0 0 8px', color: colors.muted }}>{children}</Text>;
}
