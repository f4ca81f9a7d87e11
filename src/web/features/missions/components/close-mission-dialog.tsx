import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { TCloseJobRequest } from '#contracts/missions';
import { isUndecided } from '#contracts/applications-terms';
import { JOB_CLOSE_OUTCOME_LABELS, JOB_CLOSE_OUTCOMES } from '#contracts/missions-terms';
import type { ZCloseJobRequest } from '#contracts/missions';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import type { TMissionApplication } from '../api/get-mission-applications.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/missions')).ZCloseJobRequest);

const closeFailed = "La mission n'a pas pu être clôturée. Veuillez réessayer.";

type CloseMissionDialogProps = {
  title: string;
  /** The mission's applications; `undefined` while they load. */
  applications: TMissionApplication[] | undefined;
  onClose: () => void;
  onConfirm: (close: z.output<typeof ZCloseJobRequest>) => Promise<unknown>;
};

/**
 * Closing a mission asks how it ended: filled here (choosing the hired person among the accepted
 * applications), filled elsewhere, or abandoned. Pending applications will be declined.
 */
export function CloseMissionDialog({ title, applications, onClose, onConfirm }: CloseMissionDialogProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TCloseJobRequest, unknown, z.output<typeof ZCloseJobRequest>>({
    resolver,
    defaultValues: { outcome: undefined, hiredApplicationId: null },
  });
  const outcome = useWatch({ control, name: 'outcome' });
  const accepted = applications?.filter((application) => application.status === 'accepted') ?? [];
  const pending = applications?.filter((application) => isUndecided(application.status)).length ?? 0;

  const submit = handleSubmit(async (data) => {
    setBanner(null);
    try {
      await onConfirm(data);
    } catch (error) {
      if (!showServerFieldErrors(error, { setError, getValues })) setBanner(errorMessageOf(error, closeFailed));
    }
  });

  return (
    <Dialog open onClose={onClose} busy={isSubmitting} title="Clôturer la mission" description={`« ${title} » : comment s'est-elle terminée ?`}>
      {!applications ? (
        <Spinner label="Chargement des candidatures…" />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          {banner && <Alert tone="error">{banner}</Alert>}
          <Fieldset legend="Issue de la mission" error={errors.outcome?.message}>
            <div className="space-y-2">
              {JOB_CLOSE_OUTCOMES.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    value={choice}
                    className="size-4 accent-indigo-600"
                    {...register('outcome', { onChange: () => setValue('hiredApplicationId', null) })}
                  />
                  {JOB_CLOSE_OUTCOME_LABELS[choice]}
                </label>
              ))}
            </div>
          </Fieldset>
          {outcome === 'filled_here' &&
            (accepted.length === 0 ? (
              <Alert tone="info">
                Aucune candidature acceptée pour cette mission : acceptez d'abord la personne retenue dans « Candidatures reçues », ou choisissez une
                autre issue.
              </Alert>
            ) : (
              <FormField label="Personne retenue" error={errors.hiredApplicationId?.message}>
                {(field) => (
                  <Select {...field} {...register('hiredApplicationId', { setValueAs: (value: string) => value || null })}>
                    <option value="">Choisissez parmi les candidatures acceptées</option>
                    {accepted.map((application) => (
                      <option key={application.id} value={application.id}>
                        {application.applicant.fullName}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            ))}
          {pending > 0 && (
            <p className="text-sm text-slate-600">
              {pending === 1
                ? 'La candidature encore en attente sera refusée automatiquement et son auteur prévenu.'
                : `Les ${pending} candidatures encore en attente seront refusées automatiquement et leurs auteurs prévenus.`}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Annuler
            </Button>
            <Button type="submit" busy={isSubmitting} busyLabel="Clôture...">
              Clôturer la mission
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
