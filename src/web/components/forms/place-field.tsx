import { useController, type Control, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { LocationInput } from './location-input.tsx';

/** The fields a form with a place has: the city's name and, once a suggestion is chosen, its coordinates. */
type PlaceValues = { location: string; latitude: number | null; longitude: number | null };

type PlaceFieldProps<T extends FieldValues & PlaceValues> = {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  label: string;
  hint?: string;
  error?: string;
};

/**
 * A form's `location` with suggestions: choosing one sets `latitude` and `longitude`, typing
 * clears them (typed text has no coordinates until a suggestion is chosen).
 */
export function PlaceField<T extends FieldValues & PlaceValues>({ control, setValue, label, hint, error }: PlaceFieldProps<T>) {
  // The three names exist on T by its constraint; react-hook-form cannot see it through the generic.
  const setPlaceValue = setValue as unknown as UseFormSetValue<PlaceValues>;
  const { field } = useController({ control: control as unknown as Control<PlaceValues>, name: 'location' });
  const setCoordinates = (latitude: number | null, longitude: number | null) => {
    setPlaceValue('latitude', latitude);
    setPlaceValue('longitude', longitude);
  };
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <LocationInput
          {...control}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(text) => {
            field.onChange(text);
            setCoordinates(null, null);
          }}
          onBlur={field.onBlur}
          onPlaceChange={(place) => setCoordinates(place?.latitude ?? null, place?.longitude ?? null)}
        />
      )}
    </FormField>
  );
}
