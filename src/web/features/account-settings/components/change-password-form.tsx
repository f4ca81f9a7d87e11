import { useForm } from 'react-hook-form';
import type { TChangePasswordForm } from '#contracts/account-settings';
import { changePasswordMessages } from '#contracts/account-settings-terms';
import { PASSWORD_MAX_LENGTH } from '#contracts/accounts-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/account-settings')).ZChangePasswordForm);

const empty: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new one twice; on success the other sessions are signed out. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordForm>({ resolver, defaultValues: empty });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate({ currentPassword, newPassword }, { onSuccess: () => reset(empty) }),
  );

  return (
    <SettingsSection title="Mot de passe" description="Changer de mot de passe déconnecte vos autres sessions.">
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4" aria-label="Changer de mot de passe">
        {changePassword.isError && <Alert tone="error">{errorMessageOf(changePassword.error, changePasswordMessages.other)}</Alert>}
        {changePassword.isSuccess && <Alert tone="success">{changePasswordMessages.done}</Alert>}
        <FormField label="Mot de passe actuel" error={errors.currentPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} {...register('currentPassword')} />
          )}
        </FormField>
        <FormField label="Nouveau mot de passe" error={errors.newPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...register('newPassword')} />
          )}
        </FormField>
        <FormField label="Confirmer le nouveau mot de passe" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" busy={isSubmitting || changePassword.isPending} busyLabel="Modification...">
          Changer le mot de passe
        </Button>
      </form>
    </SettingsSection>
  );
}
