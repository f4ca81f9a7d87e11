import { useId, useState } from 'react';
import { REMOTE_LOCATION, SEARCH_RADII_KM, type TSearchRadius } from '#contracts/search-terms';
import { LazyLocationInput } from '#web/components/forms/lazy-location-input.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { TSearchState } from '../search-params.ts';

export const ALL_LOCATIONS_LABEL = 'Toutes les localisations';
export const CITY_LABEL = 'Autour d’une ville';
export const RADIUS_LABEL = 'Rayon';

type LocationPatch = Partial<Pick<TSearchState, 'location' | 'lat' | 'lon' | 'radius'>>;
type LocationFilterProps = { state: TSearchState; onChange: (patch: LocationPatch) => void; optionClass: string; radioClass: string };

const NO_PLACE: LocationPatch = { location: undefined, lat: undefined, lon: undefined };

/**
 * Anywhere, remote, or around any city of the location field's suggestions within the radius
 * the user picks. A city applies once a suggestion is chosen (it brings the centre); clearing
 * the field removes it.
 */
export function LocationFilter({ state, onChange, optionClass, radioClass }: LocationFilterProps) {
  const baseId = useId();
  const city = state.location && state.location !== REMOTE_LOCATION ? state.location : '';
  const [text, setText] = useState(city);
  const [shownCity, setShownCity] = useState(city);
  // Another search (Back, a removed chip, reset) shows its own city.
  if (shownCity !== city) {
    setShownCity(city);
    setText(city);
  }

  return (
    <Fieldset legend="Localisation">
      <div className="space-y-0.5">
        <label className={optionClass}>
          <input type="radio" name="location" className={radioClass} checked={!state.location} onChange={() => onChange(NO_PLACE)} />
          {ALL_LOCATIONS_LABEL}
        </label>
        <label className={optionClass}>
          <input
            type="radio"
            name="location"
            className={radioClass}
            checked={state.location === REMOTE_LOCATION}
            onChange={() => onChange({ ...NO_PLACE, location: REMOTE_LOCATION })}
          />
          {REMOTE_LOCATION}
        </label>
      </div>
      <div className="mt-3 space-y-2">
        <span id={`${baseId}-city`} className="block text-sm text-slate-700">
          {CITY_LABEL}
        </span>
        <LazyLocationInput
          aria-labelledby={`${baseId}-city`}
          value={text}
          onChange={(value) => {
            setText(value);
            if (value.trim() === '' && city) onChange(NO_PLACE);
          }}
          onPlaceChange={(place) => {
            if (place) onChange({ location: place.city, lat: place.latitude, lon: place.longitude });
          }}
        />
        <div className="flex items-center gap-2">
          <label htmlFor={`${baseId}-radius`} className="text-sm text-slate-700">
            {RADIUS_LABEL}
          </label>
          <Select
            id={`${baseId}-radius`}
            className="w-auto"
            value={state.radius}
            onChange={(event) => onChange({ radius: Number(event.target.value) as TSearchRadius })}
          >
            {SEARCH_RADII_KM.map((radius) => (
              <option key={radius} value={radius}>
                {radius} km
              </option>
            ))}
          </Select>
        </div>
      </div>
    </Fieldset>
  );
}
