import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.tsx';
import type { TApplyRequest } from '#contracts/applications';
import { applicationMessages, COVER_LETTER_MAX_LENGTH } from '#contracts/applications-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { useApplyToMission } from '../api/apply-to-mission.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/applications')).ZApplyRequest);

const sendFailed = "Votre candidature n'a pas pu être envoyée. Veuillez réessayer.";

/** The cover letter, required; a letter blank after trimming is never sent (spec §5). */
export function CoverLetterForm({ missionId }: { missionId: string }) {
  const apply = useApplyToMission(missionId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TApplyRequest>({ resolver, defaultValues: { coverLetter: '' } });

  const onSubmit = handleSubmit((request) => apply.mutate(request, { onSuccess: () => toast.success(applicationMessages.sent) }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {apply.isError && <Alert tone="error">{errorMessageOf(apply.error, sendFailed)}</Alert>}
      <FormField
        label="Lettre de motivation"
        error={errors.coverLetter?.message}
        hint="Présentez-vous et expliquez pourquoi cette mission vous correspond."
      >
        {(control) => <Textarea {...control} rows={8} required maxLength={COVER_LETTER_MAX_LENGTH} {...register('coverLetter')} />}
      </FormField>
      <Button type="submit" fullWidth busy={isSubmitting || apply.isPending} busyLabel="Envoi en cours...">
        Envoyer ma candidature
      </Button>
    </form>
  );
}
