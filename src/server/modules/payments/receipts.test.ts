import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CONTACT_PRODUCT, formatPrice, SIMULATOR_CARDS, type TPurchasePurpose } from '#contracts/payments-terms';
import { companies, orders, profiles, receipts } from '#server/db/schema/index';
import { DEFAULT_SETTINGS, writeSettings } from '#server/modules/settings/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import { pdfText } from '#server/testing/pdf-text';
import { refundOrder } from './fulfilment.ts';
import { issueMissingReceipts } from './receipts.ts';

let t: TestApp;
let client: Member;
let admin: Member;

const SELLER = {
  legalName: 'CM Connect SAS',
  siret: '123 456 789 00012',
  legalAddress: '42 rue de la Chaussée-d’Antin, 75009 Paris',
  vatNumber: 'FR32123456789',
};

async function saveSellerMentions(mentions: Partial<typeof SELLER>) {
  const { updatedAt: _updatedAt, ...values } = DEFAULT_SETTINGS;
  await t.db.transaction((tx) => writeSettings(tx, { ...values, ...SELLER, ...mentions }));
}

beforeAll(async () => {
  t = await createTestApp();
  client = await member(t, 'company', 'Boulangerie');
  admin = await member(t, 'individual', 'Alice');
  await t.makeAdmin(admin.email);
  await saveSellerMentions({});
});
afterAll(() => t.close());

/** Starts a simulator checkout and pays it with the test card; the order's id. */
async function buy(buyer: Member, purpose: TPurchasePurpose, targetId: string) {
  const started = await post(t, '/api/checkout', { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose, targetId }, buyer.cookie);
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().url.split('/').pop() as string;
  return {
    sessionId,
    pay: () =>
      post(t, `/api/checkout/simulator/${sessionId}/pay`, { cardNumber: SIMULATOR_CARDS.success, expiry: '01/30', cvc: '123' }, buyer.cookie),
  };
}

async function receiptOf(sessionId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
  const [receipt] = await t.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, order!.id), eq(receipts.kind, 'receipt')));
  return { order: order!, receipt: receipt! };
}

const download = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/${cookie === admin.cookie ? 'admin/' : ''}receipts/${id}/pdf`, headers: cookie ? { cookie } : {} });
const downloadAsMember = (id: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api/receipts/${id}/pdf`, headers: { cookie } });

const year = new Date().getFullYear();
const sequenceOf = (number: string) => Number(number.split('-').pop());

