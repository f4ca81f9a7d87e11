import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TSavedSearchForm } from '#contracts/saved-searches';
import { SAVED_SEARCH_NAME_MAX_LENGTH, SEARCH_ALERTS, savedSearchMessages, searchAlertLabels } from '#contracts/saved-searches-terms';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/saved-searches')).ZSavedSearchForm);

const failed = 'La recherche n’a pas pu être enregistrée. Veuillez réessayer.';

type SavedSearchDialogProps = {
  title: string;
  defaultValues: TSavedSearchForm;
  /** A mission search chooses its alert here; a community manager search has none. */
  withAlert: boolean;
  onSubmit: (values: TSavedSearchForm) => Promise<unknown>;
  onClose: () => void;
};

/** Saving a search (its name, and its alert for missions), or renaming one. */
export function SavedSearchDialog({ title, defaultValues, withAlert, onSubmit, onClose }: SavedSearchDialogProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TSavedSearchForm>({ resolver, defaultValues });

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showServerFieldErrors(error, { setError, getValues })) setBanner(errorMessageOf(error, failed));
    }
  });

  return (
    <Dialog open onClose={onClose} busy={isSubmitting} title={title}>
      <form noValidate onSubmit={submit} className="space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        <FormField label={savedSearchMessages.nameLabel} error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} maxLength={SAVED_SEARCH_NAME_MAX_LENGTH} autoComplete="off" />}
        </FormField>
        {withAlert && (
          <FormField label={savedSearchMessages.alertLabel} error={errors.alert?.message}>
            {(field) => (
              <Select {...field} {...register('alert')}>
                {SEARCH_ALERTS.map((alert) => (
                  <option key={alert} value={alert}>
                    {searchAlertLabels[alert]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {savedSearchMessages.cancel}
          </Button>
          <Button type="submit" busy={isSubmitting} busyLabel="Enregistrement...">
            {savedSearchMessages.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
