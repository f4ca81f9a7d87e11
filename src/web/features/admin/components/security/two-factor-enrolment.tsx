import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MAX_LENGTH } from '#contracts/accounts-terms';
import { twoFactorMessages } from '#contracts/auth-messages';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { apiPost, errorMessageOf } from '#web/lib/api-client.ts';
import { sessionQueryOptions } from '#web/lib/auth.tsx';
import { paths } from '#contracts/paths';

type Enabled = { totpURI: string; backupCodes: string[] };

const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';

/**
 * Enrolment of an authenticator app: password → QR code and secret → a code to confirm →
 * the backup codes, shown once → the back-office.
 */
export function TwoFactorEnrolment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const enable = useMutation({
    mutationFn: (body: { password: string }) => apiPost<Enabled>('/api/auth/two-factor/enable', body),
  });
  const confirm = useMutation({
    mutationFn: async (body: { code: string }) => {
      // The server replaces the session (now with two-factor on): reload the viewer.
      await apiPost('/api/auth/two-factor/verify-totp', body);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });

  if (enable.data && confirm.isSuccess) {
    return (
      <div className="max-w-lg space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{twoFactorMessages.backupCodesTitle}</h2>
        <p className="text-sm text-slate-600">{twoFactorMessages.backupCodesIntro}</p>
        <ul aria-label={twoFactorMessages.backupCodesTitle} className="grid grid-cols-2 gap-2 font-mono text-sm">
          {enable.data.backupCodes.map((backupCode) => (
            <li key={backupCode} className="rounded bg-slate-100 px-3 py-1">
              {backupCode}
            </li>
          ))}
        </ul>
        <Button type="button" onClick={() => void navigate(paths.admin())}>
          {twoFactorMessages.continue}
        </Button>
      </div>
    );
  }

  if (enable.data) {
    const onConfirm = (event: FormEvent) => {
      event.preventDefault();
      confirm.mutate({ code: code.replace(/\s/g, '') });
    };
    return (
      <form noValidate onSubmit={onConfirm} className="max-w-lg space-y-5">
        <p className="text-sm text-slate-600">{twoFactorMessages.scan}</p>
        <QrCode value={enable.data.totpURI} />
        <p className="text-sm">
          {twoFactorMessages.secretLabel} : <code className="font-mono break-all">{secretOf(enable.data.totpURI)}</code>
        </p>
        {confirm.error && <Alert tone="error">{errorMessageOf(confirm.error, twoFactorMessages.other)}</Alert>}
        <FormField label={twoFactorMessages.codeLabel}>
          {(control) => (
            <Input
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          )}
        </FormField>
        <Button type="submit" busy={confirm.isPending} busyLabel="Vérification...">
          {twoFactorMessages.confirm}
        </Button>
      </form>
    );
  }

  const onEnable = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate({ password });
  };
  return (
    <form noValidate onSubmit={onEnable} className="max-w-lg space-y-5">
      <p className="text-sm text-slate-600">{twoFactorMessages.enrolIntro}</p>
      {enable.error && <Alert tone="error">{errorMessageOf(enable.error, twoFactorMessages.other)}</Alert>}
      <FormField label="Mot de passe">
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" busy={enable.isPending} busyLabel="Préparation...">
        Continuer
      </Button>
    </form>
  );
}

/** The otpauth:// URI as a QR code (the `qrcode` library is loaded on this screen only). */
function QrCode({ value }: { value: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { margin: 1, width: 200 }))
      .then((url) => current && setSrc(url))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);
  return src ? <img src={src} alt="QR code pour l'application d'authentification" width={200} height={200} /> : null;
}
