import type { UseMutationResult } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { EMAIL_MAX_LENGTH } from '#contracts/accounts-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';

type EmailForm = { email: string };

type EmailRequestFormProps = {
  /** The request contract's checks (`lazyZodResolver`): the same rules and French messages as the API. */
  resolver: Resolver<EmailForm, unknown, EmailForm>;
  /** Sends the mail for an address (reset link, verification link). */
  mutation: UseMutationResult<void, Error, string>;
  submitLabel: string;
  busyLabel: string;
  /** The confirmation that replaces the form once sent. */
  sentMessage: (email: string) => string;
  errorFallback: string;
  defaultEmail?: string;
};

/** One email field that asks the server to send a mail, then says so in green. */
export function EmailRequestForm({
  resolver,
  mutation,
  submitLabel,
  busyLabel,
  sentMessage,
  errorFallback,
  defaultEmail = '',
}: EmailRequestFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver, defaultValues: { email: defaultEmail } });

  if (mutation.isSuccess) return <Alert tone="success">{sentMessage(mutation.variables)}</Alert>;

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => mutation.mutate(email))} className="space-y-5">
      {mutation.error && <Alert tone="error">{errorMessageOf(mutation.error, errorFallback)}</Alert>}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...register('email')} />}
      </FormField>
      <Button type="submit" fullWidth busy={isSubmitting || mutation.isPending} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
