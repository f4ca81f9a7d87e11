import { useContext, useEffect, useId, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { MapPin } from 'lucide-react';
import { mergeRefs } from 'react-aria/mergeRefs';
import { ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components/ComboBox';
import type { TLocationSuggestion } from '#contracts/geo';
import { GEO_MAX_SUGGESTIONS, GEO_MIN_QUERY_LENGTH, LOCATION_PLACEHOLDER } from '#contracts/geo-terms';
import { LOCATION_MAX_LENGTH } from '#contracts/accounts-terms';
import { AriaLocale } from '#web/components/ui/aria-locale.tsx';
import { controlStyles } from '#web/components/ui/input.tsx';
import { SpinnerIcon } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration.ts';
import { locationSearchErrorMessage, searchLocations } from '#web/lib/geo.ts';

/** Wait this long after the last keystroke before asking for suggestions. */
export const LOCATION_DEBOUNCE_MS = 200;

/** What a chosen suggestion tells the form. */
export type TChosenPlace = Pick<TLocationSuggestion, 'city' | 'latitude' | 'longitude'>;

type LocationInputProps = Pick<ComponentProps<'input'>, 'id' | 'name' | 'ref' | 'onBlur' | 'placeholder' | 'className'> & {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (its place), or the text was edited after one was (`null`). */
  onPlaceChange?: (place: TChosenPlace | null) => void;
  'aria-labelledby'?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The server already matched the text (accents, prefixes): every suggestion it sends is shown. */
const showEverySuggestion = () => true;

/**
 * Where the user is, as a city name, with suggestions from /api/geo/search (a React Aria combobox:
 * the arrow keys move, Enter or a click chooses, Escape or a click outside closes): from
 * 2 characters, at most 5; a new search aborts the previous one. Any text is accepted; only a
 * chosen suggestion brings coordinates.
 */
export function LocationInput({
  value,
  onChange,
  onPlaceChange,
  placeholder = LOCATION_PLACEHOLDER,
  className,
  id,
  name,
  ref,
  onBlur,
  'aria-labelledby': labelledBy,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: LocationInputProps) {
  const errorId = useId();
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const requestRef = useRef<AbortController | null>(null);
  const [suggestions, setSuggestions] = useState<TLocationSuggestion[]>([]);
  const [chosenId, setChosenId] = useState<Key | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function cancelPending() {
    clearTimeout(timerRef.current);
    requestRef.current?.abort();
    requestRef.current = null;
    setIsLoading(false);
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
      },
      (failure: unknown) => {
        // A newer keystroke (or leaving the page) aborted this search: nothing to say.
        if (controller.signal.aborted) return;
        requestRef.current = null;
        setIsLoading(false);
        setSuggestions([]);
        setError(locationSearchErrorMessage(failure));
      },
    );
  }

  function onTextChange(text: string) {
    if (text === value) return;
    onChange(text);
    if (chosenId !== null) {
      setChosenId(null);
      onPlaceChange?.(null);
    }
    cancelPending();
    setError(null);
    const query = text.trim();
    if (query.length < GEO_MIN_QUERY_LENGTH) {
      setSuggestions([]);
      return;
    }
    timerRef.current = setTimeout(() => search(query), LOCATION_DEBOUNCE_MS);
  }

  function choose(key: Key | null) {
    const suggestion = suggestions.find((candidate) => candidate.placeId === key);
    if (!suggestion) return;
    cancelPending();
    setChosenId(key);
    onChange(suggestion.city);
    onPlaceChange?.({ city: suggestion.city, latitude: suggestion.latitude, longitude: suggestion.longitude });
  }

  // The field is on screen (server-rendered) before this code arrives: what was typed meanwhile is searched.
  const typedRef = useTypedBeforeHydration<HTMLInputElement>(value, onTextChange);

  // Leaving the page stops any pending search.
  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      requestRef.current?.abort();
    },
    [],
  );

  return (
    <AriaLocale>
      <ComboBox
        id={id}
        inputValue={value}
        onInputChange={onTextChange}
        selectedKey={chosenId}
        onSelectionChange={choose}
        allowsCustomValue
        defaultFilter={showEverySuggestion}
        aria-labelledby={labelledBy}
        isInvalid={invalid}
        validationBehavior="aria"
        aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        className="relative"
      >
        <MapPin className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input
          ref={mergeRefs(ref, typedRef)}
          name={name}
          onBlur={onBlur}
          placeholder={placeholder}
          maxLength={LOCATION_MAX_LENGTH}
          className={cn(controlStyles, 'pr-9 pl-9', className)}
        />
        {isLoading && <SpinnerIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />}
        <OpenWhenSuggestionsArrive suggestions={suggestions} input={typedRef} />
        <Popover offset={4} className="max-h-64 w-(--trigger-width) overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200">
          <ListBox aria-label="Suggestions de localisation" className="outline-none">
            {suggestions.map((suggestion) => (
              <ListBoxItem
                key={suggestion.placeId}
                id={suggestion.placeId}
                textValue={suggestion.city}
                className="flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-700 outline-none data-focused:bg-indigo-50 data-focused:text-indigo-900"
              >
                <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span>
                  <span className="font-medium">{suggestion.city}</span>
                  <span className="text-slate-500">
                    {suggestion.label.startsWith(suggestion.city) ? suggestion.label.slice(suggestion.city.length) : ` — ${suggestion.label}`}
                  </span>
                </span>
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </AriaLocale>
  );
}

/**
 * React Aria opens the list when the text changes and the list is not empty; suggestions arrive
 * later (debounce, network), so their arrival opens it for a focused field, once React Aria has
 * built its list from them (the render after). The field's focus is read from the page: a field
 * focused before its code arrived never told React Aria.
 */
function OpenWhenSuggestionsArrive({ suggestions, input }: { suggestions: TLocationSuggestion[]; input: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  const openedFor = useRef(suggestions);
  useEffect(() => {
    const first = suggestions[0];
    if (!state || !first || openedFor.current === suggestions) return;
    if (!state.selectionManager.collection.getItem(first.placeId)) return;
    openedFor.current = suggestions;
    if (input.current === document.activeElement && !state.isOpen) state.open(null, 'input');
  });
  return null;
}
