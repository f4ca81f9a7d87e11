import type { ComponentType } from 'react';
import type { TPurchasePurpose } from '#contracts/payments-terms';

/**
 * What a payment dialog needs. The payments feature implements it; the features that sell
 * access (applying, contacting) take the component as a prop, and the route composes them,
 * so no feature imports another.
 */
export type PaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  purpose: TPurchasePurpose;
  /** The mission (application) or the profile (contact) the payment unlocks. */
  targetId: string;
  /** Its title or name, shown in the dialog. */
  targetLabel: string;
};

export type PaymentDialogComponent = ComponentType<PaymentDialogProps>;

/** The navigation state the payment success page hands the page it sends the buyer back to. */
export type AfterPaymentState = { paidFor: TPurchasePurpose };

/** What the buyer just paid for, when this page was opened right after the payment. */
export function paidForOf(state: unknown): TPurchasePurpose | null {
  return (state as Partial<AfterPaymentState> | null)?.paidFor ?? null;
}
