import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { TLoginRequest, TMe } from '#contracts/accounts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '#contracts/accounts-terms';
import { loginMessages, twoFactorMessages } from '#contracts/auth-messages';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#contracts/paths';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { useSignIn, useVerifyTwoFactor } from '../api/sign-in.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/accounts')).ZLoginRequest);

export function LoginForm({ onSignedIn }: { onSignedIn: (viewer: TMe) => void }) {
  const signIn = useSignIn();
  const [askCode, setAskCode] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((credentials) =>
    signIn.mutate(credentials, {
      onSuccess: (outcome) => ('viewer' in outcome ? onSignedIn(outcome.viewer) : setAskCode(true)),
    }),
  );

  if (askCode) {
    const restart = () => {
      signIn.reset();
      setAskCode(false);
    };
    return <TwoFactorStep onSignedIn={onSignedIn} onRestart={restart} />;
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {signIn.error && <SignInError error={signIn.error} />}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...register('email')} />}
      </FormField>
      <FormField label="Mot de passe" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} {...register('password')} />
        )}
      </FormField>
      <div className="flex justify-end text-sm">
        <TextLink to={paths.auth.forgotPassword}>Mot de passe oublié ?</TextLink>
      </div>
      <Button type="submit" fullWidth busy={isSubmitting || signIn.isPending} busyLabel="Connexion...">
        Connexion
      </Button>
    </form>
  );
}

/** Wrong credentials and unverified addresses each come with the way out. */
function SignInError({ error }: { error: Error }) {
  if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
    return (
      <Alert tone="error" title={error.message}>
        <p>
          {loginMessages.invalidCredentialsHint}{' '}
          <TextLink to={paths.auth.forgotPassword} className="text-red-800 underline">
            Réinitialiser mon mot de passe
          </TextLink>
        </p>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
    return (
      <Alert tone="error">
        <p>{error.message}</p>
        <TextLink to={paths.auth.resendVerification} className="text-red-800 underline">
          Renvoyer l'email de vérification
        </TextLink>
      </Alert>
    );
  }
  return <Alert tone="error">{errorMessageOf(error, loginMessages.other)}</Alert>;
}

const CODE_PATTERN = /^\d{6}$/;

/**
 * The sign-in's second step: the authenticator app's code, or a backup code. `onRestart` goes back
 * to the password (the pending sign-in expires, and ends after too many wrong codes).
 */
function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: (viewer: TMe) => void; onRestart: () => void }) {
  const verify = useVerifyTwoFactor();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = backup ? code.trim() : code.replace(/\s/g, '');
    const problem = backup
      ? value
        ? undefined
        : twoFactorMessages.backupRequired
      : CODE_PATTERN.test(value)
        ? undefined
        : twoFactorMessages.codeFormat;
    setFormatError(problem);
    if (!problem) verify.mutate({ code: value, backup }, { onSuccess: onSignedIn });
  };
  const switchMode = () => {
    setBackup((current) => !current);
    setCode('');
    setFormatError(undefined);
    verify.reset();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {verify.error && <Alert tone="error">{errorMessageOf(verify.error, twoFactorMessages.other)}</Alert>}
      <p className="text-sm text-slate-600">{backup ? twoFactorMessages.backupHint : twoFactorMessages.codeHint}</p>
      <FormField label={backup ? twoFactorMessages.backupLabel : twoFactorMessages.codeLabel} error={formatError}>
        {(control) => (
          <Input
            {...control}
            key={backup ? 'backup' : 'totp'}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={backup ? 'text' : 'numeric'}
            maxLength={backup ? 32 : 6}
          />
        )}
      </FormField>
      <Button type="submit" fullWidth busy={verify.isPending} busyLabel="Vérification...">
        {twoFactorMessages.verify}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button type="button" className="text-indigo-600 hover:underline" onClick={switchMode}>
          {backup ? twoFactorMessages.useApp : twoFactorMessages.useBackup}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={onRestart}>
          {twoFactorMessages.restart}
        </button>
      </div>
    </form>
  );
}
