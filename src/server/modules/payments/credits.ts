import { randomUUID } from 'node:crypto';
import { type SQLWrapper, aliasedTable, and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { TOwnApplication } from '#contracts/applications';
import type { TCreditMovement, TCreditsResponse } from '#contracts/credits';
import type { TCreditReason } from '#contracts/credits-terms';
import { checkoutMessages, type TProduct } from '#contracts/payments-terms';
import type { Viewer } from '#server/auth/index';
import { type Db, type DbOrTx, type Tx, applicationCredits, entitlements, jsonRows, orders, receipts } from '#server/db/index';
import { conflict } from '#server/http/errors';
import { applications } from '#server/modules/applications/read-model';
import { missions } from '#server/modules/missions/read-model';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';
import type { BackgroundJobHandler } from '#server/queue/index';
import { issueCreditNote, issueReceipt } from './receipts.ts';
import type { PurchaseTarget } from './targets.ts';

type IgnoredApplication = { id: string; applicantId: string; jobId: string; missionTitle: string };

/**
 * Gives an ignored application's fee back as a credit, in the caller's transaction: the amount of
 * the paid order that unlocked it (nothing when none was paid, e.g. refunded), its credit note
 * issued, and `credit.earned` recorded so the member is told in the app and by mail. The unique
 * keys of `application_credits` make it once per application and per order, whoever calls it and
 * however often (a retried job, two workers): false when nothing was credited.
 */
export async function creditIgnoredApplication(tx: Tx, application: IgnoredApplication, reason: TCreditReason, links: LinkBase): Promise<boolean> {
  const [paid] = await tx
    .select({ order: orders })
    .from(entitlements)
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .where(
      and(
        eq(entitlements.userId, application.applicantId),
        eq(entitlements.purpose, 'application'),
        eq(entitlements.targetId, application.jobId),
        eq(orders.orderStatus, 'completed'),
        eq(orders.paymentStatus, 'paid'),
        isNull(orders.refundRequestedAt),
      ),
    );
  if (!paid) return false;
  const [credit] = await tx
    .insert(applicationCredits)
    .values({
      userId: application.applicantId,
      applicationId: application.id,
      sourceOrderId: paid.order.id,
      reason,
      amountCents: paid.order.amountCents,
      currency: paid.order.currency,
    })
    .onConflictDoNothing()
    .returning();
  if (!credit) return false;
  await issueCreditNote(tx, paid.order.id, new Date(), 'credit');
  await recordEvent(tx, {
    type: 'credit.earned',
    userId: credit.userId,
    amountCents: credit.amountCents,
    reason,
    missionTitle: application.missionTitle,
    baseUrl: links.baseUrl,
  });
  return true;
}

type ApplicationState = {
  refundDeadlineAt: Date | null;
  openedAt: Date | null;
  missionStatus: 'open' | 'closed' | 'draft';
  closeOutcome: 'filled_here' | 'filled_elsewhere' | 'abandoned' | null;
  closedAt: Date | null;
};

/**
 * Why an application's fee is owed back at `now`, or null (ADR 0054). Only applications made under
 * the promise (with a deadline) qualify, and only if their client had not opened them by the moment
 * that counts: the closing of the mission without a hire on CM Connect (filled elsewhere,
 * abandoned, or closed by the moderation), or the 7-day deadline once passed. An opening after
 * that moment (the job ran late) does not undo it.
 */
export function creditReasonAt(application: ApplicationState, now: Date): TCreditReason | null {
  const { refundDeadlineAt, openedAt } = application;
  if (!refundDeadlineAt) return null;
  const unopenedAt = (moment: Date) => openedAt === null || openedAt > moment;
  const { missionStatus, closeOutcome, closedAt } = application;
  if (missionStatus === 'closed' && closeOutcome !== 'filled_here' && closedAt && unopenedAt(closedAt)) return 'closed_without_hire';
  if (now >= refundDeadlineAt && unopenedAt(refundDeadlineAt)) return 'not_opened';
  return null;
}

/**
 * The 'application-credit.check' job: credits the application if it is owed at the worker's time.
 * Its mail links to the address the job carries (the request's that queued it), else to `fallback`.
 */
export function applicationCreditHandler(db: Db, fallback: LinkBase): BackgroundJobHandler<'application-credit.check'> {
  return async ({ applicationId, baseUrl }, { now }) => {
    const links = baseUrl ? { baseUrl } : fallback;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: applications.id,
          applicantId: applications.applicantId,
          jobId: applications.jobId,
          refundDeadlineAt: applications.refundDeadlineAt,
          openedAt: applications.openedAt,
          missionTitle: missions.title,
          missionStatus: missions.status,
          closeOutcome: missions.closeOutcome,
          closedAt: missions.closedAt,
        })
        .from(applications)
        .innerJoin(missions, eq(missions.id, applications.jobId))
        .where(eq(applications.id, applicationId))
        .for('update', { of: applications });
      // Gone with its mission (the removal credited it) or its author's account.
      if (!row) return;
      const reason = creditReasonAt(row, now);
      if (reason) await creditIgnoredApplication(tx, row, reason, links);
    });
  };
}

