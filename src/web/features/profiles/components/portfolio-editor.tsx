import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Pencil, Trash2 } from 'lucide-react';
import type { TPortfolioItem, TPortfolioItemRequest } from '#contracts/portfolio';
import { AVATAR_ACCEPT } from '#contracts/avatar-terms';
import {
  PORTFOLIO_DESCRIPTION_MAX_LENGTH,
  PORTFOLIO_IMAGE_MAX_BYTES,
  PORTFOLIO_MAX_ITEMS,
  PORTFOLIO_TITLE_MAX_LENGTH,
  portfolioMessages,
} from '#contracts/portfolio-terms';
import { URL_MAX_LENGTH } from '#contracts/own-profile-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { toast } from '#web/lib/toast.tsx';
import { usePortfolio, useRemovePortfolioItem, useSavePortfolioItem } from '../api/portfolio.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/portfolio')).ZPortfolioItemRequest);
const EMPTY: TPortfolioItemRequest = { title: '', link: '', description: '' };
const ACCEPTED_TYPES = AVATAR_ACCEPT.split(',');

/** What the browser can tell of the chosen image before sending (the server decides from the bytes); a new sample needs one. */
function imageRefusal(file: File | null, required: boolean): string | null {
  if (!file) return required ? portfolioMessages.missing : null;
  if (file.type === 'image/svg+xml') return portfolioMessages.svg;
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return portfolioMessages.notAnImage;
  if (file.size > PORTFOLIO_IMAGE_MAX_BYTES) return portfolioMessages.tooLarge;
  return null;
}

type SampleFormProps = {
  /** The sample being changed; none for a new one. */
  item?: TPortfolioItem;
  /** After a save, or 'Annuler' (a change only). */
  onDone?: () => void;
};

function SampleForm({ item, onDone }: SampleFormProps) {
  const save = useSavePortfolioItem();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const initial = item ? { title: item.title, link: item.link ?? '', description: item.description ?? '' } : EMPTY;
  const { register, handleSubmit, reset, setError, formState } = useForm<TPortfolioItemRequest>({ resolver, defaultValues: initial });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (fields) => {
    const refusal = imageRefusal(image, !item?.imageUrl);
    setImageError(refusal);
    if (refusal) return;
    try {
      await save.mutateAsync({ ...fields, id: item?.id, image });
      toast.success(item ? portfolioMessages.saved : portfolioMessages.added);
      reset(EMPTY);
      setImage(null);
      onDone?.();
    } catch (error) {
      const serverFields = error instanceof ApiError ? error.fields : {};
      for (const name of ['title', 'link', 'description'] as const) {
        if (serverFields[name]) setError(name, { message: serverFields[name] });
      }
      setImageError(serverFields.image ?? (Object.keys(serverFields).length ? null : errorMessageOf(error, 'Une erreur est survenue')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-dashed border-slate-300 p-4">
      <h3 className="font-semibold text-slate-900">{item ? `Modifier « ${item.title} »` : 'Ajouter une réalisation'}</h3>
      <FormField label="Titre" error={errors.title?.message}>
        {(field) => <Input {...field} type="text" maxLength={PORTFOLIO_TITLE_MAX_LENGTH} {...register('title')} />}
      </FormField>
      <FormField
        label={item?.imageUrl ? 'Nouvelle image (optionnelle)' : 'Image'}
        error={imageError ?? undefined}
        hint="JPEG, PNG, WebP ou GIF, 5 Mo au plus."
      >
        {(field) => (
          <input
            {...field}
            type="file"
            accept={AVATAR_ACCEPT}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-medium file:text-indigo-700"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <FormField label="Lien (optionnel)" error={errors.link?.message} hint="L'adresse de la publication, de la campagne ou du compte">
        {(field) => <Input {...field} type="url" inputMode="url" placeholder="https://" maxLength={URL_MAX_LENGTH} {...register('link')} />}
      </FormField>
      <FormField label="Description (optionnelle)" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} maxLength={PORTFOLIO_DESCRIPTION_MAX_LENGTH} {...register('description')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending} busyLabel="Enregistrement…">
          {item ? 'Enregistrer la réalisation' : 'Ajouter au portfolio'}
        </Button>
        {item && (
          <Button variant="secondary" onClick={onDone}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}

/** 'Portfolio' in 'Mon Profil': up to PORTFOLIO_MAX_ITEMS work samples, shown on the public profile. */
export function PortfolioEditor() {
  const portfolio = usePortfolio();
  const remove = useRemovePortfolioItem();
  const [editedId, setEditedId] = useState<string | null>(null);
  if (portfolio.isPending) return null;
  if (portfolio.isError)
    return <Alert tone="error">{errorMessageOf(portfolio.error, 'Une erreur est survenue lors du chargement du portfolio')}</Alert>;
  const { items } = portfolio.data;
  const edited = items.find((item) => item.id === editedId);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {items.length} / {PORTFOLIO_MAX_ITEMS} réalisations
      </p>
      {items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
              ) : (
                <span className="size-16 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{item.title}</span>
              <Button variant="ghost" size="sm" aria-label={`Modifier « ${item.title} »`} onClick={() => setEditedId(item.id)}>
                <Pencil className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Supprimer « ${item.title} »`}
                onClick={() =>
                  remove.mutate(item.id, {
                    onSuccess: () => toast.success(portfolioMessages.removed),
                    onError: (error) => toast.error(errorMessageOf(error, 'Une erreur est survenue')),
                  })
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {edited ? (
        <SampleForm key={edited.id} item={edited} onDone={() => setEditedId(null)} />
      ) : items.length < PORTFOLIO_MAX_ITEMS ? (
        <SampleForm />
      ) : (
        <p className="text-sm text-slate-600">{portfolioMessages.full}</p>
      )}
    </div>
  );
}
