import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { BLOG_IMAGE_ACCEPT, BLOG_IMAGE_MAX_BYTES, blogImageMessages } from '#contracts/admin-blog-terms';
import { Button, buttonStyles } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

const ACCEPTED_TYPES = BLOG_IMAGE_ACCEPT.split(',');

/** What the browser can tell before sending (the server decides from the bytes anyway). */
export function blogImageRefusal(file: File): string | null {
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return blogImageMessages.notAnImage;
  if (file.size > BLOG_IMAGE_MAX_BYTES) return blogImageMessages.tooLarge;
  return null;
}

/** A local address showing the chosen file before it is sent, released when no longer shown. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

type Props = {
  /** The saved image (null: none, or removed). */
  savedUrl: string | null;
  /** A chosen file, sent when the form is saved. */
  file: File | null;
  /** A file chosen, or null to remove the image. */
  onChange: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
};

/** 'Image': a preview of the chosen or saved image, choose another, remove it (JPG, PNG or GIF, 5 MB). */
export function BlogImageField({ savedUrl, file, onChange, error, onError, disabled = false }: Props) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const previewUrl = useObjectUrl(file);
  const shown = file ? previewUrl : savedUrl;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!chosen) return;
    const refusal = blogImageRefusal(chosen);
    onError(refusal);
    if (!refusal) onChange(chosen);
  };

  return (
    <div>
      <span className="block text-sm font-medium text-slate-700">Image</span>
      <div className="mt-1.5 space-y-3">
        {shown && <img src={shown} alt="Aperçu de l'image" className="h-48 w-full max-w-md rounded-lg object-cover ring-1 ring-slate-200" />}
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={cn(
              buttonStyles({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {shown ? "Changer l'image" : 'Choisir une image'}
            <input
              id={inputId}
              type="file"
              accept={BLOG_IMAGE_ACCEPT}
              className="sr-only"
              disabled={disabled}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={onChoose}
            />
          </label>
          {shown && (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => {
                onError(null);
                onChange(null);
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Supprimer l'image
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-slate-500">
          {blogImageMessages.hint}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
