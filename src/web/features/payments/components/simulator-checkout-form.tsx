import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZSimulatorPayment, type TCheckoutSession } from '#contracts/payments';
import { formatPrice } from '#contracts/payments-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useCancelSimulatorCheckout, usePayWithSimulator } from '../api/pay-with-simulator.ts';

/** The card as typed; the cardholder's name stays in the browser (the simulator does not need it). */
const ZCardForm = ZSimulatorPayment.extend({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a valid card number.')),
  name: z.string().trim().min(1, 'Enter the name on the card.'),
});
type TCardFormInput = z.input<typeof ZCardForm>;
type TCardForm = z.output<typeof ZCardForm>;

const unexpectedError = 'An unexpected error occurred';

/** The local card simulator's form: the embedded stand-in for Stripe's hosted checkout. */
export function SimulatorCheckoutForm({ session }: { session: TCheckoutSession }) {
  const pay = usePayWithSimulator(session.sessionId);
  const cancel = useCancelSimulatorCheckout(session.sessionId);
  const amount = formatPrice(session.amountCents, session.currency);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TCardFormInput, unknown, TCardForm>({
    resolver: zodResolver(ZCardForm),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });

  // Busy until the browser has left for the next page.
  const paying = pay.isPending || pay.isSuccess;
  const canceling = cancel.isPending || cancel.isSuccess;
  const onSubmit = handleSubmit(({ cardNumber, expiry, cvc }) => {
    cancel.reset();
    pay.mutate({ cardNumber, expiry, cvc });
  });
  const error = pay.error ?? cancel.error;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Card payment">
      <div className="rounded-lg bg-indigo-50 p-3 text-xs text-indigo-800 ring-1 ring-indigo-200 ring-inset">
        <p className="font-semibold">Test mode: no real card is charged.</p>
        <p>
          Use <span className="font-mono">4242 4242 4242 4242</span> for a successful payment, or{' '}
          <span className="font-mono">4000 0000 0000 0002</span> for a declined card. Any future expiry date and any 3-digit CVC.
        </p>
      </div>
      {error && (
        <Alert tone="error" title={pay.error ? 'Payment failed' : undefined}>
          <p>{errorMessageOf(error, unexpectedError)}</p>
          {pay.error && <p>Check the card details and try again.</p>}
        </Alert>
      )}
      <FormField label="Card number" error={errors.cardNumber?.message}>
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              className="pr-10"
              {...register('cardNumber')}
            />
            <CreditCard className="absolute top-2.5 right-3 size-4 text-slate-400" aria-hidden="true" />
          </div>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry date (MM/YY)" error={errors.expiry?.message}>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...register('expiry')} />}
        </FormField>
        <FormField label="CVC" error={errors.cvc?.message}>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...register('cvc')} />}
        </FormField>
      </div>
      <FormField label="Name on card" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="cc-name" {...register('name')} />}
      </FormField>
      <Button type="submit" fullWidth size="lg" busy={paying} busyLabel="Processing..." disabled={canceling}>
        Pay {amount}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        busy={canceling}
        busyLabel="Canceling..."
        disabled={paying}
        onClick={() => {
          pay.reset();
          cancel.mutate();
        }}
      >
        Cancel
      </Button>
    </form>
  );
}
