import { useId } from 'react';
import { Mail } from 'lucide-react';
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
export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();
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
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-slate-900 px-6 py-10 text-white shadow-sm sm:px-10 sm:py-12"
    >
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <Mail className="size-8 text-indigo-300" aria-hidden="true" />
          <h2 id={titleId} className="mt-3 text-2xl font-bold tracking-tight">
            Restez informé
          </h2>
          <p className="mt-2 text-slate-300">
            Recevez chaque mois nos derniers articles, conseils et tendances du community management. Vous pouvez vous
            désinscrire à tout moment.
          </p>
        </div>
        <form noValidate onSubmit={onSubmit} className="space-y-3" aria-labelledby={titleId}>
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
          {subscribe.isSuccess && (
            <Alert tone={subscribe.data.alreadySubscribed ? 'info' : 'success'}>{subscribe.data.message}</Alert>
          )}
          {subscribe.isError && <Alert tone="error">{errorMessageOf(subscribe.error, errorMessages.internal)}</Alert>}
        </form>
      </div>
    </section>
  );
}
