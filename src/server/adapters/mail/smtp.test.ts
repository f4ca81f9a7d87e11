import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '#server/db/schema/index';
import { createTestApp, post, registration, type TestApp } from '#server/testing/app';

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'CM Connect <no-reply@cmconnect.fr>' });
  await t.createSector('E-commerce');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('SMTP transport', () => {
  it('delivers the verification mail to a real SMTP server and marks it sent', async () => {
    const res = await post(t, '/api/accounts/register', registration({ email: 'smtp@example.fr' }));
    expect(res.statusCode).toBe(201);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@cmconnect.fr');
    expect(mail?.to).toEqual(['smtp@example.fr']);
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toMatch(/^Subject: .+/m);
    expect(body).toContain('http://localhost:3000/api/auth/verify-email?token=');

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp@example.fr'));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('SMTP failure', () => {
  it('keeps the registration and records the failed delivery when the server is unreachable', async () => {
    const unreachable = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await unreachable.createSector('E-commerce');
      const res = await post(unreachable, '/api/accounts/register', registration({ email: 'panne@example.fr' }));
      expect(res.statusCode).toBe(201);
      const mail = await unreachable.lastMailTo('panne@example.fr');
      expect(mail?.status).toBe('failed');
      expect(mail?.error).toBeTruthy();
    } finally {
      await unreachable.close();
    }
  });
});
