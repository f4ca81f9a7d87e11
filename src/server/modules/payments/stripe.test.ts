import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { CONTACT_PRODUCT } from '#contracts/payments-terms';
import { entitlements, orders, paymentEvents } from '#server/db/schema/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/** A loopback HTTP server standing in for the Stripe API: records requests, answers a session. */
function startFakeStripeApi() {
  const requests: { path: string; body: URLSearchParams; idempotencyKey?: string; authorization?: string }[] = [];
  let counter = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        body: new URLSearchParams(raw),
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
      });
      counter += 1;
      const id = `cs_test_${counter}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }));
    });
  });
  return new Promise<{ url: string; requests: typeof requests; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let stripeApi: Awaited<ReturnType<typeof startFakeStripeApi>>;
let t: TestApp;
let cm: Member;
let company: Member;
let job: { id: string };
let otherJob: { id: string };

beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeApi.url });
  cm = await member(t, 'community_manager', 'Camille');
  company = await member(t, 'company', 'Boulangerie');
  job = await mission(t, company.id);
  otherJob = await mission(t, company.id, { title: 'Autre mission' });
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});

async function startCheckout(buyer: Member, purpose: 'application' | 'contact', targetId: string) {
  const res = await post(t, '/api/checkout', { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose, targetId }, buyer.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, res.json().url.split('/').pop()));
  return order!;
}

function event(id: string, type: string, object: object) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: 1, data: { object } });
}

function deliver(payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

function completedSession(order: typeof orders.$inferSelect, overrides: object = {}) {
  return {
    id: order.checkoutSessionId,
    object: 'checkout.session',
    payment_status: 'paid',
    payment_intent: `pi_${order.id.slice(0, 8)}`,
    metadata: { orderId: order.id, userId: order.userId, purpose: order.purpose, targetId: order.targetId },
    ...overrides,
  };
}

/** A 3 € charge, refunded by `refundedCents` (all of it unless said). */
function refundedCharge(id: string, paymentIntent: string | null, refundedCents = 300) {
  return { id, object: 'charge', payment_intent: paymentIntent, amount: 300, amount_refunded: refundedCents, refunded: refundedCents >= 300 };
}
const fullRefund = (id: string, paymentIntent: string | null) => refundedCharge(id, paymentIntent);

const entitlementCount = async (userId: string) => (await t.db.select().from(entitlements).where(eq(entitlements.userId, userId))).length;

describe('Stripe checkout', () => {
  it('creates a Checkout Session with the price, the buyer and what is bought', async () => {
    const order = await startCheckout(cm, 'application', job.id);
    const request = stripeApi.requests.at(-1)!;
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.authorization).toBe('Bearer sk_test_123');
    expect(request.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(Object.fromEntries(request.body)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '300',
      'line_items[0][price_data][product_data][name]': 'Achat contact',
      customer_email: cm.email,
      client_reference_id: order.id,
      'metadata[userId]': cm.id,
      'metadata[purpose]': 'application',
      'metadata[targetId]': job.id,
      success_url: 'http://localhost:3000/stripe/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/stripe/cancel',
    });
    expect(order).toMatchObject({ provider: 'stripe', orderStatus: 'pending', paymentStatus: 'unpaid' });
  });
});

describe('Stripe webhook', () => {
  it('rejects a wrong signature and changes nothing', async () => {
    const order = await startCheckout(cm, 'application', otherJob.id);
    const payload = event('evt_forged', 'checkout.session.completed', completedSession(order));
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await deliver(payload, forged);
    expect(res.statusCode).toBe(400);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.orderStatus).toBe('pending');
    expect(await t.db.select().from(paymentEvents)).toHaveLength(0);
    expect((await deliver(payload, 'not-a-signature')).statusCode).toBe(400);
  });

  it('fulfils once when the same event is delivered ten times', async () => {
    const order = await startCheckout(cm, 'application', otherJob.id);
    const payload = event('evt_paid_1', 'checkout.session.completed', completedSession(order));
    const results = [];
    for (let attempt = 0; attempt < 10; attempt += 1) results.push((await deliver(payload)).json().result);
    expect(results).toEqual(['fulfilled', ...Array(9).fill('duplicate')]);
    expect(await entitlementCount(cm.id)).toBe(1);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ orderStatus: 'completed', paymentStatus: 'paid', paymentIntentId: `pi_${order.id.slice(0, 8)}` });
  });

  it('ignores a session whose purpose or target does not match the order', async () => {
    const order = await startCheckout(company, 'contact', cm.id);
    for (const [id, metadata] of [
      ['evt_wrong_purpose', { purpose: 'application' }],
      ['evt_wrong_target', { targetId: job.id }],
      ['evt_wrong_user', { userId: cm.id }],
    ] as const) {
      const session = completedSession(order);
      const res = await deliver(event(id, 'checkout.session.completed', { ...session, metadata: { ...session.metadata, ...metadata } }));
      expect(res.json().result).toBe('ignored');
    }
    expect(await entitlementCount(company.id)).toBe(0);
  });

  it('waits for a delayed payment, then fulfils on async success', async () => {
    const order = await startCheckout(company, 'contact', cm.id);
    const pending = await deliver(event('evt_delayed', 'checkout.session.completed', completedSession(order, { payment_status: 'unpaid' })));
    expect(pending.json().result).toBe('ignored');
    expect(await entitlementCount(company.id)).toBe(0);
    const later = await deliver(event('evt_async_ok', 'checkout.session.async_payment_succeeded', completedSession(order)));
    expect(later.json().result).toBe('fulfilled');
    expect(await entitlementCount(company.id)).toBe(1);
  });

  it('records a failed async payment and an expired session', async () => {
    const failedOrder = await startCheckout(cm, 'application', job.id);
    await deliver(event('evt_async_failed', 'checkout.session.async_payment_failed', completedSession(failedOrder)));
    expect((await t.db.select().from(orders).where(eq(orders.id, failedOrder.id)))[0]?.paymentStatus).toBe('failed');
    await deliver(event('evt_expired', 'checkout.session.expired', completedSession(failedOrder)));
    expect((await t.db.select().from(orders).where(eq(orders.id, failedOrder.id)))[0]?.orderStatus).toBe('canceled');
    expect(await entitlementCount(cm.id)).toBe(0);
  });

  it('takes the entitlement back on refund', async () => {
    const order = await startCheckout(company, 'contact', cm.id);
    expect((await deliver(event('evt_paid_2', 'checkout.session.completed', completedSession(order)))).json().result).toBe('fulfilled');
    expect(await entitlementCount(company.id)).toBe(1);
    const res = await deliver(event('evt_refund', 'charge.refunded', fullRefund('ch_1', `pi_${order.id.slice(0, 8)}`)));
    expect(res.json().result).toBe('fulfilled');
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.paymentStatus).toBe('refunded');
    expect(await entitlementCount(company.id)).toBe(0);
  });
});

describe('one payment per target (Stripe)', () => {
  let buyer: Member;
  let otherCm: Member;
  beforeAll(async () => {
    buyer = await member(t, 'individual', 'Julien');
    otherCm = await member(t, 'community_manager', 'Hugo');
  });
  const orderById = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const held = async (targetId: string) => t.db.select().from(entitlements).where(eq(entitlements.targetId, targetId));

  it('gives the session an expiry and voids the open session of the same target at a new checkout', async () => {
    const before = Math.floor(Date.now() / 1000);
    const first = await startCheckout(buyer, 'contact', cm.id);
    const expiresAt = Number(stripeApi.requests.at(-1)!.body.get('expires_at'));
    expect(expiresAt - before).toBeGreaterThanOrEqual(30 * 60);
    expect(expiresAt - before).toBeLessThanOrEqual(32 * 60);

    const second = await startCheckout(buyer, 'contact', cm.id);
    expect((await orderById(first.id)).orderStatus).toBe('canceled');
    expect(stripeApi.requests.some((request) => request.path === `/v1/checkout/sessions/${first.checkoutSessionId}/expire`)).toBe(true);
    expect(second.orderStatus).toBe('pending');
  });

  it('records a second paid session for an unlocked target as paid, refunds it, never grants twice', async () => {
    const first = await startCheckout(buyer, 'contact', cm.id);
    const second = await startCheckout(buyer, 'contact', cm.id);
    expect((await deliver(event('evt_dup_b', 'checkout.session.completed', completedSession(second)))).json().result).toBe('fulfilled');
    // The voided session was paid anyway (opened in another tab before it expired).
    const late = await deliver(event('evt_dup_a', 'checkout.session.completed', completedSession(first)));
    expect(late.statusCode).toBe(200);
    expect(late.json().result).toBe('already_entitled');
    const refunded = await orderById(first.id);
    expect(refunded).toMatchObject({ orderStatus: 'completed', paymentStatus: 'paid', paymentIntentId: `pi_${first.id.slice(0, 8)}` });
    expect(refunded.refundRequestedAt).not.toBeNull();
    const refundCall = stripeApi.requests.find((request) => request.path === '/v1/refunds');
    expect(refundCall?.body.get('payment_intent')).toBe(`pi_${first.id.slice(0, 8)}`);
    expect(await held(cm.id).then((rows) => rows.filter((row) => row.userId === buyer.id))).toEqual([
      expect.objectContaining({ orderId: second.id }),
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/me/orders', headers: { cookie: buyer.cookie } });
    expect(
      list
        .json()
        .orders.map((order: { state: string }) => order.state)
        .sort(),
    ).toEqual(['paid', 'refunded']);

    // Stripe confirms the refund of the duplicate: access paid by the other order stays.
    await deliver(event('evt_dup_refund', 'charge.refunded', fullRefund('ch_dup', refunded.paymentIntentId)));
    expect((await held(cm.id)).filter((row) => row.userId === buyer.id)).toHaveLength(1);
  });

  it('keeps access while another paid order for the target remains, re-pointed to it', async () => {
    const values = {
      userId: buyer.id,
      priceId: CONTACT_PRODUCT.priceId,
      purpose: 'contact' as const,
      targetId: otherCm.id,
      amountCents: 300,
      provider: 'stripe' as const,
      orderStatus: 'completed' as const,
      paymentStatus: 'paid' as const,
    };
    const [a, b] = await t.db
      .insert(orders)
      .values([
        { ...values, paymentIntentId: 'pi_double_a', createdAt: new Date(Date.now() - 60_000) },
        { ...values, paymentIntentId: 'pi_double_b' },
      ])
      .returning();
    await t.db.insert(entitlements).values({ userId: buyer.id, purpose: 'contact', targetId: otherCm.id, orderId: a!.id });

    await deliver(event('evt_refund_a', 'charge.refunded', fullRefund('ch_a', 'pi_double_a')));
    expect(await held(otherCm.id)).toEqual([expect.objectContaining({ orderId: b!.id })]);
    await deliver(event('evt_refund_b', 'charge.refunded', fullRefund('ch_b', 'pi_double_b')));
    expect(await held(otherCm.id)).toEqual([]);
  });
});

describe('refunds (Stripe)', () => {
  let buyer: Member;
  let target: Member;
  beforeAll(async () => {
    buyer = await member(t, 'company', 'Fromagerie');
    target = await member(t, 'community_manager', 'Romane');
  });
  const held = async () => (await t.db.select().from(entitlements).where(eq(entitlements.userId, buyer.id))).length;

  it('keeps access after a partial refund, and takes it back once the charge is refunded in full', async () => {
    const order = await startCheckout(buyer, 'contact', target.id);
    await deliver(event('evt_partial_paid', 'checkout.session.completed', completedSession(order)));
    const intent = `pi_${order.id.slice(0, 8)}`;
    expect(await held()).toBe(1);

    const partial = await deliver(event('evt_partial_refund', 'charge.refunded', refundedCharge('ch_partial', intent, 100)));
    expect(partial.statusCode).toBe(200);
    expect(await held()).toBe(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.paymentStatus).toBe('paid');

    await deliver(event('evt_rest_refund', 'charge.refunded', refundedCharge('ch_partial', intent, 300)));
    expect(await held()).toBe(0);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.paymentStatus).toBe('refunded');
  });

  it('grants nothing when the refund arrived before the completion of its checkout', async () => {
    const order = await startCheckout(buyer, 'contact', target.id);
    const intent = `pi_${order.id.slice(0, 8)}`;
    const early = await deliver(event('evt_early_refund', 'charge.refunded', fullRefund('ch_early', intent)));
    expect(early.statusCode).toBe(200);

    const completed = await deliver(event('evt_late_completion', 'checkout.session.completed', completedSession(order)));
    expect(completed.statusCode).toBe(200);
    expect(await held()).toBe(0);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ orderStatus: 'completed', paymentStatus: 'refunded', paymentIntentId: intent });
    // The async success of the same session grants nothing either.
    await deliver(event('evt_late_async', 'checkout.session.async_payment_succeeded', completedSession(order)));
    expect(await held()).toBe(0);
  });
});

describe('a signed event without data.object', () => {
  it('is acknowledged and recorded once', async () => {
    for (const [id, data] of [
      ['evt_thin', {}],
      ['evt_no_data', undefined],
    ] as const) {
      const payload = JSON.stringify({ id, object: 'event', type: 'checkout.session.completed', api_version: '2025-01-01', created: 1, data });
      const res = await deliver(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, result: 'ignored' });
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(1);
      expect((await deliver(payload)).json().result).toBe('duplicate');
    }
  });
});
