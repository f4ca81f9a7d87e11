import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { backgroundJobs, mailOutbox } from '#server/db/schema/index';
import { MAIL_MAX_ATTEMPTS, sendMail } from '#server/modules/mail/service';
import { createTestApp, post, registration, type TestApp } from '#server/testing/app';

/** Quoted-printable (RFC 2045) back to text: `=XX` are the bytes of UTF-8 characters. */
function decodeQuotedPrintable(raw: string): string {
  const pieces = raw.replace(/=\r?\n/g, '').split(/(=[0-9A-F]{2})/);
  const bytes = pieces.flatMap((piece) => (/^=[0-9A-F]{2}$/.test(piece) ? [parseInt(piece.slice(1), 16)] : [...Buffer.from(piece, 'utf8')]));
  return Buffer.from(bytes).toString('utf8');
}

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtpServer(port = 0) {
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
    server.listen(port, '127.0.0.1', () => {
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
// The server outlives each test: every test reads only what it made the app send.
beforeEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('SMTP transport', () => {
  it('delivers the verification mail to a real SMTP server and marks it sent', async () => {
    const res = await post(t, '/api/accounts/register', registration({ email: 'smtp@example.fr' }));
    expect(res.statusCode).toBe(201);
    await t.app.backgroundJobs.drain();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@cmconnect.fr');
    expect(mail?.to).toEqual(['smtp@example.fr']);
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toMatch(/^Subject: .+/m);
    expect(body).toContain('http://localhost:3000/api/auth/verify-email?token=');
    // Multipart: the plain-text part, then the HTML part (RFC 2046: the preferred one last), both in full.
    const boundary = body.match(/^Content-Type: multipart\/alternative;\s*boundary="([^"]+)"/m)?.[1];
    expect(boundary).toBeTruthy();
    const parts = body.split(`--${boundary}`).slice(1, -1);
    expect(parts.map((part) => part.match(/Content-Type: ([^;\r\n]+)/)?.[1])).toEqual(['text/plain', 'text/html']);
    expect(parts[0]).toContain('Confirmer mon adresse email http://localhost:3000/api/auth/verify-email?token=');
    expect(parts[0]).toContain("L'équipe CM Connect");
    expect(parts[1]).toMatch(/<html [^>]*lang="fr"/);
    expect(parts[1]).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+"[^>]*>Confirmer mon adresse email<\/a>/);

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp@example.fr'));
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(1);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('SMTP failure', () => {
  it('keeps the registration, records each failed attempt, retries later and delivers once the server answers', async () => {
    // A port that refuses connections now, then an SMTP server on it.
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    let back: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      await app.createSector('E-commerce');
      const res = await post(app, '/api/accounts/register', registration({ email: 'panne@example.fr' }));
      expect(res.statusCode).toBe(201);
      await app.app.backgroundJobs.drain();
      const failed = await app.lastMailTo('panne@example.fr');
      expect(failed).toMatchObject({ status: 'stored', attempts: 1 });
      expect(failed?.error).toBeTruthy();
      const [job] = await app.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail.deliver'));
      expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: failed?.error });
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

      // Not retried before its time; retried once it is due.
      await app.app.backgroundJobs.drain();
      expect((await app.lastMailTo('panne@example.fr'))?.attempts).toBe(1);
      back = await startSmtpServer(port);
      await app.app.backgroundJobs.drain({ now: new Date(job!.runAt.getTime() + 1) });
      expect(back.received.map((mail) => mail.to)).toEqual([['panne@example.fr']]);
      expect(await app.lastMailTo('panne@example.fr')).toMatchObject({ status: 'sent', attempts: 2, error: null });
    } finally {
      await app.close();
      await back?.close();
    }
  });

  it('marks the mail failed, visibly, after its last attempt', async () => {
    const app = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await app.createSector('E-commerce');
      await post(app, '/api/accounts/register', registration({ email: 'perdu@example.fr' }));
      let now = Date.now();
      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
        now += 60 * 60_000; // past any backoff
        await app.app.backgroundJobs.drain({ now: new Date(now) });
      }
      const mail = await app.lastMailTo('perdu@example.fr');
      expect(mail).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
      expect(mail?.error).toBeTruthy();
      const [job] = await app.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail.deliver'));
      expect(job).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });

      const mailbox = await app.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(mailbox.body).toContain(`échec après ${MAIL_MAX_ATTEMPTS} tentatives`);
    } finally {
      await app.close();
    }
  });

  it('sends the one-click unsubscribe headers (RFC 8058) of a mail that has an unsubscribe address', async () => {
    const before = smtp.received.length;
    const address = 'http://127.0.0.1:3000/api/mail/unsubscribe/one-click?token=abc.def';
    await sendMail(t.db, { to: 'liste@example.fr', subject: 'Nouvel avis', text: 'Bonjour', listUnsubscribe: address });
    await t.app.backgroundJobs.drain();
    const mail = smtp.received.slice(before).find((received) => received.to.includes('liste@example.fr'));
    const headers = mail?.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${address}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