describe('receipt numbering', () => {
  it('numbers receipts without gap or duplicate when payments arrive at the same time', async () => {
    const buyer = await member(t, 'community_manager', 'Simultane');
    const jobs = await Promise.all(Array.from({ length: 6 }, (_, index) => mission(t, client.id, { title: `Mission simultanée ${index}` })));
    const checkouts = [];
    for (const job of jobs) checkouts.push(await buy(buyer, 'application', job.id));

    const paid = await Promise.all(checkouts.map(({ pay }) => pay()));
    expect(paid.map((res) => res.statusCode)).toEqual(jobs.map(() => 200));

    const mine = await Promise.all(checkouts.map(async ({ sessionId }) => (await receiptOf(sessionId)).receipt.number));
    expect(new Set(mine).size).toBe(jobs.length);
    for (const number of mine) expect(number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    // Every receipt ever issued in this database: 1..n, each once.
    const all = (await t.db.select({ number: receipts.number }).from(receipts).where(eq(receipts.kind, 'receipt'))).map(({ number }) =>
      sequenceOf(number),
    );
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
  });
});

describe('receipt content', () => {
  it('names the buyer, what was bought, 3,00 € TTC with its VAT, and the seller’s legal mentions', async () => {
    const cm = await member(t, 'community_manager', 'Camille');
    const buyer = await member(t, 'company', 'Studio');
    await t.db.update(companies).set({ companyName: 'Studio Graphique SARL' }).where(eq(companies.id, buyer.id));
    await t.db.update(profiles).set({ location: 'Lyon' }).where(eq(profiles.id, buyer.id));
    const { sessionId, pay } = await buy(buyer, 'contact', cm.id);
    expect((await pay()).statusCode).toBe(200);
    const { receipt } = await receiptOf(sessionId);
    expect(receipt.content).toEqual({
      buyer: { name: 'Studio', company: 'Studio Graphique SARL', address: 'Lyon' },
      seller: { legalName: SELLER.legalName, siret: SELLER.siret, address: SELLER.legalAddress, vatNumber: SELLER.vatNumber },
      item: 'Contact de Camille',
      totalCents: 300,
      netCents: 250,
      vatCents: 50,
      vatRatePercent: 20,
      currency: 'eur',
      receiptNumber: null,
    });

    const res = await download(receipt.id, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recu-${receipt.number}.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      `Reçu n° ${receipt.number}`,
      'CM Connect SAS',
      'SIRET : 123 456 789 00012',
      'N° de TVA intracommunautaire : FR32123456789',
      '42 rue de la Chaussée-d’Antin, 75009 Paris',
      'Studio Graphique SARL',
      'Contact de Camille',
      'Total HT 2,50 €',
      'TVA (20 %) 0,50 €',
      'Total TTC 3,00 €',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the mission of an application', async () => {
    const cm = await member(t, 'community_manager', 'Hugo');
    const job = await mission(t, client.id, { title: 'Lancer notre TikTok' });
    const { sessionId, pay } = await buy(cm, 'application', job.id);
    await pay();
    const { receipt } = await receiptOf(sessionId);
    expect(receipt.content).toMatchObject({
      item: 'Candidature à la mission « Lancer notre TikTok »',
      buyer: { name: 'Hugo', company: null, address: 'Lyon' },
    });
  });

  it('keeps the legal mentions of the day it was issued', async () => {
    const cm = await member(t, 'community_manager', 'Gaston');
    const before = await buy(await member(t, 'individual', 'Ines'), 'contact', cm.id);
    await before.pay();
    const old = (await receiptOf(before.sessionId)).receipt;

    await saveSellerMentions({ legalName: 'Nouvelle Raison SAS', siret: '987 654 321 00098' });
    const after = await buy(await member(t, 'individual', 'Jules'), 'contact', cm.id);
    await after.pay();
    const fresh = (await receiptOf(after.sessionId)).receipt;

    const oldText = pdfText((await download(old.id, admin.cookie)).rawPayload);
    expect(oldText).toContain('CM Connect SAS');
    expect(oldText).not.toContain('Nouvelle Raison SAS');
    expect(pdfText((await download(fresh.id, admin.cookie)).rawPayload)).toContain('SIRET : 987 654 321 00098');
    await saveSellerMentions({});
  });
});

describe('receipts without legal mentions or for older orders', () => {
  it('prints a receipt whose seller entered no legal mention, without empty lines', async () => {
    await saveSellerMentions({ legalName: '', siret: '', legalAddress: '', vatNumber: '' });
    const buyer = await member(t, 'individual', 'Victor');
    const { sessionId, pay } = await buy(buyer, 'contact', (await member(t, 'community_manager', 'Yanis')).id);
    await pay();
    const { receipt } = await receiptOf(sessionId);
    const res = await download(receipt.id, buyer.cookie);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Total TTC 3,00 €');
    expect(text).not.toContain('SIRET');
    await saveSellerMentions({});
  });

  it('issues the missing receipts of paid orders, oldest payment first, once', async () => {
    const buyer = await member(t, 'community_manager', 'Ancien');
    const [older, newer] = await Promise.all([
      mission(t, client.id, { title: 'Ancienne mission' }),
      mission(t, client.id, { title: 'Mission récente' }),
    ]);
    const paidAt = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const paidOrder = (targetId: string, at: Date) => ({
      userId: buyer.id,
      priceId: CONTACT_PRODUCT.priceId,
      purpose: 'application' as const,
      targetId,
      amountCents: 300,
      provider: 'simulator' as const,
      orderStatus: 'completed' as const,
      paymentStatus: 'paid' as const,
      createdAt: at,
      updatedAt: at,
    });
    await t.db.insert(orders).values([paidOrder(newer.id, paidAt(1)), paidOrder(older.id, paidAt(2))]);

    expect(await t.db.transaction((tx) => issueMissingReceipts(tx))).toBe(2);
    const mine = await t.db.select().from(receipts).where(eq(receipts.userId, buyer.id));
    const [first, second] = mine.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
    expect(first!.content.item).toBe('Candidature à la mission « Ancienne mission »');
    expect(sequenceOf(second!.number)).toBe(sequenceOf(first!.number) + 1);
    expect(await t.db.transaction((tx) => issueMissingReceipts(tx))).toBe(0);
  });
});

describe('receipt download', () => {
  it('is for its buyer and the admins only (through the back office)', async () => {
    const cm = await member(t, 'community_manager', 'Lina');
    const buyer = await member(t, 'individual', 'Paul');
    const other = await member(t, 'individual', 'Zoe');
    const { sessionId, pay } = await buy(buyer, 'contact', cm.id);
    await pay();
    const { receipt } = await receiptOf(sessionId);
    expect((await download(receipt.id)).statusCode).toBe(401);
    expect((await download(receipt.id, other.cookie)).statusCode).toBe(404);
    expect((await download(receipt.id, cm.cookie)).statusCode).toBe(404);
    expect((await download(receipt.id, buyer.cookie)).statusCode).toBe(200);
    expect((await download(receipt.id, admin.cookie)).statusCode).toBe(200);
    expect((await downloadAsMember(receipt.id, admin.cookie)).statusCode).toBe(404);
    expect((await download(receipt.id, buyer.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/receipts/${receipt.id}/pdf`, headers: { cookie: buyer.cookie } })).statusCode).toBe(
      403,
    );
  });

  it('is listed with its purchase in Mes achats, and linked from the confirmation mail', async () => {
    const cm = await member(t, 'community_manager', 'Maya');
    const buyer = await member(t, 'individual', 'Remi');
    const { sessionId, pay } = await buy(buyer, 'contact', cm.id);
    await pay();
    const { receipt } = await receiptOf(sessionId);
    const list = await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: { cookie: buyer.cookie } });
    expect(list.json().orders[0]).toMatchObject({ state: 'paid', documents: [{ id: receipt.id, kind: 'receipt', number: receipt.number }] });

    await t.app.backgroundJobs.drain();
    const mail = await t.lastMailTo(buyer.email);
    expect(mail?.subject).toContain('Paiement confirmé');
    expect(mail?.text).toContain(`Merci pour votre paiement de ${formatPrice(300)} TTC : Contact de Maya.`);
    expect(mail?.text).toContain(`Votre reçu n° ${receipt.number} est disponible dans « Mes achats »`);
    expect(mail?.text).toContain('http://localhost:3000/dashboard?tab=subscription');
  });
});

describe('credit notes', () => {
  it('gives a refunded payment its credit note, in its own series, referencing the receipt', async () => {
    const cm = await member(t, 'community_manager', 'Nora');
    const buyer = await member(t, 'individual', 'Oscar');
    const { sessionId, pay } = await buy(buyer, 'contact', cm.id);
    await pay();
    const { order, receipt } = await receiptOf(sessionId);
    await t.db
      .update(orders)
      .set({ paymentIntentId: `pi_${order.id}` })
      .where(eq(orders.id, order.id));

    expect(
      await refundOrder(t.db, { eventId: `evt_refund_${order.id}`, eventType: 'charge.refunded', paymentIntentId: `pi_${order.id}`, full: true }),
    ).toBe('fulfilled');
    const [creditNote] = await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.orderId, order.id), eq(receipts.kind, 'credit_note')));
    expect(creditNote).toMatchObject({ receiptId: receipt.id, userId: buyer.id });
    expect(creditNote!.number).toMatch(new RegExp(`^AV-${year}-\\d{6}$`));
    expect(creditNote!.content).toMatchObject({ item: receipt.content.item, totalCents: 300, vatCents: 50, receiptNumber: receipt.number });

    const list = await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: { cookie: buyer.cookie } });
    expect(list.json().orders[0]).toMatchObject({
      state: 'refunded',
      documents: [
        { id: receipt.id, kind: 'receipt' },
        { id: creditNote!.id, kind: 'credit_note', number: creditNote!.number },
      ],
    });
    const text = pdfText((await download(creditNote!.id, buyer.cookie)).rawPayload);
    expect(text).toContain(`Avoir n° ${creditNote!.number}`);
    expect(text).toContain(`Avoir sur le reçu n° ${receipt.number}`);
    expect(text).toContain('Total TTC -3,00 €');

    // A refund delivered again issues nothing more.
    await refundOrder(t.db, { eventId: `evt_refund_again_${order.id}`, eventType: 'charge.refunded', paymentIntentId: `pi_${order.id}`, full: true });
    expect(await t.db.select().from(receipts).where(eq(receipts.orderId, order.id))).toHaveLength(2);
    const notes = (await t.db.select({ number: receipts.number }).from(receipts).where(eq(receipts.kind, 'credit_note'))).map(({ number }) =>
      sequenceOf(number),
    );
    expect(notes.sort((a, b) => a - b)).toEqual(Array.from({ length: notes.length }, (_, index) => index + 1));
  });
});
