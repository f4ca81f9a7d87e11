import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';

/** The payment dialog, loaded when it is first opened (it brings the checkout call and its terms). */
export const LazyPaymentModal = lazyDialog(async () => (await import('./payment-modal.tsx')).PaymentModal);
