import { lazy, Suspense, type ComponentProps } from 'react';
import { MapPin } from 'lucide-react';
import { LOCATION_PLACEHOLDER } from '#contracts/geo-terms';
import { LOCATION_MAX_LENGTH } from '#contracts/accounts-terms';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import type { LocationInput as LocationCombobox } from './location-input.tsx';

type Props = ComponentProps<typeof LocationCombobox>;

const LocationInput = lazy(async () => ({ default: (await import('./location-input.tsx')).LocationInput }));

/**
 * The location field of a visitor's page (registration): the combobox's code (React Aria, ~55 KB)
 * is not part of the page's first load. It starts loading with the form; until it arrives the
 * field is a text field that looks the same and keeps what is typed (without suggestions).
 */
export function LazyLocationInput(props: Props) {
  return (
    <Suspense fallback={<PlainLocationInput {...props} />}>
      <LocationInput {...props} />
    </Suspense>
  );
}

function PlainLocationInput({ value, onChange, onPlaceChange: _onPlaceChange, placeholder = LOCATION_PLACEHOLDER, className, ...props }: Props) {
  return (
    <div className="relative">
      <MapPin className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        type="text"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={LOCATION_MAX_LENGTH}
        className={cn('pr-9 pl-9', className)}
        {...props}
      />
    </div>
  );
}
