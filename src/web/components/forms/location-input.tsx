import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { MapPin } from 'lucide-react';
import type { TLocationSuggestion } from '#contracts/geo';
import { GEO_MAX_SUGGESTIONS, GEO_MIN_QUERY_LENGTH } from '#contracts/geo-terms';
import { LOCATION_MAX_LENGTH } from '#contracts/accounts-terms';
import { Input } from '#web/components/ui/input.tsx';
import { SpinnerIcon } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { locationSearchErrorMessage, searchLocations } from '#web/lib/geo.ts';

/** Wait this long after the last keystroke before asking for suggestions. */
export const LOCATION_DEBOUNCE_MS = 200;

/** What a chosen suggestion tells the form. */
export type TChosenPlace = Pick<TLocationSuggestion, 'city' | 'latitude' | 'longitude'>;

type LocationInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'role'> & {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (its place), or the text was edited after one was (`null`). */
  onPlaceChange?: (place: TChosenPlace | null) => void;
};

/**
 * Where the user is, as a city name, with suggestions from /api/geo/search (WAI-ARIA combobox):
 * from 2 characters, at most 5; a new search aborts the previous one; arrow keys and Enter choose,
 * Escape or a click outside closes the list.
 */
export function LocationInput({
  value,
  onChange,
  onPlaceChange,
  placeholder = 'Entrez une ville',
  className,
  onKeyDown,
  'aria-describedby': describedBy,
  ...props
}: LocationInputProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const containerRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const requestRef = useRef<AbortController | null>(null);
  const hasPlaceRef = useRef(false);
  const [suggestions, setSuggestions] = useState<TLocationSuggestion[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function cancelPending() {
    clearTimeout(timerRef.current);
    requestRef.current?.abort();
    requestRef.current = null;
    setIsLoading(false);
  }

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function search(query: string) {
    const controller = new AbortController();
    requestRef.current = controller;
    setIsLoading(true);
    searchLocations(query, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        requestRef.current = null;
        setIsLoading(false);
        setError(null);
        setSuggestions(found.slice(0, GEO_MAX_SUGGESTIONS));
        setActiveIndex(-1);
        setIsOpen(found.length > 0);
      },
      (failure: unknown) => {
        // A newer keystroke (or leaving the page) aborted this search: nothing to say.
        if (controller.signal.aborted) return;
        requestRef.current = null;
        setIsLoading(false);
        setSuggestions([]);
        close();
        setError(locationSearchErrorMessage(failure));
      },
    );
  }

  function onTextChange(text: string) {
    onChange(text);
    if (hasPlaceRef.current) {
      hasPlaceRef.current = false;
      onPlaceChange?.(null);
    }
    cancelPending();
    setError(null);
    const query = text.trim();
    if (query.length < GEO_MIN_QUERY_LENGTH) {
      setSuggestions([]);
      close();
      return;
    }
    timerRef.current = setTimeout(() => search(query), LOCATION_DEBOUNCE_MS);
  }

  function choose(suggestion: TLocationSuggestion) {
    cancelPending();
    onChange(suggestion.city);
    hasPlaceRef.current = true;
    onPlaceChange?.({ city: suggestion.city, latitude: suggestion.latitude, longitude: suggestion.longitude });
    close();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!isOpen) {
          setIsOpen(true);
          setActiveIndex(step === 1 ? 0 : count - 1);
          return;
        }
        setActiveIndex((index) => (index < 0 && step === -1 ? count - 1 : (index + step + count) % count));
        return;
      }
      case 'Enter': {
        const suggestion = isOpen ? suggestions[activeIndex] : undefined;
        if (!suggestion) return;
        event.preventDefault();
        choose(suggestion);
        return;
      }
      case 'Escape':
        if (!isOpen) return;
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
    }
  }

  // A click anywhere outside the field and its list closes the list.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        setIsOpen(false);
        setActiveIndex(-1);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [isOpen]);

  // Leaving the page stops any pending search.
  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      requestRef.current?.abort();
    },
    [],
  );

  const activeId = isOpen && activeIndex >= 0 ? `${baseId}-option-${activeIndex}` : undefined;
  const describedByIds = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div ref={containerRef} className="relative">
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <Input
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        aria-describedby={describedByIds}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onInputKeyDown}
        className={cn('pr-9 pl-9', className)}
        maxLength={LOCATION_MAX_LENGTH}
        {...props}
      />
      {isLoading && (
        <SpinnerIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
      )}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suggestions de localisation"
        hidden={!isOpen}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
      >
        {suggestions.map((suggestion, index) => (
          // Keyboard selection happens on the combobox input (aria-activedescendant), as the pattern says.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.placeId}
            id={`${baseId}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keep the focus in the field while clicking.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseEnter={() => setActiveIndex(index)}
            className={cn(
              'flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-700',
              index === activeIndex && 'bg-indigo-50 text-indigo-900',
            )}
          >
            <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>
              <span className="font-medium">{suggestion.city}</span>
              <span className="text-slate-500">
                {suggestion.label.startsWith(suggestion.city)
                  ? suggestion.label.slice(suggestion.city.length)
                  : ` — ${suggestion.label}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {isOpen ? `${suggestions.length} suggestion${suggestions.length > 1 ? 's' : ''} disponible${suggestions.length > 1 ? 's' : ''}` : ''}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
