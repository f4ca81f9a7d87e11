import { paths } from '#contracts/paths';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TCheckoutRequest, TCheckoutSession } from '#contracts/payments';
import { checkoutMessages, findProduct, SIMULATOR_CARDS } from '#contracts/payments-terms';
import type { PaymentProvider } from '#server/adapters/payments/index';
import type { Viewer } from '#server/auth/index';
import { type Db, orders } from '#server/db/index';
import { AppError, conflict, forbidden, notFound } from '#server/http/errors';
import { payWithCredit } from './credits.ts';
import { hasEntitlement } from './entitlements.ts';
import { fulfilOrder, recordPaymentProblem } from './fulfilment.ts';
import { isOpen, orderState } from './order-state.ts';
import { findTarget, type PurchaseTarget } from './targets.ts';

/** Who may buy what: the server's word, whatever the UI shows. */
function assertMayBuy(viewer: Viewer, target: PurchaseTarget) {
  if (target.purpose === 'application') {
    if (viewer.userType !== 'community_manager') throw forbidden(checkoutMessages.applicationOnlyForManagers);
    if (target.status !== 'open') throw conflict(checkoutMessages.jobNotOpen);
  } else {
    if (target.userType !== 'community_manager') throw forbidden(checkoutMessages.contactOnlyManagers);
    if (viewer.userType === 'community_manager') throw forbidden(checkoutMessages.managersContactForFree);
  }
}

/**
 * One open checkout per user and target: starting a new one voids the previous ones (their
 * sessions are expired at the provider), so two sessions for the same thing cannot both be paid.
 */
async function voidOpenCheckouts(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  userId: string,
  purpose: TCheckoutRequest['purpose'],
  targetId: string,
) {
  const voided = await db
    .update(orders)
    .set({ orderStatus: 'canceled' })
    .where(and(eq(orders.userId, userId), eq(orders.purpose, purpose), eq(orders.targetId, targetId), eq(orders.orderStatus, 'pending')))
    .returning({ sessionId: orders.checkoutSessionId });
  for (const { sessionId } of voided) {
    if (!sessionId) continue;
    // A session paid anyway is refunded by the webhook (fulfilOrder's already-entitled rule).
    await provider
      .cancelCheckout(sessionId)
      .catch((error: unknown) => log.warn({ err: error, sessionId }, 'could not expire a voided checkout session'));
  }
}

export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  publicUrl: string,
  viewer: Viewer,
  request: TCheckoutRequest,
  log: FastifyBaseLogger,
): Promise<{ url: string }> {
  const product = findProduct(request.priceId);
  if (!product || product.mode !== request.mode) throw new AppError(400, 'VALIDATION_ERROR', checkoutMessages.unknownProduct);
  const target = await findTarget(db, request.purpose, request.targetId);
  // A draft does not exist for anyone but its owner (who cannot buy an application anyway).
  if (!target || (target.purpose === 'application' && target.status === 'draft')) throw notFound(checkoutMessages.targetNotFound);
  assertMayBuy(viewer, target);
  if (await hasEntitlement(db, viewer.id, request.purpose, target.id)) throw conflict(checkoutMessages.alreadyEntitled);
  await voidOpenCheckouts(db, provider, log, viewer.id, request.purpose, target.id);
  // A credit pays before any card (ADR 0054): straight to the success page, no checkout.
  const byCredit = await payWithCredit(db, viewer, product, target, { baseUrl: publicUrl });
  if (byCredit) return { url: `${publicUrl}${paths.stripe.success}?session_id=${byCredit.sessionId}` };

  const [order] = await db
    .insert(orders)
    .values({
      userId: viewer.id,
      priceId: product.priceId,
      purpose: request.purpose,
      targetId: target.id,
      amountCents: product.amountCents,
      currency: product.currency,
      provider: provider.kind,
    })
    .returning({ id: orders.id });
  try {
    const session = await provider.createCheckout({
      orderId: order!.id,
      userId: viewer.id,
      email: viewer.email,
      product,
      purpose: request.purpose,
      targetId: target.id,
      successUrl: `${publicUrl}${paths.stripe.success}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${publicUrl}${paths.stripe.cancel}`,
    });
    await db.update(orders).set({ checkoutSessionId: session.sessionId }).where(eq(orders.id, order!.id));
    return { url: session.url };
  } catch (error) {
    await db.update(orders).set({ orderStatus: 'canceled' }).where(eq(orders.id, order!.id));
    throw Object.assign(new AppError(502, 'UPSTREAM_ERROR', checkoutMessages.failed), { cause: error });
  }
}

async function findOwnOrder(db: Db, viewer: Viewer, sessionId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
  if (!order || order.userId !== viewer.id) throw notFound(checkoutMessages.sessionNotFound);
  return order;
}

/** What the payment pages show: the order's state and what it unlocks. */
export async function getCheckoutSession(db: Db, viewer: Viewer, sessionId: string): Promise<TCheckoutSession> {
  const order = await findOwnOrder(db, viewer, sessionId);
  const target = await findTarget(db, order.purpose, order.targetId);
  return {
    sessionId,
    state: orderState(order),
    purpose: order.purpose,
    amountCents: order.amountCents,
    currency: order.currency,
    productName: findProduct(order.priceId)?.name ?? order.priceId,
    target: target
      ? { id: target.id, label: target.label, path: target.path }
      : { id: order.targetId, label: checkoutMessages.targetNotFound, path: '/' },
  };
}

/** The local simulator's server-side confirmation: the same fulfilment as Stripe's webhook. */
export async function payWithSimulator(
  db: Db,
  publicUrl: string,
  viewer: Viewer,
  sessionId: string,
  cardNumber: string,
): Promise<{ redirectUrl: string }> {
  const order = await findOwnOrder(db, viewer, sessionId);
  if (order.provider !== 'simulator' || !isOpen(order)) {
    throw conflict(checkoutMessages.sessionClosed);
  }
  if (cardNumber === SIMULATOR_CARDS.declined) {
    await recordPaymentProblem(
      db,
      { eventId: `${sessionId}:declined:${Date.now()}`, eventType: 'simulator.payment_failed', orderId: order.id },
      { paymentStatus: 'failed' },
    );
    throw new AppError(402, 'PAYMENT_REQUIRED', checkoutMessages.cardDeclined);
  }
  if (cardNumber !== SIMULATOR_CARDS.success) {
    throw new AppError(400, 'VALIDATION_ERROR', checkoutMessages.cardInvalid, { cardNumber: checkoutMessages.cardInvalid });
  }
  const { result } = await fulfilOrder(
    db,
    { eventId: `${sessionId}:paid`, eventType: 'simulator.payment_succeeded', orderId: order.id, baseUrl: publicUrl },
    'cancel',
  );
  // Another checkout already unlocked this target: this one is canceled, nothing is charged.
  if (result === 'already_entitled') throw conflict(checkoutMessages.alreadyEntitled);
  return { redirectUrl: `${publicUrl}${paths.stripe.success}?session_id=${sessionId}` };
}

export async function cancelSimulatorCheckout(db: Db, publicUrl: string, viewer: Viewer, sessionId: string) {
  const order = await findOwnOrder(db, viewer, sessionId);
  if (isOpen(order)) {
    await db.update(orders).set({ orderStatus: 'canceled' }).where(eq(orders.id, order.id));
  }
  return { redirectUrl: `${publicUrl}${paths.stripe.cancel}` };
}
