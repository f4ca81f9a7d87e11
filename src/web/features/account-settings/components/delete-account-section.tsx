import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TDeleteAccountRequest } from '#contracts/account-settings';
import { deleteAccountMessages } from '#contracts/account-settings-terms';
import { PASSWORD_MAX_LENGTH } from '#contracts/accounts-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/account-settings')).ZDeleteAccountRequest);

const consequences = [
  'Vos informations personnelles (nom, email, téléphone, localisation, photo, présentation) sont effacées.',
  'Votre profil disparaît de la recherche ; vos brouillons sont supprimés et vos missions ouvertes sont fermées.',
  'Vos messages restent visibles par vos interlocuteurs, signés « Compte supprimé ».',
  'Les traces de paiement sont conservées de façon anonyme pour la comptabilité.',
];

type DeleteAccountSectionProps = { onDeleted: () => void };

/** "Supprimer mon compte": a confirmation dialog asking for the password. */
export function DeleteAccountSection({ onDeleted }: DeleteAccountSectionProps) {
  const [open, setOpen] = useState(false);
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TDeleteAccountRequest>({ resolver, defaultValues: { password: '' } });

  const close = () => {
    setOpen(false);
    reset();
    deleteAccount.reset();
  };
  const onSubmit = handleSubmit((input) =>
    deleteAccount.mutate(input, {
      onSuccess: onDeleted,
      onError: (error) => {
        if (error instanceof ApiError && error.fields.password) setError('password', { message: error.fields.password });
      },
    }),
  );
  const bannerError = deleteAccount.error instanceof ApiError && deleteAccount.error.fields.password ? null : deleteAccount.error;

  return (
    <SettingsSection title="Supprimer mon compte" danger description="Cette action est définitive et ne peut pas être annulée.">
      <Button variant="danger" onClick={() => setOpen(true)}>
        Supprimer mon compte
      </Button>
      <Dialog open={open} onClose={close} busy={isSubmitting || deleteAccount.isPending} title="Supprimer définitivement votre compte ?">
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Confirmer la suppression du compte">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">Vous pourrez créer un nouveau compte plus tard avec la même adresse email.</p>
          {bannerError && <Alert tone="error">{errorMessageOf(bannerError, deleteAccountMessages.other)}</Alert>}
          <FormField label="Mot de passe" error={errors.password?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                data-autofocus
                {...register('password')}
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close} disabled={deleteAccount.isPending}>
              Annuler
            </Button>
            <Button type="submit" variant="danger" busy={isSubmitting || deleteAccount.isPending} busyLabel="Suppression...">
              Supprimer définitivement
            </Button>
          </div>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