/**
 * Pays an unlock with one of the buyer's credits instead of a card, if they hold one worth the
 * price: an order paid by `credit` (its session id `credit_<order id>`, so the payment pages read it
 * like any other), its entitlement, its receipt and `purchase.completed`, in one transaction. The
 * credit row is locked with SKIP LOCKED: two unlocks at once never spend the same credit (the
 * second finds none and goes to the card). Null when the buyer holds no credit.
 */
export async function payWithCredit(
  db: Db,
  viewer: Viewer,
  product: TProduct,
  target: PurchaseTarget,
  links: LinkBase,
): Promise<{ sessionId: string } | null> {
  return db.transaction(async (tx) => {
    const [credit] = await tx
      .select({ id: applicationCredits.id })
      .from(applicationCredits)
      .where(
        and(
          eq(applicationCredits.userId, viewer.id),
          isNull(applicationCredits.spentAt),
          eq(applicationCredits.currency, product.currency),
          gte(applicationCredits.amountCents, product.amountCents),
        ),
      )
      .orderBy(asc(applicationCredits.createdAt), asc(applicationCredits.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!credit) return null;
    const orderId = randomUUID();
    const sessionId = `credit_${orderId}`;
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        userId: viewer.id,
        priceId: product.priceId,
        purpose: target.purpose,
        targetId: target.id,
        amountCents: product.amountCents,
        currency: product.currency,
        provider: 'credit',
        checkoutSessionId: sessionId,
        orderStatus: 'completed',
        paymentStatus: 'paid',
      })
      .returning();
    const granted = await tx
      .insert(entitlements)
      .values({ userId: viewer.id, purpose: target.purpose, targetId: target.id, orderId })
      .onConflictDoNothing()
      .returning({ id: entitlements.id });
    // Unlocked meanwhile by another payment: everything here rolls back, the credit stays.
    if (granted.length === 0) throw conflict(checkoutMessages.alreadyEntitled);
    await tx.update(applicationCredits).set({ spentOrderId: orderId, spentAt: new Date() }).where(eq(applicationCredits.id, credit.id));
    const receipt = await issueReceipt(tx, order!);
    await recordEvent(tx, {
      type: 'purchase.completed',
      orderId,
      userId: viewer.id,
      purpose: target.purpose,
      targetId: target.id,
      receiptId: receipt.id,
      baseUrl: links.baseUrl,
    });
    return { sessionId };
  });
}

/**
 * The credit an application's fee came back as (ADR 0054), what 'Mes Candidatures' shows: a list
 * of at most one, read inside the statement listing the applications (ADR 0067).
 */
export const creditOfApplication = (applicationId: SQLWrapper) =>
  jsonRows<TOwnApplication['credit'] & {}>(
    { amountCents: applicationCredits.amountCents, currency: applicationCredits.currency, reason: applicationCredits.reason },
    sql`FROM ${applicationCredits} WHERE ${applicationCredits.applicationId} = ${applicationId} LIMIT 1`,
  );

const creditNotes = aliasedTable(receipts, 'credit_note');
const spentReceipts = aliasedTable(receipts, 'spent_receipt');

/** A member's credits as 'Mes achats' shows them: the balance available, and each credit earned and spent with its document, newest first. */
export async function listCredits(db: DbOrTx, userId: string): Promise<TCreditsResponse> {
  const rows = await db
    .select({ credit: applicationCredits, creditNote: creditNotes, spentReceipt: spentReceipts })
    .from(applicationCredits)
    .leftJoin(creditNotes, and(eq(creditNotes.orderId, applicationCredits.sourceOrderId), eq(creditNotes.kind, 'credit_note')))
    .leftJoin(spentReceipts, and(eq(spentReceipts.orderId, applicationCredits.spentOrderId), eq(spentReceipts.kind, 'receipt')))
    .where(eq(applicationCredits.userId, userId))
    .orderBy(desc(applicationCredits.createdAt));
  const link = (document: typeof receipts.$inferSelect | null) =>
    document ? { id: document.id, kind: document.kind, number: document.number } : null;
  const movements: TCreditMovement[] = rows.flatMap(({ credit, creditNote, spentReceipt }) => {
    const earned: TCreditMovement = {
      id: `${credit.id}:earned`,
      kind: 'earned',
      at: credit.createdAt.toISOString(),
      amountCents: credit.amountCents,
      currency: credit.currency,
      reason: credit.reason,
      item: creditNote?.content.item ?? checkoutMessages.targetNotFound,
      document: link(creditNote),
    };
    if (!credit.spentAt) return [earned];
    const spent: TCreditMovement = {
      id: `${credit.id}:spent`,
      kind: 'spent',
      at: credit.spentAt.toISOString(),
      amountCents: credit.amountCents,
      currency: credit.currency,
      reason: null,
      item: spentReceipt?.content.item ?? checkoutMessages.targetNotFound,
      document: link(spentReceipt),
    };
    return [spent, earned];
  });
  movements.sort((a, b) => b.at.localeCompare(a.at));
  return {
    balanceCents: rows.filter(({ credit }) => !credit.spentAt).reduce((sum, { credit }) => sum + credit.amountCents, 0),
    movements,
  };
}
