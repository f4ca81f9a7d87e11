import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { TJobData, TJobRequest } from '#contracts/missions';
import { NOT_SPECIFIED, SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, VOLUME_KINDS, VOLUME_LABELS, VOLUME_MAX } from '#contracts/briefs-terms';
import { optionalNumber } from '#web/components/forms/number-value.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';

type BriefFieldsProps = {
  register: UseFormRegister<TJobRequest>;
  control: Control<TJobRequest, unknown, TJobData>;
  setValue: UseFormSetValue<TJobRequest>;
  errors: FieldErrors<TJobRequest>;
};

const ADS_CHOICES = [
  { value: '', label: NOT_SPECIFIED },
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
] as const;

/** The brief's part of the mission form: networks, monthly volumes, ads, start date (each may stay unsaid). */
export function BriefFields({ register, control, setValue, errors }: BriefFieldsProps) {
  const adsManaged = useWatch({ control, name: 'ads_managed' });
  return (
    <section aria-labelledby="brief-title" className="space-y-5 rounded-lg border border-slate-200 p-4 sm:p-5">
      <div>
        <h2 id="brief-title" className="text-base font-semibold text-slate-900">
          Le brief
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Ce que les community managers chiffreront dans leur offre. Laissez vide ce que vous ne savez pas encore.
        </p>
      </div>
      <Fieldset legend="Réseaux concernés" error={errors.networks?.message ?? errors.networks?.root?.message}>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {SOCIAL_NETWORKS.map((network) => (
            <label key={network} className="flex items-center gap-2 text-sm text-slate-700">
              <Checkbox value={network} {...register('networks')} />
              {SOCIAL_NETWORK_LABELS[network]}
            </label>
          ))}
        </div>
      </Fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        {VOLUME_KINDS.map((kind) => (
          <FormField key={kind} label={VOLUME_LABELS[kind]} error={errors.volumes?.[kind]?.message} hint="Optionnel">
            {(field) => (
              <Input
                {...field}
                type="number"
                min={0}
                max={VOLUME_MAX}
                step={1}
                inputMode="numeric"
                {...register(`volumes.${kind}`, { setValueAs: optionalNumber })}
              />
            )}
          </FormField>
        ))}
        <FormField label="Publicité (ads) gérée par le community manager" error={errors.ads_managed?.message}>
          {(field) => (
            <Controller
              control={control}
              name="ads_managed"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Select
                  {...field}
                  ref={ref}
                  onBlur={onBlur}
                  value={value === null || value === undefined ? '' : String(value)}
                  onChange={(event) => {
                    const choice = event.target.value === '' ? null : event.target.value === 'true';
                    onChange(choice);
                    if (choice !== true) setValue('ads_budget', null);
                  }}
                >
                  {ADS_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </FormField>
        {adsManaged === true && (
          <FormField label="Budget publicitaire mensuel (€)" error={errors.ads_budget?.message} hint="Optionnel, un nombre entier">
            {(field) => (
              <Input {...field} type="number" min={0} step={1} inputMode="numeric" {...register('ads_budget', { setValueAs: optionalNumber })} />
            )}
          </FormField>
        )}
        <FormField label="Date de démarrage souhaitée" error={errors.start_date?.message} hint="Optionnel">
          {(field) => <Input {...field} type="date" {...register('start_date', { setValueAs: (value: string) => value || null })} />}
        </FormField>
      </div>
    </section>
  );
}
