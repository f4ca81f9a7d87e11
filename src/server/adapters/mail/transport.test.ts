import { describe, expect, it } from 'vitest';
import { logTransport } from './transport.ts';

const resetMail = {
  from: 'CM Connect <no-reply@cmconnect.fr>',
  to: 'camille@example.fr',
  subject: 'Réinitialisez votre mot de passe',
  text: 'Ouvrez ce lien : https://cmconnect.example/auth/reset-password?token=secret-token',
};

describe('the log transport', () => {
  it('prints the whole mail outside production', async () => {
    const lines: string[] = [];
    await logTransport((line) => lines.push(line)).deliver(resetMail);
    expect(lines).toEqual([`mail to camille@example.fr: Réinitialisez votre mot de passe\n${resetMail.text}`]);
  });

  it('prints only the recipient and subject in production: a mail’s links open an account', async () => {
    const lines: string[] = [];
    await logTransport((line) => lines.push(line), { withBody: false }).deliver(resetMail);
    expect(lines).toEqual(['mail to camille@example.fr: Réinitialisez votre mot de passe (not sent: SMTP_URL is not set)']);
    expect(lines.join('')).not.toContain('secret-token');
  });
});
