import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKOUT_EXPIRY_MINUTES, checkoutMessages, CONTACT_PRODUCT, SIMULATOR_CARDS, type TPurchasePurpose } from '#contracts/payments-terms';
import { backgroundJobs, entitlements, orders } from '#server/db/schema/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import { expireAbandonedCheckouts } from './orders.ts';

let t: TestApp;
let cm: Member;
let otherCm: Member;
let company: Member;
let individual: Member;
let openJob: { id: string };
let otherJob: { id: string };
let closedJob: { id: string };
let draftJob: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  cm = await member(t, 'community_manager', 'Camille');
  otherCm = await member(t, 'community_manager', 'Hugo');
  company = await member(t, 'company', 'Boulangerie');
  individual = await member(t, 'individual', 'Julien');
  openJob = await mission(t, company.id);
  otherJob = await mission(t, company.id, { title: 'Lancer notre TikTok' });
  closedJob = await mission(t, company.id, { status: 'closed' });
  draftJob = await mission(t, company.id, { status: 'draft' });
});
afterAll(() => t.close());

const checkout = (who: Member | null, purpose: TPurchasePurpose, targetId: string, extra: object = {}) =>
  post(t, '/api/checkout', { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose, targetId, ...extra }, who?.cookie);

const sessionIdOf = (url: string) => url.split('/').pop()!;

const pay = (who: Member, sessionId: string, cardNumber: string) =>
  post(t, `/api/checkout/simulator/${sessionId}/pay`, { cardNumber, expiry: '12/30', cvc: '123' }, who.cookie);

const entitled = async (who: Member, purpose: TPurchasePurpose, targetId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/me/entitlements/${purpose}/${targetId}`, headers: { cookie: who.cookie } })).json().entitled;

describe('checkout rules', () => {
  it('refuses anonymous buyers with the spec message', async () => {
    const res = await checkout(null, 'application', openJob.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(checkoutMessages.notLoggedIn);
  });

  type Case = [string, () => Member, TPurchasePurpose, () => string, number, string];
  it.each<Case>([
    ['a company buying an application', () => company, 'application', () => openJob.id, 403, checkoutMessages.applicationOnlyForManagers],
    ['a community manager paying to contact another', () => cm, 'contact', () => otherCm.id, 403, checkoutMessages.managersContactForFree],
    ['contacting a company profile', () => individual, 'contact', () => company.id, 403, checkoutMessages.contactOnlyManagers],
    ['applying to a closed mission', () => cm, 'application', () => closedJob.id, 409, checkoutMessages.jobNotOpen],
    ['an unknown mission', () => cm, 'application', () => '00000000-0000-4000-8000-000000000000', 404, checkoutMessages.targetNotFound],
    ["someone's draft (it does not exist for others)", () => cm, 'application', () => draftJob.id, 404, checkoutMessages.targetNotFound],
  ])('refuses %s', async (_name, who, purpose, target, status, message) => {
    const before = (await t.db.select().from(orders)).length;
    const res = await checkout(who(), purpose, target());
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(await t.db.select().from(orders)).toHaveLength(before);
  });

  it('refuses an unknown product or a mode that does not match it', async () => {
    expect((await checkout(cm, 'application', openJob.id, { priceId: 'price_gratuit' })).statusCode).toBe(400);
    expect((await checkout(cm, 'application', openJob.id, { mode: 'subscription' })).statusCode).toBe(400);
  });
});

describe('local card simulator', () => {
  it('leaves the mission locked when the card is declined, then unlocks it with 4242', async () => {
    const res = await checkout(cm, 'application', openJob.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^http:\/\/localhost:3000\/checkout\/simulator\/sim_[0-9a-f]+$/);
    const sessionId = sessionIdOf(res.json().url);

    const session = await t.app.inject({ method: 'GET', url: `/api/checkout/sessions/${sessionId}`, headers: { cookie: cm.cookie } });
    expect(session.json()).toMatchObject({
      state: 'pending',
      amountCents: 300,
      productName: 'Achat contact',
      target: { path: `/jobs/${openJob.id}` },
    });

    const declined = await pay(cm, sessionId, SIMULATOR_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(checkoutMessages.cardDeclined);
    expect(await entitled(cm, 'application', openJob.id)).toBe(false);

    const paid = await pay(cm, sessionId, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(`http://localhost:3000/stripe/success?session_id=${sessionId}`);
    expect(await entitled(cm, 'application', openJob.id)).toBe(true);

    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order).toMatchObject({
      userId: cm.id,
      purpose: 'application',
      targetId: openJob.id,
      amountCents: 300,
      currency: 'eur',
      orderStatus: 'completed',
      paymentStatus: 'paid',
      provider: 'simulator',
    });

    // The member's open tabs are told (the form unlocks without a reload), once.
    await t.app.backgroundJobs.drain();
    const pushes = (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'realtime.push'))).map((job) => job.payload);
    expect(pushes).toContainEqual({ userId: cm.id, event: { type: 'entitlement', data: { purpose: 'application', targetId: openJob.id } } });

    const again = await pay(cm, sessionId, SIMULATOR_CARDS.success);
    expect(again.statusCode).toBe(409);
    expect((await t.db.select().from(entitlements).where(eq(entitlements.userId, cm.id))).length).toBe(1);
  });

  it('scopes the entitlement to its user and its target', async () => {
    expect(await entitled(cm, 'application', otherJob.id)).toBe(false);
    expect(await entitled(otherCm, 'application', openJob.id)).toBe(false);
    expect(await entitled(cm, 'contact', openJob.id)).toBe(false);
  });

  it('refuses to sell what the user already holds', async () => {
    await t.db.insert(entitlements).values({ userId: cm.id, purpose: 'application', targetId: openJob.id });
    const res = await checkout(cm, 'application', openJob.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(checkoutMessages.alreadyEntitled);
  });

  it("keeps another user's session private", async () => {
    const res = await checkout(otherCm, 'application', otherJob.id);
    const sessionId = sessionIdOf(res.json().url);
    expect((await pay(cm, sessionId, SIMULATOR_CARDS.success)).statusCode).toBe(404);
    const view = await t.app.inject({ method: 'GET', url: `/api/checkout/sessions/${sessionId}`, headers: { cookie: cm.cookie } });
    expect(view.statusCode).toBe(404);
  });

  it('lets a company pay once to contact a community manager, and lists the order', async () => {
    const res = await checkout(company, 'contact', cm.id);
    const sessionId = sessionIdOf(res.json().url);
    expect((await pay(company, sessionId, SIMULATOR_CARDS.success)).statusCode).toBe(200);
    expect(await entitled(company, 'contact', cm.id)).toBe(true);
    expect(await entitled(company, 'contact', otherCm.id)).toBe(false);

    const list = await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: { cookie: company.cookie } });
    expect(list.json().orders).toEqual([
      expect.objectContaining({ purpose: 'contact', targetLabel: 'Camille', targetPath: `/profile/${cm.id}`, amountCents: 300, state: 'paid' }),
    ]);
  });

  it('cancels a checkout: the order is canceled and nothing is unlocked', async () => {
    const res = await checkout(individual, 'contact', otherCm.id);
    const sessionId = sessionIdOf(res.json().url);
    const cancel = await post(t, `/api/checkout/simulator/${sessionId}/cancel`, {}, individual.cookie);
    expect(cancel.json().redirectUrl).toBe('http://localhost:3000/stripe/cancel');
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order?.orderStatus).toBe('canceled');
    expect(await entitled(individual, 'contact', otherCm.id)).toBe(false);
  });

  it('refuses an unknown card number', async () => {
    const res = await checkout(individual, 'contact', cm.id);
    const refused = await pay(individual, sessionIdOf(res.json().url), '1234 5678 9012 3456');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(checkoutMessages.cardInvalid);
  });
});

