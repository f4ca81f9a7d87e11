import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#contracts/accounts-terms';
import { resetPasswordMessages } from '#contracts/auth-messages';
import type { ZResetPasswordForm } from '#contracts/accounts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#contracts/paths';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { useResetPassword } from '../api/reset-password.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/accounts')).ZResetPasswordForm);

type ResetPasswordFormProps = { token: string; onReset: () => void };

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof ZResetPasswordForm>>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) => resetPassword.mutate({ newPassword: password, token }, { onSuccess: onReset }));
  const linkExpired = resetPassword.error instanceof ApiError && resetPassword.error.code === 'INVALID_TOKEN';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {resetPassword.error && (
        <Alert tone="error">
          <p>{errorMessageOf(resetPassword.error, resetPasswordMessages.other)}</p>
          {linkExpired && (
            <TextLink to={paths.auth.forgotPassword} className="text-red-800 underline">
              Demander un nouveau lien
            </TextLink>
          )}
        </Alert>
      )}
      <FormField label="Nouveau mot de passe" error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...register('password')} />}
      </FormField>
      <FormField label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" fullWidth busy={isSubmitting || resetPassword.isPending} busyLabel="Réinitialisation...">
        Réinitialiser le mot de passe
      </Button>
    </form>
  );
}
