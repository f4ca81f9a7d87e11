import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/components';
import type { OutgoingMail } from '#server/adapters/mail/transport';

/** The site's name heads every mail as its h1: kept as written in the plain-text part (not upper-cased). */
const PLAIN_TEXT = { selectors: [{ selector: 'h1', options: { uppercase: false } }] };

/**
 * Renders a mail component (react-email) to the mail: its HTML part, and the plain-text part
 * read from that HTML (links written out after their label, the inbox preview left out).
 */
export async function renderMail(envelope: Omit<OutgoingMail, 'text' | 'html'>, body: ReactElement): Promise<OutgoingMail> {
  const html = await render(body);
  return { ...envelope, html, text: toPlainText(html, PLAIN_TEXT) };
}
