import type { FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZCheckoutSession,
  ZEntitlementResponse,
  ZOrdersResponse,
  ZPurchasePurpose,
  ZSessionParams,
  ZSimulatorPayment,
  ZSimulatorPaymentResponse,
  ZSubscriptionResponse,
} from '#contracts/payments';
import { ZCreditsResponse } from '#contracts/credits';
import { checkoutMessages, subscriptionMessages } from '#contracts/payments-terms';
import type { PaymentProvider } from '#server/adapters/payments/index';
import { requireViewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { AppError, errorBody } from '#server/http/errors';
import { linkBase, type OriginPolicy } from '#server/http/origins';
import { cancelSimulatorCheckout, getCheckoutSession, payWithSimulator, startCheckout } from './checkout.ts';
import { listCredits } from './credits.ts';
import { hasEntitlement } from './entitlements.ts';
import { expireAbandonedCheckouts, listOrders } from './orders.ts';
import { receiptFileName, receiptPdf } from './receipt-pdf.ts';
import { findBuyersReceipt, findReceiptOrFail, type Receipt } from './receipts.ts';
import { getSubscription } from './subscriptions.ts';
import { handleStripeEvent } from './webhook.ts';

type Options = {
  db: Db;
  /** null: payments are off, checkout answers 503 and the simulator routes do not exist. */
  provider: PaymentProvider | null;
  publicUrl: string;
  origins: OriginPolicy;
  stripe: { client: Stripe; webhookSecret: string } | null;
};

const CHECKOUT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/** How often abandoned checkouts are marked expired (reads already show them so). */
const EXPIRY_SWEEP_INTERVAL_MS = 5 * 60_000;

export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, provider, publicUrl, origins, stripe }) => {
  // Payment pages and redirects stay on the address the user opened (outside production).
  const base = (request: FastifyRequest) => linkBase(origins, publicUrl, request);
  const sweep = setInterval(() => {
    expireAbandonedCheckouts(db, new Date()).catch((error: unknown) => app.log.error({ err: error }, 'checkout expiry sweep failed'));
  }, EXPIRY_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post('/api/checkout', {
    schema: { body: ZCheckoutRequest, response: { 200: ZCheckoutResponse } },
    config: { access: { kind: 'signedIn', anonymous: checkoutMessages.notLoggedIn }, rateLimit: CHECKOUT_RATE_LIMIT },
    handler: (request) => {
      if (!provider) throw new AppError(503, 'SERVICE_UNAVAILABLE', checkoutMessages.unavailable);
      return startCheckout(db, provider, base(request), requireViewer(request), request.body, request.log);
    },
  });

  app.get('/api/checkout/sessions/:sessionId', {
    config: { access: 'owner' },
    schema: { params: ZSessionParams, response: { 200: ZCheckoutSession } },
    handler: (request) => getCheckoutSession(db, requireViewer(request), request.params.sessionId),
  });

  if (provider?.kind === 'simulator') {
    app.post('/api/checkout/simulator/:sessionId/pay', {
      schema: { params: ZSessionParams, body: ZSimulatorPayment, response: { 200: ZSimulatorPaymentResponse } },
      config: { access: 'owner', rateLimit: CHECKOUT_RATE_LIMIT },
      handler: (request) => payWithSimulator(db, base(request), requireViewer(request), request.params.sessionId, request.body.cardNumber),
    });
    app.post('/api/checkout/simulator/:sessionId/cancel', {
      config: { access: 'owner' },
      schema: { params: ZSessionParams, response: { 200: ZSimulatorPaymentResponse } },
      handler: (request) => cancelSimulatorCheckout(db, base(request), requireViewer(request), request.params.sessionId),
    });
  }

  app.get('/api/me/entitlements/:purpose/:targetId', {
    config: { access: 'signedIn' },
    schema: { params: z.object({ purpose: ZPurchasePurpose, targetId: z.uuid() }), response: { 200: ZEntitlementResponse } },
    handler: async (request) => ({
      entitled: await hasEntitlement(db, requireViewer(request).id, request.params.purpose, request.params.targetId),
    }),
  });

  app.get('/api/me/orders', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZOrdersResponse } },
    handler: async (request) => ({ orders: await listOrders(db, requireViewer(request).id) }),
  });

  /** 'Mes achats': the credits earned (ignored applications) and spent, and the balance (ADR 0054). */
  app.get('/api/me/credits', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZCreditsResponse } },
    handler: (request) => listCredits(db, requireViewer(request).id),
  });

  /** A receipt or credit note as a PDF download. */
  const sendReceipt = async (reply: FastifyReply, receipt: Receipt) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(receipt)}"`)
      .header('cache-control', 'private, no-store')
      .send(await receiptPdf(receipt));
  const receiptParams = z.object({ id: z.uuid() });

  // For its buyer ('Mes achats', the confirmation mail); anyone else is told it does not exist.
  app.get('/api/receipts/:id/pdf', {
    config: { access: 'owner' },
    schema: { params: receiptParams },
    handler: async (request, reply) => sendReceipt(reply, await findBuyersReceipt(db, requireViewer(request), request.params.id)),
  });

  // Any document, for the team (a member's question, an accountant's request).
  app.get('/api/admin/receipts/:id/pdf', {
    config: { access: 'admin' },
    schema: { params: receiptParams },
    handler: async (request, reply) => sendReceipt(reply, await findReceiptOrFail(db, request.params.id)),
  });

  app.get('/api/me/subscription', {
    config: { access: { kind: 'signedIn', anonymous: subscriptionMessages.notAuthenticated } },
    schema: { response: { 200: ZSubscriptionResponse } },
    handler: async (request) => ({ subscription: await getSubscription(db, requireViewer(request).id) }),
  });

  if (stripe && provider) {
    await app.register(async (webhook) => {
      // The signature covers the exact bytes Stripe sent: keep the raw body for this route.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      // Public: Stripe calls it; the signature is the check.
      webhook.post('/api/stripe/webhook', { config: { access: 'public' } }, async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('missing signature');
          event = stripe.client.webhooks.constructEvent(request.body, signature, stripe.webhookSecret);
        } catch (error) {
          request.log.warn({ err: error }, 'stripe webhook signature rejected');
          return reply.status(400).send(errorBody('VALIDATION_ERROR', 'Signature invalide.'));
        }
        const result = await handleStripeEvent(db, provider, event, request.log, publicUrl);
        return reply.send({ received: true, result });
      });
    });
  }
};
