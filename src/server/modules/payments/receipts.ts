import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TReceiptContent, TReceiptLink } from '#contracts/receipts';
import { receiptItemLabels, receiptNumber, receiptTexts, VAT_RATE_PERCENT, vatBreakdown, type TReceiptKind } from '#contracts/receipts-terms';
import type { Viewer } from '#server/auth/index';
import { type Db, type DbOrTx, type Tx, documentSequences, orders, receipts } from '#server/db/index';
import { notFound } from '#server/http/errors';
import { companies, profiles } from '#server/modules/profiles/read-model';
import { readSettings } from '#server/modules/settings/index';
import { findTarget } from './targets.ts';

type Order = typeof orders.$inferSelect;
export type Receipt = typeof receipts.$inferSelect;

/** The calendar year of `date` in France: each series starts again on 1 January, Paris time. */
const parisYear = (date: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));

/**
 * The next number of a series, taken in the caller's transaction. The upsert locks the series'
 * row until that transaction ends, so concurrent issues wait for each other, and a rollback
 * returns the number: no gap, no duplicate (PostgreSQL and PGlite alike).
 */
async function takeNumber(tx: Tx, kind: TReceiptKind, year: number): Promise<string> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ series: `${kind}-${year}`, lastNumber: 1 })
    .onConflictDoUpdate({ target: documentSequences.series, set: { lastNumber: sql`${documentSequences.lastNumber} + 1`, updatedAt: new Date() } })
    .returning({ lastNumber: documentSequences.lastNumber });
  return receiptNumber(kind, year, row!.lastNumber);
}

async function buyerOf(tx: Tx, userId: string): Promise<TReceiptContent['buyer']> {
  const [row] = await tx
    .select({ name: profiles.fullName, address: profiles.location, company: companies.companyName })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.id))
    .where(eq(profiles.id, userId));
  return { name: row?.name ?? '', company: row?.company || null, address: row?.address || null };
}

async function sellerNow(tx: Tx): Promise<TReceiptContent['seller']> {
  const { legalName, siret, legalAddress, vatNumber } = await readSettings(tx);
  return { legalName, siret, address: legalAddress, vatNumber };
}

/**
 * Issues the receipt of an order just paid, in the transaction that records the payment: its
 * number, the buyer, what was bought and the seller's legal mentions are frozen from now on.
 */
export async function issueReceipt(tx: Tx, order: Order, now = new Date()): Promise<Receipt> {
  const target = await findTarget(tx, order.purpose, order.targetId);
  const content: TReceiptContent = {
    buyer: await buyerOf(tx, order.userId),
    seller: await sellerNow(tx),
    item: receiptItemLabels[order.purpose](target?.label ?? ''),
    totalCents: order.amountCents,
    ...vatBreakdown(order.amountCents),
    vatRatePercent: VAT_RATE_PERCENT,
    currency: order.currency,
    receiptNumber: null,
  };
  const [receipt] = await tx
    .insert(receipts)
    .values({
      kind: 'receipt',
      number: await takeNumber(tx, 'receipt', parisYear(now)),
      orderId: order.id,
      userId: order.userId,
      issuedAt: now,
      content,
    })
    .returning();
  return receipt!;
}

/**
 * Receipts for the paid orders that have none (the demo data's purchases, orders paid before
 * receipts existed), oldest first, each dated from its payment: the series stay in date order.
 */
export async function issueMissingReceipts(tx: Tx): Promise<number> {
  const unreceipted = await tx
    .select({ order: orders })
    .from(orders)
    .leftJoin(receipts, and(eq(receipts.orderId, orders.id), eq(receipts.kind, 'receipt')))
    .where(and(eq(orders.orderStatus, 'completed'), eq(orders.paymentStatus, 'paid'), isNull(orders.refundRequestedAt), isNull(receipts.id)))
    .orderBy(asc(orders.updatedAt), asc(orders.id));
  for (const { order } of unreceipted) await issueReceipt(tx, order, order.updatedAt);
  return unreceipted.length;
}

/**
 * The credit note ('avoir') of a refunded order, in the refund's transaction: its own series,
 * the receipt's buyer, item and amounts, the seller's mentions of today. None when the order had
 * no receipt (nothing was sold) or already has its credit note.
 */
export async function issueCreditNote(tx: Tx, orderId: string, now = new Date()): Promise<Receipt | null> {
  const documents = await tx.select().from(receipts).where(eq(receipts.orderId, orderId));
  const receipt = documents.find((document) => document.kind === 'receipt');
  if (!receipt || documents.some((document) => document.kind === 'credit_note')) return null;
  const content: TReceiptContent = { ...receipt.content, seller: await sellerNow(tx), receiptNumber: receipt.number };
  const [creditNote] = await tx
    .insert(receipts)
    .values({
      kind: 'credit_note',
      number: await takeNumber(tx, 'credit_note', parisYear(now)),
      orderId,
      userId: receipt.userId,
      receiptId: receipt.id,
      issuedAt: now,
      content,
    })
    .returning();
  return creditNote!;
}

export async function findReceiptOrFail(db: Db, id: string): Promise<Receipt> {
  const receipt = await findReceipt(db, id);
  if (!receipt) throw notFound(receiptTexts.notFound);
  return receipt;
}

/** A document for its buyer; anyone else is told it does not exist (admins have their own route). */
export async function findBuyersReceipt(db: Db, viewer: Viewer, id: string): Promise<Receipt> {
  const receipt = await findReceipt(db, id);
  if (receipt?.userId !== viewer.id) throw notFound(receiptTexts.notFound);
  return receipt;
}

/** A document by id, for the confirmation mail of its purchase. */
export async function findReceipt(db: DbOrTx, id: string): Promise<Receipt | null> {
  const [receipt] = await db.select().from(receipts).where(eq(receipts.id, id));
  return receipt ?? null;
}

/** Each order's documents, receipt first, as 'Mes achats' links them. */
export async function documentsOfOrders(db: Db, orderIds: string[]): Promise<Map<string, TReceiptLink[]>> {
  const byOrder = new Map<string, TReceiptLink[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(receipts).where(inArray(receipts.orderId, orderIds)).orderBy(receipts.kind, receipts.issuedAt);
  for (const { id, kind, number, orderId } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), { id, kind, number }]);
  return byOrder;
}
