import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_OPEN_MS } from '#contracts/credits-terms';
import { CONTACT_PRODUCT, formatPrice, SIMULATOR_CARDS } from '#contracts/payments-terms';
import { applicationCredits, applications, backgroundJobs, entitlements, notifications, orders, receipts } from '#server/db/schema/index';
import { createBackgroundJobWorker, type BackgroundJobHandlers } from '#server/queue/index';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { statementsSentBy } from '#server/testing/database';
import { aBid, member, mission, type Member } from '#server/testing/members';
import { pdfText } from '#server/testing/pdf-text';
import { applicationCreditHandler } from './credits.ts';
import { refundOrder } from './fulfilment.ts';
import { receiptPdf } from './receipt-pdf.ts';

/** ADR 0054: an ignored application's fee comes back as a credit, once, and pays the next unlock. */
let t: TestApp;
let client: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  client = await member(t, 'company', 'Boulangerie');
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
});
afterAll(() => t.close());

/** A community manager of this test only (their credits are theirs alone). */
const newManager = () => member(t, 'community_manager', `cm-${randomUUID().slice(0, 8)}`);

/** Starts the unlock of a mission; the URL the buyer is sent to. */
async function startUnlock(cm: Member, jobId: string): Promise<string> {
  const started = await post(
    t,
    '/api/checkout',
    { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose: 'application', targetId: jobId },
    cm.cookie,
  );
  expect(started.statusCode, started.body).toBe(200);
  return started.json().url as string;
}

