import { useId, type ReactNode } from 'react';
import type { TExperienceLevel, TLanguage, TRateRange, TSector, TSkill } from '#contracts/catalog';
import { JOB_TYPE_LABELS, JOB_TYPES } from '#contracts/missions-terms';
import { MIN_RATINGS, minRatingLabel, PUBLISHED_WITHIN_LABELS, PUBLISHED_WITHIN_VALUES, WORK_MODE_LABELS, WORK_MODES } from '#contracts/search-terms';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { useToggledBeforeHydration } from '#web/lib/use-toggled-before-hydration.ts';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { TSearchState } from '../search-params.ts';
import { BudgetFilter } from './budget-filter.tsx';
import { LocationFilter } from './location-filter.tsx';

export const ALL_SECTORS_LABEL = 'Tous les secteurs';
export const AVAILABLE_NOW_LABEL = 'Disponible maintenant';

type SearchFiltersProps = {
  state: TSearchState;
  /** Each `undefined` while loading. */
  skills: TSkill[] | undefined;
  sectors: TSector[] | undefined;
  rateRanges: TRateRange[] | undefined;
  experienceLevels: TExperienceLevel[] | undefined;
  languages: TLanguage[] | undefined;
  onChange: (patch: Partial<TSearchState>) => void;
};

const optionClass = 'flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50';
const radioClass = 'size-4 shrink-0 accent-indigo-600';

function LoadingOptions() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {[1, 2, 3, 4].map((index) => (
        <Skeleton key={index} className="h-5 w-3/4" />
      ))}
    </div>
  );
}

/** One radio per choice, the first meaning "any". */
function RadioGroup<T extends string | number>({
  legend,
  name,
  anyLabel,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  anyLabel: string;
  choices: { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Fieldset legend={legend}>
      <div className="space-y-0.5">
        {[{ value: undefined, label: anyLabel }, ...choices].map((choice) => (
          <label key={String(choice.value)} className={optionClass}>
            <input type="radio" name={name} className={radioClass} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            {choice.label}
          </label>
        ))}
      </div>
    </Fieldset>
  );
}

/** Any-of (or all-of) checkboxes. */
function CheckboxGroup<T extends string>({
  legend,
  choices,
  values,
  onChange,
}: {
  legend: string;
  choices: { value: T; label: string }[] | undefined;
  values: T[];
  onChange: (values: T[]) => void;
}) {
  return (
    <Fieldset legend={legend}>
      {choices ? (
        <div className="max-h-72 space-y-0.5 overflow-y-auto pr-1">
          {choices.map((choice) => (
            <label key={choice.value} className={optionClass}>
              <Checkbox
                checked={values.includes(choice.value)}
                onChange={(event) => onChange(event.target.checked ? [...values, choice.value] : values.filter((value) => value !== choice.value))}
              />
              {choice.label}
            </label>
          ))}
        </div>
      ) : (
        <LoadingOptions />
      )}
    </Fieldset>
  );
}

/** A labelled select of catalog entries, the first option meaning "any". */
function CatalogSelect({
  label,
  anyLabel,
  entries,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  entries: { id: string; name: string }[] | undefined;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <Select id={id} className="mt-2" value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{anyLabel}</option>
        {entries?.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

function ManagerFilters({ state, rateRanges, experienceLevels, languages, onChange }: SearchFiltersProps) {
  return (
    <>
      <CatalogSelect
        label="Tarif horaire"
        anyLabel="Tous les tarifs"
        entries={rateRanges}
        value={state.rate}
        onChange={(rate) => onChange({ rate })}
      />
      <CatalogSelect
        label="Expérience"
        anyLabel="Toute expérience"
        entries={experienceLevels}
        value={state.experience}
        onChange={(experience) => onChange({ experience })}
      />
      <RadioGroup
        legend="Note minimale"
        name="minRating"
        anyLabel="Toutes les notes"
        choices={MIN_RATINGS.map((rating) => ({ value: rating, label: minRatingLabel(rating) }))}
        value={state.minRating}
        onChange={(minRating) => onChange({ minRating })}
      />
      <Fieldset legend="Disponibilité">
        <label className={optionClass}>
          <Checkbox checked={state.available} onChange={(event) => onChange({ available: event.target.checked })} />
          {AVAILABLE_NOW_LABEL}
        </label>
      </Fieldset>
      <CheckboxGroup
        legend="Langues"
        choices={languages?.map((language) => ({ value: language.label, label: language.label }))}
        values={state.languages}
        onChange={(values) => onChange({ languages: values })}
      />
    </>
  );
}

function MissionFilters({ state, onChange }: SearchFiltersProps) {
  return (
    <>
      <BudgetFilter state={state} onChange={onChange} />
      <CheckboxGroup
        legend="Type de contrat"
        choices={JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
        values={state.contracts}
        onChange={(contracts) => onChange({ contracts })}
      />
      <RadioGroup
        legend="Mode de travail"
        name="workMode"
        anyLabel="Tous les modes"
        choices={WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }))}
        value={state.workMode}
        onChange={(workMode) => onChange({ workMode })}
      />
      <RadioGroup
        legend="Date de publication"
        name="published"
        anyLabel="Toutes les dates"
        choices={PUBLISHED_WITHIN_VALUES.map((value) => ({ value, label: PUBLISHED_WITHIN_LABELS[value] }))}
        value={state.published}
        onChange={(published) => onChange({ published })}
      />
    </>
  );
}

/**
 * Specialities (any-of checkboxes), industry (one radio), location (anywhere, remote, or a city
 * and a radius), then the tab's own filters.
 */
export function SearchFilters(props: SearchFiltersProps): ReactNode {
  const { state, skills, sectors, onChange } = props;
  const filtersRef = useToggledBeforeHydration<HTMLDivElement>(state);
  return (
    <div ref={filtersRef} className="space-y-6">
      <CheckboxGroup
        legend="Spécialités"
        choices={skills?.map((skill) => ({ value: skill.id, label: skill.name }))}
        values={state.specialties}
        onChange={(specialties) => onChange({ specialties })}
      />

      <Fieldset legend="Secteur d'activité">
        {sectors ? (
          <div className="max-h-72 space-y-0.5 overflow-y-auto pr-1">
            <label className={optionClass}>
              <input
                type="radio"
                name="industry"
                className={radioClass}
                checked={!state.industry}
                onChange={() => onChange({ industry: undefined })}
              />
              {ALL_SECTORS_LABEL}
            </label>
            {sectors.map((sector) => (
              <label key={sector.id} className={optionClass}>
                <input
                  type="radio"
                  name="industry"
                  className={radioClass}
                  value={sector.name}
                  checked={state.industry === sector.name}
                  onChange={() => onChange({ industry: sector.name })}
                />
                {sector.name}
              </label>
            ))}
          </div>
        ) : (
          <LoadingOptions />
        )}
      </Fieldset>

      <LocationFilter state={state} onChange={onChange} optionClass={optionClass} radioClass={radioClass} />

      {state.type === 'managers' ? <ManagerFilters {...props} /> : <MissionFilters {...props} />}
    </div>
  );
}
