import { z } from 'zod';
import { CREDIT_REASONS } from './credits-terms.ts';
import { ZReceiptLink } from './receipts.ts';

/** A credit earned (an ignored application's fee given back) or spent (an unlock it paid), with its document. */
export const ZCreditMovement = z.object({
  id: z.string(),
  kind: z.enum(['earned', 'spent']),
  at: z.iso.datetime(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Why it was earned; null for a spending. */
  reason: z.enum(CREDIT_REASONS).nullable(),
  /** What the document names: the application credited back, or the unlock paid. */
  item: z.string(),
  /** The credit note of an earning, the receipt of a spending. */
  document: ZReceiptLink.nullable(),
});
export type TCreditMovement = z.infer<typeof ZCreditMovement>;

/** GET /api/me/credits */
export const ZCreditsResponse = z.object({ balanceCents: z.number().int(), movements: z.array(ZCreditMovement) });
export type TCreditsResponse = z.infer<typeof ZCreditsResponse>;
