import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { catalogMessages } from '#contracts/admin-catalog-terms';
import { optionalNumber } from '#web/components/forms/number-value.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';

/** One control of a reference-data form; `name` is the request contract's key. */
export type CatalogField =
  | { name: string; label: string; kind: 'text' | 'textarea'; maxLength: number; hint?: string; wide?: boolean }
  /** Two lowercase letters: what is typed is forced to lowercase (spec §5). */
  | { name: string; label: string; kind: 'code'; maxLength: number; hint?: string }
  /** A whole number; an empty optional one is null ('min+'). */
  | { name: string; label: string; kind: 'number'; max: number; hint?: string }
  | { name: string; label: string; kind: 'checkbox' }
  /** A choice; the empty option ('' → null) reads `emptyLabel`. */
  | { name: string; label: string; kind: 'select'; emptyLabel: string; options: { value: string; label: string }[] };

type CatalogFormProps<T extends FieldValues> = {
  /** The request contract: the same rules and French messages as the API. */
  schema: z.ZodType<T, FieldValues>;
  fields: CatalogField[];
  defaultValues: T;
  mode: 'add' | 'edit';
  title: string;
  /** Saves; field errors of the server go under their fields, anything else is returned to the screen. */
  onSubmit: (data: T) => Promise<unknown>;
  onCancel: () => void;
};

const toLowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
const emptyIsNull = (value: unknown) => (value === '' ? null : value);

/**
 * The add/edit form of every reference-data screen (spec §4: closed, add or edit mode), built
 * from the screen's field list and validated with the API's own contract. 'Ajouter' in add
 * mode, 'Mettre à jour' in edit mode; both disabled while saving.
 */
export function CatalogForm<T extends FieldValues>({ schema, fields, defaultValues, mode, title, onSubmit, onCancel }: CatalogFormProps<T>) {
  const baseId = useId();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<T>({ resolver: zodResolver(schema as never) as unknown as Resolver<T>, defaultValues: defaultValues as never });

  const submit = handleSubmit(async (data) => {
    setBanner(null);
    try {
      await onSubmit(data);
    } catch (error) {
      if (!showServerFieldErrors(error, { setError, getValues })) setBanner(errorMessageOf(error, catalogMessages.unexpected));
    }
  });
  const errorOf = (name: string) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      <form noValidate onSubmit={submit} className="space-y-5" aria-label={title}>
        {banner && <Alert tone="error">{banner}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => {
            const path = field.name as never;
            switch (field.kind) {
              case 'checkbox':
                return (
                  <div key={field.name} className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
                    <Checkbox id={`${baseId}-${field.name}`} {...register(path)} />
                    <label htmlFor={`${baseId}-${field.name}`}>{field.label}</label>
                  </div>
                );
              case 'textarea':
                return (
                  <FormField key={field.name} label={field.label} hint={field.hint} error={errorOf(field.name)} className="sm:col-span-2">
                    {(control) => <Textarea {...control} rows={3} maxLength={field.maxLength} {...register(path)} />}
                  </FormField>
                );
              case 'number':
                return (
                  <FormField key={field.name} label={field.label} hint={field.hint} error={errorOf(field.name)}>
                    {(control) => (
                      <Input
                        {...control}
                        type="number"
                        min={0}
                        max={field.max}
                        step={1}
                        inputMode="numeric"
                        {...register(path, { setValueAs: optionalNumber })}
                      />
                    )}
                  </FormField>
                );
              case 'select':
                return (
                  <FormField key={field.name} label={field.label} error={errorOf(field.name)}>
                    {(control) => (
                      <Select {...control} {...register(path, { setValueAs: emptyIsNull })}>
                        <option value="">{field.emptyLabel}</option>
                        {field.options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                );
              case 'code': {
                const registered = register(path, { setValueAs: toLowerCase });
                return (
                  <FormField key={field.name} label={field.label} hint={field.hint} error={errorOf(field.name)}>
                    {(control) => (
                      <Input
                        {...control}
                        {...registered}
                        type="text"
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={field.maxLength}
                        className="lowercase"
                        onChange={(event) => {
                          event.target.value = event.target.value.toLowerCase();
                          return registered.onChange(event);
                        }}
                      />
                    )}
                  </FormField>
                );
              }
              default:
                return (
                  <FormField
                    key={field.name}
                    label={field.label}
                    hint={field.hint}
                    error={errorOf(field.name)}
                    className={field.wide ? 'sm:col-span-2' : undefined}
                  >
                    {(control) => <Input {...control} type="text" maxLength={field.maxLength} {...register(path)} />}
                  </FormField>
                );
            }
          })}
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Annuler
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {mode === 'edit' ? 'Mettre à jour' : 'Ajouter'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
