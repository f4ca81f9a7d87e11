import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TSkill } from '#contracts/catalog';
import type { TJobData, TJobDetail, TJobRequest } from '#contracts/missions';
import {
  JOB_DESCRIPTION_LENGTH,
  JOB_DURATION_MAX_LENGTH,
  JOB_PUBLISH_STATUS_LABELS,
  JOB_PUBLISH_STATUSES,
  JOB_TITLE_LENGTH,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from '#contracts/missions-terms';
import { optionalNumber } from '#web/components/forms/number-value.ts';
import { PlaceField } from '#web/components/forms/place-field.tsx';
import { SkillsPicker } from '#web/components/forms/skills-picker.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { BriefFields } from './brief-fields.tsx';
import { RequirementsField } from './requirements-field.tsx';

const resolver = lazyZodResolver(async () => (await import('#contracts/missions')).ZJobRequest);

const saveFailed = "La mission n'a pas pu être enregistrée. Veuillez réessayer.";

/** A new mission's starting values. */
export const EMPTY_MISSION: TJobRequest = {
  title: '',
  description: '',
  job_type: 'freelance',
  location: '',
  latitude: null,
  longitude: null,
  is_remote: false,
  duration: '',
  budget_min: null,
  budget_max: null,
  requirements: [],
  skills: [],
  status: 'open',
  networks: [],
  volumes: { posts: null, stories: null, short_videos: null, moderation_hours: null },
  ads_managed: null,
  ads_budget: null,
  start_date: null,
};

/** The form's values for one of the user's missions (a published one stays published). */
export function formValuesOf(mission: TJobDetail): TJobRequest {
  return {
    title: mission.title,
    description: mission.description,
    job_type: mission.jobType,
    location: mission.location ?? '',
    latitude: mission.latitude,
    longitude: mission.longitude,
    is_remote: mission.isRemote,
    duration: mission.duration ?? '',
    budget_min: mission.budgetMin,
    budget_max: mission.budgetMax,
    requirements: mission.requirements,
    skills: mission.skills.map((skill) => skill.id),
    status: mission.status === 'draft' ? 'draft' : 'open',
    networks: mission.brief.networks,
    volumes: mission.brief.volumes,
    ads_managed: mission.brief.adsManaged,
    ads_budget: mission.brief.adsBudget,
    start_date: mission.brief.startDate,
  };
}

type MissionFormProps = {
  /** `undefined` while the catalogue loads. */
  skills: TSkill[] | undefined;
  defaultValues?: TJobRequest;
  /** New missions and drafts choose: publish now, or keep as a draft. A published mission cannot go back. */
  canChooseStatus: boolean;
  /** Saves; a rejection shows the server's messages under their fields (or in a banner). */
  onSubmit: (data: TJobData) => Promise<unknown>;
};

/**
 * The mission form of 'Mes Offres'. Its controls are named after the spec's job fields; the
 * rules are the API's own contract (title 5–120 characters, description 30–5 000, whole
 * budgets with max ≥ min, a place from the suggestions unless remote).
 */
export function MissionForm({ skills, defaultValues = EMPTY_MISSION, canChooseStatus, onSubmit }: MissionFormProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const remoteId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TJobRequest, unknown, TJobData>({ resolver, defaultValues });
  const status = useWatch({ control, name: 'status' });
  const isRemote = useWatch({ control, name: 'is_remote' });

  const submit = handleSubmit(async (data) => {
    setBanner(null);
    try {
      await onSubmit(data);
    } catch (error) {
      if (!showServerFieldErrors(error, { setError, getValues })) setBanner(errorMessageOf(error, saveFailed));
    }
  });

  const submitLabel = !canChooseStatus ? 'Enregistrer les modifications' : status === 'draft' ? 'Enregistrer le brouillon' : 'Publier la mission';

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {banner && <Alert tone="error">{banner}</Alert>}
      <FormField label="Titre de la mission" error={errors.title?.message} hint={`${JOB_TITLE_LENGTH.min} à ${JOB_TITLE_LENGTH.max} caractères`}>
        {(field) => <Input {...field} type="text" maxLength={JOB_TITLE_LENGTH.max} {...register('title')} />}
      </FormField>
      <FormField
        label="Description"
        error={errors.description?.message}
        hint={`${JOB_DESCRIPTION_LENGTH.min} à 5\u00a0000 caractères : le contexte, les tâches, les objectifs.`}
      >
        {(field) => <Textarea {...field} rows={8} maxLength={JOB_DESCRIPTION_LENGTH.max} {...register('description')} />}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Type de contrat" error={errors.job_type?.message}>
          {(field) => (
            <Select {...field} {...register('job_type')}>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {JOB_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Durée" error={errors.duration?.message} hint="Optionnel, par exemple « 3 mois »">
          {(field) => <Input {...field} type="text" maxLength={JOB_DURATION_MAX_LENGTH} {...register('duration')} />}
        </FormField>
        <FormField label="Budget minimum (€)" error={errors.budget_min?.message} hint="Optionnel, un nombre entier">
          {(field) => (
            <Input {...field} type="number" min={0} step={1} inputMode="numeric" {...register('budget_min', { setValueAs: optionalNumber })} />
          )}
        </FormField>
        <FormField label="Budget maximum (€)" error={errors.budget_max?.message} hint="Optionnel, au moins le minimum">
          {(field) => (
            <Input {...field} type="number" min={0} step={1} inputMode="numeric" {...register('budget_max', { setValueAs: optionalNumber })} />
          )}
        </FormField>
        <PlaceField
          control={control}
          setValue={setValue}
          label="Localisation"
          error={errors.location?.message}
          hint={isRemote ? 'Optionnel pour une mission à distance' : 'Choisissez une ville dans les suggestions'}
        />
        <div className="flex items-center gap-2 self-center text-sm text-slate-700 sm:mt-6">
          <Checkbox id={remoteId} {...register('is_remote')} />
          <label htmlFor={remoteId}>Télétravail possible (mission à distance)</label>
        </div>
      </div>

      <BriefFields register={register} control={control} setValue={setValue} errors={errors} />

      <Controller
        control={control}
        name="requirements"
        render={({ field: { value, onChange } }) => (
          <RequirementsField
            value={value}
            onChange={onChange}
            error={errors.requirements?.message ?? errors.requirements?.root?.message}
            lineErrors={Array.isArray(errors.requirements) ? errors.requirements.map((line) => line?.message) : []}
          />
        )}
      />

      <Controller
        control={control}
        name="skills"
        render={({ field: { value, onChange } }) => (
          <SkillsPicker
            legend="Compétences requises"
            name="skills"
            hint="Choisissez les compétences attendues"
            countLabel={(count) => `${count} sélectionnée${count > 1 ? 's' : ''}`}
            skills={skills}
            value={value}
            onChange={onChange}
            error={errors.skills?.message}
          />
        )}
      />

      {canChooseStatus && (
        <Fieldset legend="Publication" error={errors.status?.message}>
          <div className="flex flex-wrap gap-6">
            {JOB_PUBLISH_STATUSES.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="radio" value={choice} className="size-4 accent-indigo-600" {...register('status')} />
                {JOB_PUBLISH_STATUS_LABELS[choice]}
              </label>
            ))}
          </div>
          {status === 'draft' && <p className="mt-2 text-xs text-slate-500">Un brouillon n'est visible que par vous.</p>}
        </Fieldset>
      )}

      <Button type="submit" size="lg" busy={isSubmitting} busyLabel="Enregistrement...">
        {submitLabel}
      </Button>
    </form>
  );
}
