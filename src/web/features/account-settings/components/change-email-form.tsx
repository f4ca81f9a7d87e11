import { useForm } from 'react-hook-form';
import type { TChangeEmailForm } from '#contracts/account-settings';
import { changeEmailMessages } from '#contracts/account-settings-terms';
import { EMAIL_MAX_LENGTH } from '#contracts/accounts-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/account-settings')).ZChangeEmailForm);

type ChangeEmailFormProps = { currentEmail: string };

/** The new address gets a confirmation link; the account keeps its address until it is followed. */
export function ChangeEmailForm({ currentEmail }: ChangeEmailFormProps) {
  const changeEmail = useChangeEmail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TChangeEmailForm>({ resolver, defaultValues: { newEmail: '' } });

  const onSubmit = handleSubmit(({ newEmail }) => {
    if (newEmail === currentEmail.toLowerCase()) {
      setError('newEmail', { message: changeEmailMessages.same });
      return;
    }
    changeEmail.mutate(newEmail);
  });

  return (
    <SettingsSection
      title="Adresse email"
      description={
        <>
          Adresse actuelle : <span className="font-medium text-slate-900">{currentEmail}</span>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4" aria-label="Changer d'adresse email">
        {changeEmail.isError && <Alert tone="error">{errorMessageOf(changeEmail.error, changeEmailMessages.other)}</Alert>}
        {changeEmail.isSuccess && <Alert tone="success">{changeEmailMessages.sent(changeEmail.variables)}</Alert>}
        <FormField label="Nouvelle adresse email" error={errors.newEmail?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...register('newEmail')} />}
        </FormField>
        <Button type="submit" busy={isSubmitting || changeEmail.isPending} busyLabel="Envoi...">
          Changer d'adresse email
        </Button>
      </form>
    </SettingsSection>
  );
}
