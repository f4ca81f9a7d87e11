import type { ComponentProps } from 'react';
import { MapPin } from 'lucide-react';
import { Input } from '#web/components/ui/input.tsx';

type LocationInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * Where the user is, as a city name. A plain text field for now; place suggestions
 * (from /api/geo/search) will plug in here without changing the forms that use it.
 */
export function LocationInput({ value, onChange, placeholder = 'Entrez une ville', ...props }: LocationInputProps) {
  return (
    <div className="relative">
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <Input
        type="text"
        autoComplete="address-level2"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
        {...props}
      />
    </div>
  );
}
