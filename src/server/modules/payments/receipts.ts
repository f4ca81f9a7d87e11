import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TReceiptContent, TReceiptLink } from '#contracts/receipts';
import { receiptItemLabels, receiptNumber, receiptTexts, VAT_RATE_PERCENT, vatBreakdown, type TReceiptKind } from '#contracts/receipts-terms';
import type { Viewer } from '#server/auth/index';
import { type Db, type DbOrTx, type Tx, documentSequences, orders, receipts } from '#server/db/index';
import { notFound } from '#server/http/errors';
import { companies, profiles } from '#server/modules/profiles/read-model';
import { readSettings } from '#server/modules/settings/index';
import { missions } from '#server/modules/missions/read-model';

type Order = typeof orders.$inferSelect;
export type Receipt = typeof receipts.$inferSelect;

/** The calendar year of `date` in France: each series starts again on 1 January, Paris time. */
const parisYears = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' });
const parisYear = (date: Date) => Number(parisYears.format(date));

/**
 * The next `count` numbers of a series, taken in the caller's transaction. The upsert locks the
 * series' row until that transaction ends, so concurrent issues wait for each other, and a
 * rollback returns the numbers: no gap, no duplicate (PostgreSQL and PGlite alike).
 */
async function takeNumbers(tx: Tx, kind: TReceiptKind, year: number, count = 1): Promise<string[]> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ series: `${kind}-${year}`, lastNumber: count })
    .onConflictDoUpdate({
      target: documentSequences.series,
      set: { lastNumber: sql`${documentSequences.lastNumber} + ${count}`, updatedAt: new Date() },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  const first = row!.lastNumber - count + 1;
  return Array.from({ length: count }, (_, index) => receiptNumber(kind, year, first + index));
}

async function buyersOf(tx: Tx, userIds: string[]): Promise<Map<string, TReceiptContent['buyer']>> {
  const rows = await tx
    .select({ id: profiles.id, name: profiles.fullName, address: profiles.location, company: companies.companyName })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.id))
    .where(inArray(profiles.id, userIds));
  return new Map(rows.map(({ id, name, company, address }) => [id, { name, company: company || null, address: address || null }]));
}

/** What each order bought, as the document names it ('Candidature à la mission « … »', 'Contact de …'). */
async function itemsOf(tx: Tx, bought: Order[]): Promise<Map<string, string>> {
  const targets = (purpose: Order['purpose']) => [...new Set(bought.filter((order) => order.purpose === purpose).map((order) => order.targetId))];
  const applications = targets('application');
  const contacts = targets('contact');
  const titles = applications.length
    ? await tx.select({ id: missions.id, label: missions.title }).from(missions).where(inArray(missions.id, applications))
    : [];
  const names = contacts.length
    ? await tx.select({ id: profiles.id, label: profiles.fullName }).from(profiles).where(inArray(profiles.id, contacts))
    : [];
  const labels = new Map([...titles, ...names].map(({ id, label }) => [id, label]));
  return new Map(bought.map((order) => [order.id, receiptItemLabels[order.purpose](labels.get(order.targetId) ?? '')]));
}

async function sellerNow(tx: Tx): Promise<TReceiptContent['seller']> {
  const { legalName, siret, legalAddress, vatNumber } = await readSettings(tx);
  return { legalName, siret, address: legalAddress, vatNumber };
}

/** Rows inserted per statement (well under PostgreSQL's parameter limit). */
const INSERT_BATCH = 500;

/**
 * Issues the receipts of paid orders, in the order given (their numbers follow it), each dated
 * `issuedAt(order)`: number, buyer, item, amounts and the seller's legal mentions are frozen.
 */
async function issueReceipts(tx: Tx, paid: Order[], issuedAt: (order: Order) => Date): Promise<Receipt[]> {
  if (paid.length === 0) return [];
  const buyers = await buyersOf(tx, [...new Set(paid.map((order) => order.userId))]);
  const items = await itemsOf(tx, paid);
  const seller = await sellerNow(tx);
  const byYear = new Map<number, Order[]>();
  for (const order of paid) {
    const year = parisYear(issuedAt(order));
    byYear.set(year, [...(byYear.get(year) ?? []), order]);
  }
  const rows: (typeof receipts.$inferInsert)[] = [];
  for (const [year, group] of byYear) {
    const numbers = await takeNumbers(tx, 'receipt', year, group.length);
    group.forEach((order, index) =>
      rows.push({
        kind: 'receipt',
        number: numbers[index]!,
        orderId: order.id,
        userId: order.userId,
        issuedAt: issuedAt(order),
        content: {
          buyer: buyers.get(order.userId) ?? { name: '', company: null, address: null },
          seller,
          item: items.get(order.id)!,
          totalCents: order.amountCents,
          ...vatBreakdown(order.amountCents),
          vatRatePercent: VAT_RATE_PERCENT,
          currency: order.currency,
          receiptNumber: null,
          ...(order.provider === 'credit' ? { settlement: 'credit' as const } : {}),
        },
      }),
    );
  }
  const issued: Receipt[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    issued.push(
      ...(await tx
        .insert(receipts)
        .values(rows.slice(start, start + INSERT_BATCH))
        .returning()),
    );
  }
  return issued;
}

/** The receipt of an order just paid, in the transaction that records the payment (ADR 0053). */
export async function issueReceipt(tx: Tx, order: Order, now = new Date()): Promise<Receipt> {
  const [receipt] = await issueReceipts(tx, [order], () => now);
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
  const issued = await issueReceipts(
    tx,
    unreceipted.map(({ order }) => order),
    (order) => order.updatedAt,
  );
  return issued.length;
}

/**
 * The credit note ('avoir') of a refunded order, in the refund's transaction: its own series,
 * the receipt's buyer, item and amounts, the seller's mentions of today. None when the order had
 * no receipt (nothing was sold) or already has its credit note. `as`: the money went back to the
 * card (`refund`) or became a credit on the member's account (`credit`, ADR 0054).
 */
export async function issueCreditNote(tx: Tx, orderId: string, now = new Date(), as: 'refund' | 'credit' = 'refund'): Promise<Receipt | null> {
  const documents = await tx.select().from(receipts).where(eq(receipts.orderId, orderId));
  const receipt = documents.find((document) => document.kind === 'receipt');
  if (!receipt || documents.some((document) => document.kind === 'credit_note')) return null;
  const { settlement: _paidWith, ...sold } = receipt.content;
  const content: TReceiptContent = {
    ...sold,
    seller: await sellerNow(tx),
    receiptNumber: receipt.number,
    ...(as === 'credit' ? { settlement: 'credit' as const } : {}),
  };
  const [creditNote] = await tx
    .insert(receipts)
    .values({
      kind: 'credit_note',
      number: (await takeNumbers(tx, 'credit_note', parisYear(now)))[0]!,
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
