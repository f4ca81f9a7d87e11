import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ZRejection, type TRejection } from '#contracts/applications';
import { REJECTION_NOTE_MAX_LENGTH, REJECTION_REASONS, rejectionReasonLabels, type TRejectionReason } from '#contracts/applications-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';

const refuseFailed = "Le refus n'a pas pu être enregistré. Veuillez réessayer.";
/** The radio for refusing without saying why. */
const NO_REASON = '';

const choices = [{ value: NO_REASON, label: 'Sans motif' }, ...REJECTION_REASONS.map((value) => ({ value, label: rejectionReasonLabels[value] }))];

type RefuseForm = { reason: TRejectionReason | typeof NO_REASON; note: string };

type RefuseApplicationDialogProps = {
  applicantName: string;
  missionTitle: string;
  onClose: () => void;
  /** Refuses with the reason (or none); rejects with the server's error, which the dialog shows. */
  onConfirm: (rejection: TRejection | null) => Promise<unknown>;
};

/**
 * 'Refuser' asks first: a confirmation with an optional reason from a short list ('Autre' with a
 * few words), checked with the server's own schema. The applicant reads the reason.
 */
export function RefuseApplicationDialog({ applicantName, missionTitle, onClose, onConfirm }: RefuseApplicationDialogProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefuseForm>({ defaultValues: { reason: NO_REASON, note: '' } });
  const reason = useWatch({ control, name: 'reason' });

  const submit = handleSubmit(async ({ reason: chosen, note }) => {
    setBanner(null);
    let rejection: TRejection | null = null;
    if (chosen !== NO_REASON) {
      const parsed = ZRejection.safeParse({ reason: chosen, note: chosen === 'other' ? note : null });
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          setError(issue.path[0] === 'note' ? 'note' : 'reason', { message: issue.message }, { shouldFocus: true });
        return;
      }
      rejection = parsed.data;
    }
    try {
      await onConfirm(rejection);
    } catch (error) {
      setBanner(errorMessageOf(error, refuseFailed));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      busy={isSubmitting}
      title="Refuser la candidature"
      description={`Refuser la candidature de ${applicantName} à la mission « ${missionTitle} » ? La personne sera prévenue, avec le motif si vous en donnez un.`}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {banner && <Alert tone="error">{banner}</Alert>}
        <Fieldset legend="Motif du refus (facultatif)" error={errors.reason?.message}>
          <div className="space-y-2">
            {choices.map(({ value, label }) => (
              <label key={label} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="radio" value={value} className="size-4 accent-indigo-600" {...register('reason')} />
                {label}
              </label>
            ))}
          </div>
        </Fieldset>
        {reason === 'other' && (
          <FormField label="Précisez le motif" error={errors.note?.message} hint={`${REJECTION_NOTE_MAX_LENGTH} caractères au plus.`}>
            {(field) => <Textarea {...field} rows={3} {...register('note')} />}
          </FormField>
        )}
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Annuler
          </Button>
          <Button type="submit" variant="danger" busy={isSubmitting} busyLabel="Refus...">
            Refuser la candidature
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