describe('subscription view', () => {
  it('answers in French without a session, and null without a subscription', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/subscription' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Vous devez être connecté.');
    const none = await t.app.inject({ method: 'GET', url: '/api/me/subscription', headers: { cookie: cm.cookie } });
    expect(none.json()).toEqual({ subscription: null });
  });
});

describe('one payment per target (simulator)', () => {
  let buyer: Member;
  beforeAll(async () => {
    buyer = await member(t, 'individual', 'Lea');
  });
  const orderOf = async (sessionId: string) => (await t.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)))[0]!;

  it('voids the open checkout of the same target when a new one starts', async () => {
    const first = sessionIdOf((await checkout(buyer, 'contact', otherCm.id)).json().url);
    const second = sessionIdOf((await checkout(buyer, 'contact', otherCm.id)).json().url);
    expect((await orderOf(first)).orderStatus).toBe('canceled');
    const late = await pay(buyer, first, SIMULATOR_CARDS.success);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(checkoutMessages.sessionClosed);
    expect((await pay(buyer, second, SIMULATOR_CARDS.success)).statusCode).toBe(200);
    expect((await t.db.select().from(entitlements).where(eq(entitlements.userId, buyer.id))).length).toBe(1);
  });

  it('refuses to pay a session whose target was unlocked meanwhile, and cancels it', async () => {
    const sessionId = sessionIdOf((await checkout(buyer, 'contact', cm.id)).json().url);
    // Another order unlocked the same target in between (e.g. a concurrent checkout).
    await t.db.insert(entitlements).values({ userId: buyer.id, purpose: 'contact', targetId: cm.id });
    const res = await pay(buyer, sessionId, SIMULATOR_CARDS.success);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(checkoutMessages.alreadyEntitled);
    expect(await orderOf(sessionId)).toMatchObject({ orderStatus: 'canceled', paymentStatus: 'unpaid' });
    expect((await t.db.select().from(entitlements).where(eq(entitlements.targetId, cm.id))).filter((row) => row.userId === buyer.id)).toHaveLength(1);
  });
});

describe('abandoned checkouts', () => {
  it('shows a checkout older than the expiry as canceled, refuses to pay it, and the sweep marks it', async () => {
    const buyer = await member(t, 'individual', 'Nina');
    const stale = sessionIdOf((await checkout(buyer, 'contact', cm.id)).json().url);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - (CHECKOUT_EXPIRY_MINUTES + 1) * 60_000) })
      .where(eq(orders.checkoutSessionId, stale));
    const fresh = sessionIdOf((await checkout(buyer, 'contact', otherCm.id)).json().url);

    const view = await t.app.inject({ method: 'GET', url: `/api/checkout/sessions/${stale}`, headers: { cookie: buyer.cookie } });
    expect(view.json().state).toBe('canceled');
    const list = await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: { cookie: buyer.cookie } });
    expect(list.json().orders.map((order: { state: string }) => order.state)).toEqual(['pending', 'canceled']);
    expect((await pay(buyer, stale, SIMULATOR_CARDS.success)).statusCode).toBe(409);

    expect(await expireAbandonedCheckouts(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const [staleOrder] = await t.db.select().from(orders).where(eq(orders.checkoutSessionId, stale));
    const [freshOrder] = await t.db.select().from(orders).where(eq(orders.checkoutSessionId, fresh));
    expect(staleOrder?.orderStatus).toBe('canceled');
    expect(freshOrder?.orderStatus).toBe('pending');
  });
});
