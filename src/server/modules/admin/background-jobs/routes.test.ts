import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAdminBackgroundJobsResponse } from '#contracts/admin-background-jobs';
import { adminBackgroundJobMessages } from '#contracts/admin-background-jobs-terms';
import type { MailTransport } from '#server/adapters/mail/transport';
import { auditLog, backgroundJobs, mailOutbox } from '#server/db/schema/index';
import { MAIL_MAX_ATTEMPTS, sendMail } from '#server/modules/mail/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';

/** A mail server that refuses this recipient while `refusing` holds. */
const REFUSED = 'injoignable@example.fr';
let refusing = true;
const delivered: string[] = [];
const mailTransport: MailTransport = {
  kind: 'smtp',
  async deliver(mail) {
    if (refusing && mail.to === REFUSED) throw new Error('421 4.7.0 Service indisponible, réessayez plus tard');
    delivered.push(mail.to);
  },
};

let t: TestApp;
let admin: Member;
let company: Member;
beforeAll(async () => {
  t = await createTestApp({}, { mailTransport });
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  company = await member(t, 'company', 'Boulangerie');
  // The jobs written below stay where they are put: the tests run them with `drain`.
  await t.app.backgroundJobs.stop();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(backgroundJobs);
  refusing = true;
});

const list = (query = '', cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/background-jobs${query}`, headers: cookie ? { cookie } : {} });
const retry = (id: string, cookie = admin.cookie) => post(t, `/api/admin/background-jobs/${id}/retry`, {}, cookie);

/** A mail the server refused on every attempt: its `mail.deliver` job has failed. */
async function failedMail(subject: string) {
  await sendMail(t.db, { to: REFUSED, subject, text: 'Bonjour' });
  let now = Date.now();
  for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
    now += 60 * 60_000; // past any backoff
    await t.app.backgroundJobs.drain({ now: new Date(now) });
  }
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
  const [job] = await t.db
    .select()
    .from(backgroundJobs)
    .where(sql`${backgroundJobs.payload}->>'outboxId' = ${mail!.id}`);
  expect(job).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  return { mail: mail!, job: job! };
}

describe('GET /api/admin/background-jobs', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    expect((await list('', company.cookie)).statusCode).toBe(403);
  });

  it('lists the failed jobs only, latest failure first, with kind, attempts, last error and dates', async () => {
    const { job: first } = await failedMail('Premier échec');
    const { job: second } = await failedMail('Second échec');
    await sendMail(t.db, { to: 'ok@example.fr', subject: 'Livré', text: 'Bonjour' }); // pending, then done: not listed
    await t.db.insert(backgroundJobs).values({ kind: 'reviews.publish', payload: { jobId: randomUUID() }, maxAttempts: 8 }); // pending: not listed

    const res = await list();
    expect(res.statusCode).toBe(200);
    const body: TAdminBackgroundJobsResponse = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(body.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(body.items[0]).toEqual({
      id: second.id,
      kind: 'mail.deliver',
      attempts: MAIL_MAX_ATTEMPTS,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      lastError: '421 4.7.0 Service indisponible, réessayez plus tard',
      createdAt: second.createdAt.toISOString(),
      failedAt: second.finishedAt!.toISOString(),
    });
    // Pages of the real total.
    const page2 = (await list('?pageSize=1&page=2')).json();
    expect(page2).toMatchObject({ total: 2, page: 2, items: [{ id: first.id }] });
  });
});

describe('POST /api/admin/background-jobs/:id/retry', () => {
  it('answers 401 to visitors and 403 to members, and leaves the job failed', async () => {
    const { job } = await failedMail('Refusé aux membres');
    expect((await retry(job.id, '')).statusCode).toBe(401);
    expect((await retry(job.id, company.cookie)).statusCode).toBe(403);
    const [row] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job.id));
    expect(row!.status).toBe('failed');
  });

  it('runs the job again with all its attempts, audited; once the cause is fixed the mail goes and the job leaves the list', async () => {
    const { job, mail } = await failedMail('Relance après panne');
    refusing = false; // the mail server is back
    const before = Date.now();
    const res = await retry(job.id);
    expect(res.statusCode).toBe(204);

    const [row] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedAt: null, finishedAt: null, lastError: job.lastError });
    expect(row!.runAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await list()).json()).toMatchObject({ total: 0, items: [] });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, job.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'background_job.retry',
      entity: 'background_job',
      label: "Envoi d'un email",
      changes: { status: { from: 'failed', to: 'pending' }, attempts: { from: MAIL_MAX_ATTEMPTS, to: 0 } },
    });

    await t.app.backgroundJobs.drain();
    const [done] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job.id));
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(sent).toMatchObject({ status: 'sent', error: null });
    expect(delivered).toContain(REFUSED);
  });

  it('answers 409 to a job that is no longer failed (retried twice) and 404 to an unknown or malformed id', async () => {
    const { job } = await failedMail('Double clic');
    expect((await retry(job.id)).statusCode).toBe(204);
    const again = await retry(job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(adminBackgroundJobMessages.notFailed);
    for (const id of [randomUUID(), 'pas-un-id']) {
      const missing = await retry(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(adminBackgroundJobMessages.notFound);
    }
    // Only the retry that happened is in the audit log.
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, job.id))).toHaveLength(1);
  });
});
