import { useId, useState, type ChangeEvent } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, avatarMessages } from '#contracts/avatar-terms';
import { Button, buttonStyles } from '#web/components/ui/button.tsx';
import { SpinnerIcon } from '#web/components/ui/spinner.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.tsx';
import { useChangeAvatar } from '../api/own-profile.ts';

const ACCEPTED_TYPES = AVATAR_ACCEPT.split(',');

/** What the browser can tell before sending (the server decides from the bytes anyway). */
function refusalOf(file: File): string | null {
  if (file.type === 'image/svg+xml') return avatarMessages.svg;
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return avatarMessages.notAnImage;
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  return null;
}

type AvatarFieldProps = { name: string; avatarUrl: string | null };

/** 'Photo de profil': the current photo (or initials), choose a new one, remove it. */
export function AvatarField({ name, avatarUrl }: AvatarFieldProps) {
  const change = useChangeAvatar();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = (file: File | null) => {
    setError(null);
    change.mutate(file, {
      onSuccess: () => toast.success(file ? avatarMessages.saved : avatarMessages.removed),
      onError: (failure) => setError(errorMessageOf(failure, "Une erreur est survenue lors de l'envoi de la photo")),
    });
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) setError(refusal);
    else submit(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <UserAvatar name={name} url={avatarUrl} size="xl" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={cn(
              buttonStyles({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
            )}
          >
            {change.isPending ? <SpinnerIcon className="size-4" /> : <Camera className="size-4" aria-hidden="true" />}
            {avatarUrl ? 'Changer la photo' : 'Choisir une photo'}
            <input
              id={inputId}
              type="file"
              accept={AVATAR_ACCEPT}
              className="sr-only"
              disabled={change.isPending}
              aria-describedby={error ? errorId : undefined}
              onChange={onChoose}
            />
          </label>
          {avatarUrl && (
            <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => submit(null)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Supprimer la photo
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">JPEG, PNG, WebP ou GIF, 5 Mo au plus. La photo est recadrée en carré.</p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
