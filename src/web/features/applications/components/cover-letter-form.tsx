import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '#web/lib/toast.tsx';
import type { TApply, TApplyRequest } from '#contracts/applications';
import type { TBrief } from '#contracts/briefs';
import { applicationMessages, COVER_LETTER_MAX_LENGTH } from '#contracts/applications-terms';
import { BID_BASES, BID_BASIS_LABELS, BID_MONTHS_MAX, VOLUME_KINDS, VOLUME_LABELS, VOLUME_MAX } from '#contracts/briefs-terms';
import { optionalNumber } from '#web/components/forms/number-value.ts';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatCount } from '#web/lib/format.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { useApplyToMission } from '../api/apply-to-mission.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/applications')).ZApplyRequest);

const sendFailed = "Votre candidature n'a pas pu être envoyée. Veuillez réessayer.";

type ApplicationFormProps = { missionId: string; /** The brief's monthly volumes: each one asked for is answered. */ volumes: TBrief['volumes'] };

/**
 * The application: the cover letter, required (a letter blank after trimming is never sent, spec
 * §5), and the bid (ADR 0055): a price per month or in total (with the months a total covers), the earliest start, and an answer
 * to each volume the brief asks for.
 */
export function CoverLetterForm({ missionId, volumes }: ApplicationFormProps) {
  const apply = useApplyToMission(missionId);
  const requested = VOLUME_KINDS.filter((kind) => (volumes[kind] ?? 0) > 0);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control: form,
    formState: { errors, isSubmitting },
  } = useForm<TApplyRequest, unknown, TApply>({
    resolver,
    defaultValues: {
      coverLetter: '',
      bid: { basis: 'monthly', earliest_start: '', volumes: { posts: null, stories: null, short_videos: null, moderation_hours: null } },
    },
  });

  const basis = useWatch({ control: form, name: 'bid.basis' });
  const [banner, setBanner] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (request) => {
    setBanner(null);
    try {
      await apply.mutateAsync(request);
      toast.success(applicationMessages.sent);
    } catch (error) {
      if (!showServerFieldErrors(error, { setError, getValues })) setBanner(errorMessageOf(error, sendFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {banner && <Alert tone="error">{banner}</Alert>}
      <FormField
        label="Lettre de motivation"
        error={errors.coverLetter?.message}
        hint="Présentez-vous et expliquez pourquoi cette mission vous correspond."
      >
        {(control) => <Textarea {...control} rows={8} required maxLength={COVER_LETTER_MAX_LENGTH} {...register('coverLetter')} />}
      </FormField>
      <Fieldset legend="Votre offre">
        <div className="space-y-4">
          <FormField label="Prix (€)" error={errors.bid?.amount?.message} hint="Un nombre entier, hors frais de publicité">
            {(control) => (
              <Input {...control} type="number" min={1} step={1} inputMode="numeric" {...register('bid.amount', { setValueAs: optionalNumber })} />
            )}
          </FormField>
          <Fieldset legend="Le prix est" error={errors.bid?.basis?.message}>
            <div className="flex flex-wrap gap-6">
              {BID_BASES.map((basis) => (
                <label key={basis} className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="radio" value={basis} className="size-4 accent-indigo-600" {...register('bid.basis')} />
                  {BID_BASIS_LABELS[basis]}
                </label>
              ))}
            </div>
          </Fieldset>
          {basis === 'total' && (
            <FormField
              label="Nombre de mois couverts par ce prix"
              error={errors.bid?.months?.message}
              hint={`De 1 à ${BID_MONTHS_MAX} : le client pourra comparer votre total aux prix mensuels.`}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={1}
                  max={BID_MONTHS_MAX}
                  step={1}
                  inputMode="numeric"
                  required
                  {...register('bid.months', { setValueAs: optionalNumber, shouldUnregister: true })}
                />
              )}
            </FormField>
          )}
          <FormField label="Disponible à partir du" error={errors.bid?.earliest_start?.message}>
            {(control) => <Input {...control} type="date" {...register('bid.earliest_start')} />}
          </FormField>
          {requested.map((kind) => (
            <FormField
              key={kind}
              label={VOLUME_LABELS[kind]}
              error={errors.bid?.volumes?.[kind]?.message}
              hint={`Le brief en demande ${formatCount(volumes[kind]!)}.`}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  max={VOLUME_MAX}
                  step={1}
                  inputMode="numeric"
                  {...register(`bid.volumes.${kind}`, { setValueAs: optionalNumber })}
                />
              )}
            </FormField>
          ))}
        </div>
      </Fieldset>
      <Button type="submit" fullWidth busy={isSubmitting || apply.isPending} busyLabel="Envoi en cours...">
        Envoyer ma candidature
      </Button>
    </form>
  );
}