/** Pays the mission's unlock with the test card, then applies; the application's id. */
async function payAndApply(cm: Member, jobId: string): Promise<string> {
  const url = await startUnlock(cm, jobId);
  const sessionId = url.split('/').pop()!;
  const paid = await post(
    t,
    `/api/checkout/simulator/${sessionId}/pay`,
    { cardNumber: SIMULATOR_CARDS.success, expiry: '01/30', cvc: '123' },
    cm.cookie,
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return apply(cm, jobId);
}

async function apply(cm: Member, jobId: string): Promise<string> {
  const applied = await post(t, `/api/jobs/${jobId}/applications`, { coverLetter: 'Je connais bien votre secteur.', bid: aBid() }, cm.cookie);
  expect(applied.statusCode, applied.body).toBe(201);
  return applied.json().application.id as string;
}

const deadlineOf = async (applicationId: string) => {
  const [row] = await t.db.select({ at: applications.refundDeadlineAt }).from(applications).where(eq(applications.id, applicationId));
  return row!.at!;
};
const creditsOf = (cm: Member) => t.db.select().from(applicationCredits).where(eq(applicationCredits.userId, cm.id));
const minutes = (n: number) => n * 60_000;
const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

const closeWithout = (jobId: string, outcome: 'filled_elsewhere' | 'abandoned') =>
  post(t, `/api/jobs/${jobId}/close`, { outcome, hiredApplicationId: null }, client.cookie);

describe('the 7-day deadline', () => {
  it('credits the fee back once, with a credit note, told in the app and by mail, when the client has not opened it', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Animer Instagram' });
    const applicationId = await payAndApply(cm, job.id);
    const deadline = await deadlineOf(applicationId);
    const [applied] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(deadline.getTime() - applied!.createdAt.getTime()).toBe(APPLICATION_OPEN_MS);

    await t.app.backgroundJobs.drain({ now: after(deadline, -minutes(1)) });
    expect(await creditsOf(cm)).toEqual([]);

    await t.app.backgroundJobs.drain({ now: after(deadline, minutes(1)) });
    await t.app.backgroundJobs.drain({ now: after(deadline, minutes(2)) });
    const credits = await creditsOf(cm);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ reason: 'not_opened', amountCents: CONTACT_PRODUCT.amountCents, applicationId, spentAt: null });

    const [creditNote] = await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.orderId, credits[0]!.sourceOrderId), eq(receipts.kind, 'credit_note')));
    expect(creditNote!.number).toMatch(/^AV-\d{4}-\d{6}$/);
    expect(creditNote!.content.settlement).toBe('credit');
    expect(await pdfText(await receiptPdf(creditNote!))).toContain('crédité sur votre compte CM Connect');
    // What was paid stays paid: the member keeps their application and the client's details.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, credits[0]!.sourceOrderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'completed' });

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cm.id), eq(notifications.type, 'credit.earned')));
    expect(told.map((n) => n.body)).toEqual([
      `Le client n’a pas ouvert votre candidature à la mission « Animer Instagram » dans les 7 jours : ${formatPrice(300)} ont été crédités sur votre compte. Ils paieront votre prochaine candidature, sans carte.`,
    ]);
    const mail = await t.lastMailTo(cm.email);
    expect(mail!.subject).toContain('Votre candidature vous est remboursée en crédit');
  });

  it('gives nothing back when the client opened it just before the deadline, and counts an opening after it as too late', async () => {
    const cm = await newManager();
    const late = await newManager();
    const job = await mission(t, client.id, { title: 'Lu à temps' });
    const readInTime = await payAndApply(cm, job.id);
    const readLate = await payAndApply(late, job.id);
    const deadline = await deadlineOf(readInTime);
    await t.db
      .update(applications)
      .set({ openedAt: after(deadline, -minutes(1)) })
      .where(eq(applications.id, readInTime));
    // Opened a minute after its deadline, before the worker came round to it.
    const lateDeadline = await deadlineOf(readLate);
    await t.db
      .update(applications)
      .set({ openedAt: after(lateDeadline, minutes(1)) })
      .where(eq(applications.id, readLate));

    await t.app.backgroundJobs.drain({ now: after(lateDeadline, minutes(5)) });
    expect(await creditsOf(cm)).toEqual([]);
    expect(await creditsOf(late)).toMatchObject([{ reason: 'not_opened' }]);
  });

  it("marks an application opened when 'Candidatures reçues' shows it to its client, or when they answer it", async () => {
    const cm = await newManager();
    const other = await newManager();
    const job = await mission(t, client.id, { title: 'Ouverte par le client' });
    const shown = await payAndApply(cm, job.id);
    const answered = await payAndApply(other, job.id);
    const openedAt = async (id: string) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!.openedAt;
    expect(await openedAt(shown)).toBeNull();
    // Its name in 'Mes Offres' is not its opening.
    await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/applications`, headers: { cookie: client.cookie } });
    expect(await openedAt(shown)).toBeNull();
    // Nor are the overview's counts, which a client sees at every sign-in.
    const counts = await t.app.inject({ method: 'GET', url: '/api/me/received-applications/counts', headers: { cookie: client.cookie } });
    expect(counts.json().statusCounts.pending).toBeGreaterThanOrEqual(2);
    expect(await openedAt(shown)).toBeNull();

    await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${answered}`,
      payload: { status: 'shortlisted' },
      headers: { cookie: client.cookie, origin: TEST_ORIGIN },
    });
    expect(await openedAt(answered)).toBeInstanceOf(Date);
    const page = await t.app.inject({ method: 'GET', url: `/api/me/received-applications?job=${job.id}`, headers: { cookie: client.cookie } });
    expect(page.statusCode).toBe(200);
    const first = await openedAt(shown);
    expect(first).toBeInstanceOf(Date);
    await t.app.inject({ method: 'GET', url: `/api/me/received-applications?job=${job.id}`, headers: { cookie: client.cookie } });
    expect(await openedAt(shown)).toEqual(first);

    await t.app.backgroundJobs.drain({ now: after(await deadlineOf(shown), minutes(1)) });
    expect([...(await creditsOf(cm)), ...(await creditsOf(other))]).toEqual([]);
  });

  it('credits nothing for an unlock nobody paid for (a grant without an order)', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Offert' });
    await t.db.insert(entitlements).values({ userId: cm.id, purpose: 'application', targetId: job.id });
    const applicationId = await apply(cm, job.id);
    await t.app.backgroundJobs.drain({ now: after(await deadlineOf(applicationId), minutes(1)) });
    expect(await creditsOf(cm)).toEqual([]);
  });
});

