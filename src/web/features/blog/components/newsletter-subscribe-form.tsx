import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessages } from '#contracts/errors-terms';
import { EMAIL_MAX_LENGTH } from '#contracts/accounts-terms';
import type { ZNewsletterRequest } from '#contracts/contact';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/contact')).ZNewsletterRequest);

type NewsletterInput = z.input<typeof ZNewsletterRequest>;
type NewsletterData = z.output<typeof ZNewsletterRequest>;

/** Email + 'S'inscrire'; shows what the server answered (subscribed, or already subscribed). */
export function NewsletterSubscribeForm({ labelledBy }: { labelledBy: string }) {
  const subscribe = useSubscribeNewsletter();
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterData>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => subscribe.mutate(email, { onSuccess: () => reset() }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-labelledby={labelledBy}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            Votre adresse email
          </label>
          <Input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="Votre adresse email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? errorId : undefined}
            className="py-2.5"
            maxLength={EMAIL_MAX_LENGTH}
            {...register('email')}
          />
          <div className="[&_p]:text-red-300">
            <FieldError id={errorId} message={errors.email?.message} />
          </div>
        </div>
        {/* The form is on screen before the page's code runs: it sends once that code is there. */}
        <Button type="submit" size="lg" className="py-2.5" busy={isSubmitting || subscribe.isPending} disabled={!hydrated}>
          S'inscrire
        </Button>
      </div>
      {subscribe.isSuccess && <Alert tone={subscribe.data.alreadySubscribed ? 'info' : 'success'}>{subscribe.data.message}</Alert>}
      {subscribe.isError && <Alert tone="error">{errorMessageOf(subscribe.error, errorMessages.internal)}</Alert>}
    </form>
  );
}
