import { z } from 'zod';
import { RECEIPT_KINDS } from './receipts-terms.ts';

/** A receipt's or credit note's content, frozen when it is issued (later changes alter nothing). */
export const ZReceiptContent = z.object({
  buyer: z.object({ name: z.string(), company: z.string().nullable(), address: z.string().nullable() }),
  /** The seller's legal mentions from the settings at issue time (an empty one is not printed). */
  seller: z.object({ legalName: z.string(), siret: z.string(), address: z.string(), vatNumber: z.string() }),
  item: z.string(),
  totalCents: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  vatRatePercent: z.number(),
  currency: z.string(),
  /** A credit note's receipt number. */
  receiptNumber: z.string().nullable(),
  /**
   * How the sale was settled (receipt: paid by card or with a credit) or reversed (credit note:
   * refunded, or turned into a credit, ADR 0054); absent on documents issued before: by card, refunded.
   */
  settlement: z.enum(['card', 'credit']).optional(),
});
export type TReceiptContent = z.infer<typeof ZReceiptContent>;

/** A document as 'Mes achats' links it. */
export const ZReceiptLink = z.object({ id: z.uuid(), kind: z.enum(RECEIPT_KINDS), number: z.string() });
export type TReceiptLink = z.infer<typeof ZReceiptLink>;

/** Where a member downloads one of their documents (GET, a PDF). */
export const receiptPdfPath = (id: string) => `/api/receipts/${encodeURIComponent(id)}/pdf`;
