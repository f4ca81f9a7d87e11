import type { ChangeEvent } from 'react';
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
import { formatCardNumber, formatExpiry } from '../card-format.ts';

const cardFormTexts = {
  form: 'Paiement par carte',
  testMode: 'Mode test : aucune carte réelle n’est débitée.',
  useSuccess: 'Utilisez',
  forSuccess: 'pour un paiement accepté, ou',
  forDeclined: 'pour une carte refusée. N’importe quelle date d’expiration future et n’importe quel cryptogramme à 3 chiffres.',
  failed: 'Échec du paiement',
  checkCard: 'Vérifiez les informations de la carte et réessayez.',
  cardNumber: 'Numéro de carte',
  expiry: 'Date d’expiration (MM/AA)',
  expiryPlaceholder: 'MM/AA',
  cvc: 'Cryptogramme (CVC)',
  name: 'Nom sur la carte',
  pay: (amount: string) => `Payer ${amount}`,
  paying: 'Paiement en cours...',
  cancel: 'Annuler',
  canceling: 'Annulation...',
  invalidNumber: 'Saisissez un numéro de carte valide.',
  invalidExpiry: 'Date d’expiration invalide (MM/AA).',
  missingName: 'Saisissez le nom figurant sur la carte.',
  unexpected: 'Une erreur inattendue est survenue.',
} as const;

/** The card as typed (formatted again, whatever reached the field); the cardholder's name stays in the browser. */
const ZCardForm = ZSimulatorPayment.extend({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, cardFormTexts.invalidNumber)),
  expiry: z
    .string()
    .transform(formatExpiry)
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, cardFormTexts.invalidExpiry)),
  name: z.string().trim().min(1, cardFormTexts.missingName),
});
type TCardFormInput = z.input<typeof ZCardForm>;
type TCardForm = z.output<typeof ZCardForm>;

/** The local card simulator's form: the embedded stand-in for Stripe's hosted checkout. */
export function SimulatorCheckoutForm({ session }: { session: TCheckoutSession }) {
  const pay = usePayWithSimulator(session.sessionId);
  const cancel = useCancelSimulatorCheckout(session.sessionId);
  const amount = formatPrice(session.amountCents, session.currency);
  const {
    register,
    handleSubmit,
    setValue,
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
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={cardFormTexts.form}>
      <div className="rounded-lg bg-indigo-50 p-3 text-xs text-indigo-800 ring-1 ring-indigo-200 ring-inset">
        <p className="font-semibold">{cardFormTexts.testMode}</p>
        <p>
          {cardFormTexts.useSuccess} <span className="font-mono">4242 4242 4242 4242</span> {cardFormTexts.forSuccess}{' '}
          <span className="font-mono">4000 0000 0000 0002</span> {cardFormTexts.forDeclined}
        </p>
      </div>
      {error && (
        <Alert tone="error" title={pay.error ? cardFormTexts.failed : undefined}>
          <p>{errorMessageOf(error, cardFormTexts.unexpected)}</p>
          {pay.error && <p>{cardFormTexts.checkCard}</p>}
        </Alert>
      )}
      <FormField label={cardFormTexts.cardNumber} error={errors.cardNumber?.message}>
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              className="pr-10"
              {...register('cardNumber', {
                onChange: (event: ChangeEvent<HTMLInputElement>) => setValue('cardNumber', formatCardNumber(event.target.value)),
              })}
            />
            <CreditCard className="absolute top-2.5 right-3 size-4 text-slate-400" aria-hidden="true" />
          </div>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={cardFormTexts.expiry} error={errors.expiry?.message}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={cardFormTexts.expiryPlaceholder}
              {...register('expiry', { onChange: (event: ChangeEvent<HTMLInputElement>) => setValue('expiry', formatExpiry(event.target.value)) })}
            />
          )}
        </FormField>
        <FormField label={cardFormTexts.cvc} error={errors.cvc?.message}>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...register('cvc')} />}
        </FormField>
      </div>
      <FormField label={cardFormTexts.name} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="cc-name" {...register('name')} />}
      </FormField>
      <Button type="submit" fullWidth size="lg" busy={paying} busyLabel={cardFormTexts.paying} disabled={canceling}>
        {cardFormTexts.pay(amount)}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        busy={canceling}
        busyLabel={cardFormTexts.canceling}
        disabled={paying}
        onClick={() => {
          pay.reset();
          cancel.mutate();
        }}
      >
        {cardFormTexts.cancel}
      </Button>
    </form>
  );
}
