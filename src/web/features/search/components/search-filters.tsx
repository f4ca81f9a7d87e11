import { SEARCH_LOCATION_NAMES, type TSearchLocation } from '#contracts/search-terms';
import type { TSector, TSkill } from '#contracts/catalog';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { TSearchState } from '../search-params.ts';

export const ALL_SECTORS_LABEL = 'Tous les secteurs';
export const ALL_LOCATIONS_LABEL = 'Toutes les localisations';

type SearchFiltersProps = {
  state: TSearchState;
  /** `undefined` while loading. */
  skills: TSkill[] | undefined;
  sectors: TSector[] | undefined;
  onChange: (patch: Partial<Pick<TSearchState, 'specialties' | 'industry' | 'location'>>) => void;
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

/** Specialities (any-of checkboxes), industry (one radio) and location (one radio). */
export function SearchFilters({ state, skills, sectors, onChange }: SearchFiltersProps) {
  function toggleSpecialty(id: string, checked: boolean) {
    const specialties = checked ? [...state.specialties, id] : state.specialties.filter((value) => value !== id);
    onChange({ specialties });
  }

  return (
    <div className="space-y-6">
      <Fieldset legend="Spécialités">
        {skills ? (
          <div className="max-h-72 space-y-0.5 overflow-y-auto pr-1">
            {skills.map((skill) => (
              <label key={skill.id} className={optionClass}>
                <Checkbox checked={state.specialties.includes(skill.id)} onChange={(event) => toggleSpecialty(skill.id, event.target.checked)} />
                {skill.name}
              </label>
            ))}
          </div>
        ) : (
          <LoadingOptions />
        )}
      </Fieldset>

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

      <Fieldset legend="Localisation">
        <div className="space-y-0.5">
          <label className={optionClass}>
            <input type="radio" name="location" className={radioClass} checked={!state.location} onChange={() => onChange({ location: undefined })} />
            {ALL_LOCATIONS_LABEL}
          </label>
          {SEARCH_LOCATION_NAMES.map((name: TSearchLocation) => (
            <label key={name} className={optionClass}>
              <input
                type="radio"
                name="location"
                className={radioClass}
                value={name}
                checked={state.location === name}
                onChange={() => onChange({ location: name })}
              />
              {name}
            </label>
          ))}
        </div>
      </Fieldset>
    </div>
  );
}