describe('a closing without hire', () => {
  it("credits at once the applications its client never opened ('Pourvue ailleurs', 'Abandonnée'), not the opened ones", async () => {
    const ignored = await newManager();
    const read = await newManager();
    const job = await mission(t, client.id, { title: 'Pourvue ailleurs' });
    await payAndApply(ignored, job.id);
    const readId = await payAndApply(read, job.id);
    await t.db.update(applications).set({ openedAt: new Date() }).where(eq(applications.id, readId));
    expect((await closeWithout(job.id, 'filled_elsewhere')).statusCode).toBe(200);
    await t.app.backgroundJobs.drain();
    expect(await creditsOf(ignored)).toMatchObject([{ reason: 'closed_without_hire' }]);
    expect(await creditsOf(read)).toEqual([]);
    // 'Mes Candidatures' marks the credited one, from the data; the opened one stays unmarked.
    const ownList = async (cm: Member) =>
      (await t.app.inject({ method: 'GET', url: '/api/me/applications', headers: { cookie: cm.cookie } })).json().applications;
    expect(await ownList(ignored)).toMatchObject([
      { credit: { amountCents: CONTACT_PRODUCT.amountCents, currency: 'eur', reason: 'closed_without_hire' } },
    ]);
    expect(await ownList(read)).toMatchObject([{ id: readId, credit: null }]);
    // …read in the statement listing the applications (ADR 0067).
    expect(await statementsSentBy(t.db, () => ownList(ignored))).toHaveLength(1);

    const abandoned = await mission(t, client.id, { title: 'Abandonnée' });
    const another = await newManager();
    await payAndApply(another, abandoned.id);
    expect((await closeWithout(abandoned.id, 'abandoned')).statusCode).toBe(200);
    await t.app.backgroundJobs.drain();
    expect(await creditsOf(another)).toMatchObject([{ reason: 'closed_without_hire' }]);
  });

  it('credits the unopened applications of a mission the moderation closes (no hire here either)', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Close par la modération' });
    await payAndApply(cm, job.id);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/close`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    await t.app.backgroundJobs.drain();
    expect(await creditsOf(cm)).toMatchObject([{ reason: 'closed_without_hire' }]);
  });

  it('credits nothing at a closing with a hire here (the 7-day deadline still stands)', async () => {
    const hired = await newManager();
    const ignored = await newManager();
    const job = await mission(t, client.id, { title: 'Pourvue ici' });
    const hiredId = await payAndApply(hired, job.id);
    const ignoredId = await payAndApply(ignored, job.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${hiredId}`,
      payload: { status: 'accepted' },
      headers: { cookie: client.cookie, origin: TEST_ORIGIN },
    });
    const closed = await post(t, `/api/jobs/${job.id}/close`, { outcome: 'filled_here', hiredApplicationId: hiredId }, client.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    await t.app.backgroundJobs.drain();
    expect([...(await creditsOf(hired)), ...(await creditsOf(ignored))]).toEqual([]);
    await t.app.backgroundJobs.drain({ now: after(await deadlineOf(ignoredId), minutes(1)) });
    expect(await creditsOf(ignored)).toMatchObject([{ reason: 'not_opened' }]);
    expect(await creditsOf(hired)).toEqual([]);
  });

  it('credits in the removal itself the applications of a mission the moderation deletes, if never opened', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Supprimée' });
    await payAndApply(cm, job.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${job.id}`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(removed.statusCode).toBe(204);
    expect(await creditsOf(cm)).toMatchObject([{ reason: 'mission_removed', applicationId: null }]);
    // Its deadline job finds nothing left to credit.
    await t.app.backgroundJobs.drain({ now: after(new Date(), APPLICATION_OPEN_MS + minutes(1)) });
    expect(await creditsOf(cm)).toHaveLength(1);
  });
});

describe("the credit's mail", () => {
  /** A browser that opened the app at another address than the public URL (a LAN or loopback address in development). */
  const LAN = 'http://127.0.0.1:3731';
  const postFrom = (origin: string, url: string, payload: object, cookie: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin, host: new URL(origin).host, cookie } });
  const creditMailLink = async (cm: Member) => (await t.lastMailTo(cm.email))!.text.match(/https?:\/\/\S+tab=subscription/)?.[0];

  it('links to the address of the closing request that made the credit possible, not to the public URL', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Close depuis le réseau local' });
    await payAndApply(cm, job.id);
    const closed = await postFrom(LAN, `/api/jobs/${job.id}/close`, { outcome: 'filled_elsewhere', hiredApplicationId: null }, client.cookie);
    expect(closed.statusCode, closed.body).toBe(200);
    await t.app.backgroundJobs.drain();
    expect(await creditMailLink(cm)).toBe(`${LAN}/dashboard?tab=subscription`);
  });

  it('links to the address the application was sent from when its 7-day deadline passes', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Envoyée depuis le réseau local' });
    const sessionId = (await startUnlock(cm, job.id)).split('/').pop()!;
    await post(t, `/api/checkout/simulator/${sessionId}/pay`, { cardNumber: SIMULATOR_CARDS.success, expiry: '01/30', cvc: '123' }, cm.cookie);
    const applied = await postFrom(
      LAN,
      `/api/jobs/${job.id}/applications`,
      { coverLetter: 'Je connais bien votre secteur.', bid: aBid() },
      cm.cookie,
    );
    expect(applied.statusCode, applied.body).toBe(201);
    await t.app.backgroundJobs.drain({ now: after(await deadlineOf(applied.json().application.id as string), minutes(1)) });
    expect(await creditMailLink(cm)).toBe(`${LAN}/dashboard?tab=subscription`);
  });
});

describe('exactly once', () => {
  const noop = async () => {};
  const handlers = (): BackgroundJobHandlers => ({
    'application-credit.check': applicationCreditHandler(t.db, { baseUrl: TEST_ORIGIN }),
    'mail.deliver': noop,
    'realtime.push': noop,
    'reviews.publish': noop,
    'files.remove': noop,
    'search-alert.send': noop,
    'domain.event': noop,
  });
  const silentLog = { warn: () => {}, error: () => {} };
  const creditJobs = (applicationId: string) =>
    t.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, 'application-credit.check'), sql`${backgroundJobs.payload}->>'applicationId' = ${applicationId}`));

  it("two instances' workers racing for the same due job credit once", async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Deux instances' });
    const applicationId = await payAndApply(cm, job.id);
    const due = after(await deadlineOf(applicationId), minutes(1));
    await t.app.backgroundJobs.pause();
    try {
      const [one, two] = [0, 1].map(() => createBackgroundJobWorker({ db: t.db, handlers: handlers(), log: silentLog, clock: () => due }));
      const ran = await Promise.all([one!.drain({ now: due }), two!.drain({ now: due })]);
      expect(ran[0]! + ran[1]!).toBeGreaterThanOrEqual(1);
      // Two runs of the same job at once (a stale lock taken over) credit once too.
      const handler = applicationCreditHandler(t.db, { baseUrl: TEST_ORIGIN });
      await Promise.all([
        handler({ applicationId }, { attempt: 2, lastAttempt: false, now: due }),
        handler({ applicationId }, { attempt: 2, lastAttempt: false, now: due }),
      ]);
    } finally {
      t.app.backgroundJobs.resume();
    }
    expect(await creditsOf(cm)).toHaveLength(1);
    expect(await creditJobs(applicationId)).toMatchObject([{ status: 'done' }]);
    const notes = await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.userId, cm.id), eq(receipts.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
  });

  it('survives a restart: a job left running by a crashed instance runs again after the lock timeout, and credits once', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Redémarrage' });
    const applicationId = await payAndApply(cm, job.id);
    const deadline = await deadlineOf(applicationId);
    // The crashed instance had claimed it at the deadline, and credited it before dying (its commit went through).
    await t.app.backgroundJobs.pause();
    try {
      await applicationCreditHandler(t.db, { baseUrl: TEST_ORIGIN })({ applicationId }, { attempt: 1, lastAttempt: false, now: deadline });
      await t.db
        .update(backgroundJobs)
        .set({ status: 'running', lockedAt: deadline, attempts: 1 })
        .where(sql`${backgroundJobs.payload}->>'applicationId' = ${applicationId}`);
      const restarted = createBackgroundJobWorker({ db: t.db, handlers: handlers(), log: silentLog });
      await restarted.drain({ now: after(deadline, minutes(4)) });
      expect(await creditJobs(applicationId)).toMatchObject([{ status: 'running', attempts: 1 }]);
      await restarted.drain({ now: after(deadline, minutes(6)) });
    } finally {
      t.app.backgroundJobs.resume();
    }
    expect(await creditJobs(applicationId)).toMatchObject([{ status: 'done', attempts: 2 }]);
    expect(await creditsOf(cm)).toHaveLength(1);
  });
});

describe('spending a credit', () => {
  it("pays the next unlock instead of a card, with a receipt, and 'Mes achats' shows both movements", async () => {
    const cm = await newManager();
    const ignoredJob = await mission(t, client.id, { title: 'Ignorée' });
    await payAndApply(cm, ignoredJob.id);
    expect((await closeWithout(ignoredJob.id, 'abandoned')).statusCode).toBe(200);
    await t.app.backgroundJobs.drain();
    const before = await t.app.inject({ method: 'GET', url: '/api/me/credits', headers: { cookie: cm.cookie } });
    expect(before.json().balanceCents).toBe(CONTACT_PRODUCT.amountCents);

    const next = await mission(t, client.id, { title: 'La suivante' });
    const url = await startUnlock(cm, next.id);
    expect(url).toMatch(/\/stripe\/success\?session_id=credit_[0-9a-f-]{36}$/);
    const sessionId = new URL(url).searchParams.get('session_id')!;
    const session = await t.app.inject({ method: 'GET', url: `/api/checkout/sessions/${sessionId}`, headers: { cookie: cm.cookie } });
    expect(session.json()).toMatchObject({ state: 'paid', target: { id: next.id } });
    await apply(cm, next.id);

    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order).toMatchObject({ provider: 'credit', paymentStatus: 'paid', amountCents: CONTACT_PRODUCT.amountCents });
    // 'Mes achats' tells this unlock from a card payment, and the card order before it stays a card payment.
    const listed = await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: { cookie: cm.cookie } });
    expect(listed.json().orders.map(({ id, paidWithCredit }: { id: string; paidWithCredit: boolean }) => [id === order!.id, paidWithCredit])).toEqual(
      [
        [true, true],
        [false, false],
      ],
    );
    const [receipt] = await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.orderId, order!.id), eq(receipts.kind, 'receipt')));
    expect(await pdfText(await receiptPdf(receipt!))).toContain('Payé avec un crédit CM Connect');

    const credits = (await t.app.inject({ method: 'GET', url: '/api/me/credits', headers: { cookie: cm.cookie } })).json();
    expect(credits.balanceCents).toBe(0);
    expect(credits.movements.map((m: { kind: string; item: string; document: { kind: string } }) => [m.kind, m.item, m.document.kind])).toEqual([
      ['spent', 'Candidature à la mission « La suivante »', 'receipt'],
      ['earned', 'Candidature à la mission « Ignorée »', 'credit_note'],
    ]);

    // No credit left: the next unlock goes to the card.
    const third = await mission(t, client.id, { title: 'La troisième' });
    expect(await startUnlock(cm, third.id)).toMatch(/\/checkout\/simulator\//);
  });

  it('never spends one credit twice when two unlocks start at once', async () => {
    const cm = await newManager();
    const ignoredJob = await mission(t, client.id, { title: 'Ignorée deux fois' });
    await payAndApply(cm, ignoredJob.id);
    await closeWithout(ignoredJob.id, 'filled_elsewhere');
    await t.app.backgroundJobs.drain();
    const [a, b] = [await mission(t, client.id, { title: 'A' }), await mission(t, client.id, { title: 'B' })];
    const urls = await Promise.all([startUnlock(cm, a.id), startUnlock(cm, b.id)]);
    expect(urls.filter((url) => url.includes('session_id=credit_'))).toHaveLength(1);
    const byCredit = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, cm.id), eq(orders.provider, 'credit')));
    expect(byCredit).toHaveLength(1);
  });
});

describe('never more than what was paid', () => {
  it('withdraws an unspent credit when its order is refunded in cash afterwards', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Remboursée ensuite' });
    await payAndApply(cm, job.id);
    await closeWithout(job.id, 'abandoned');
    await t.app.backgroundJobs.drain();
    const [credit] = await creditsOf(cm);
    expect(credit).toBeDefined();
    const paymentIntentId = `pi_${credit!.sourceOrderId}`;
    await t.db.update(orders).set({ paymentIntentId }).where(eq(orders.id, credit!.sourceOrderId));
    expect(await refundOrder(t.db, { eventId: `evt_${paymentIntentId}`, eventType: 'charge.refunded', paymentIntentId, full: true })).toBe(
      'fulfilled',
    );
    expect(await creditsOf(cm)).toEqual([]);
    const next = await mission(t, client.id, { title: 'Sans crédit' });
    expect(await startUnlock(cm, next.id)).toMatch(/\/checkout\/simulator\//);
  });

  it('does not claw back a credit already spent when its order is refunded in cash afterwards (documented in ADR 0054)', async () => {
    const cm = await newManager();
    const job = await mission(t, client.id, { title: 'Remboursée après usage' });
    await payAndApply(cm, job.id);
    await closeWithout(job.id, 'filled_elsewhere');
    await t.app.backgroundJobs.drain();
    const next = await mission(t, client.id, { title: 'Payée par le crédit' });
    expect(await startUnlock(cm, next.id)).toMatch(/session_id=credit_/);
    const [credit] = await creditsOf(cm);
    const paymentIntentId = `pi_${credit!.sourceOrderId}`;
    await t.db.update(orders).set({ paymentIntentId }).where(eq(orders.id, credit!.sourceOrderId));
    expect(await refundOrder(t.db, { eventId: `evt_${paymentIntentId}`, eventType: 'charge.refunded', paymentIntentId, full: true })).toBe(
      'fulfilled',
    );
    // The spent credit and the unlock it paid stay; the refunded order's own unlock goes.
    expect(await creditsOf(cm)).toMatchObject([{ id: credit!.id, spentOrderId: expect.any(String) }]);
    const unlocked = await t.db.select({ targetId: entitlements.targetId }).from(entitlements).where(eq(entitlements.userId, cm.id));
    expect(unlocked.map(({ targetId }) => targetId)).toEqual([next.id]);
  });
});

describe("the mission page's facts about opening", () => {
  it('says how often and how fast the client opens applications, from their history only', async () => {
    const owner = await member(t, 'company', `client-${randomUUID().slice(0, 8)}`);
    const job = await mission(t, owner.id, { title: 'Historique' });
    const facts = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: { cookie: client.cookie } })).json().job.client.facts;
    expect(await facts()).toMatchObject({ openedInTimeRate: null, medianHoursToOpen: null });

    const day = 24 * 3_600_000;
    const cms = [await newManager(), await newManager(), await newManager(), await newManager()];
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const rows = [
      // Opened in 2 h, opened in 4 h, never opened (window over), still within its window (not counted).
      { createdAt: at(20), openedAt: new Date(at(20).getTime() + 2 * 3_600_000) },
      { createdAt: at(15), openedAt: new Date(at(15).getTime() + 4 * 3_600_000) },
      { createdAt: at(10), openedAt: null },
      { createdAt: at(1), openedAt: null },
    ];
    for (const [i, row] of rows.entries()) {
      await t.db.insert(applications).values({
        jobId: job.id,
        applicantId: cms[i]!.id,
        coverLetter: 'Bonjour.',
        ...row,
        refundDeadlineAt: new Date(row.createdAt.getTime() + APPLICATION_OPEN_MS),
      });
    }
    // Made before the promise: no deadline, left out.
    await t.db.insert(applications).values({ jobId: job.id, applicantId: (await newManager()).id, coverLetter: 'Avant.', createdAt: at(30) });
    expect(await facts()).toEqual(expect.objectContaining({ openedInTimeRate: 2 / 3, medianHoursToOpen: 3 }));
  });
});
