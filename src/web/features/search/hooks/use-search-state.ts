import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { parseSearchParams, toSearchParams, type TSearchState } from '../search-params.ts';

/** Typing waits this long before the address (and so the search) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Marks the history entries written while typing, so the field is not rewritten under the user's fingers. */
type TypingMark = { searchTyping: true };
const typingMark: TypingMark = { searchTyping: true };
const isTypingMark = (state: unknown): state is TypingMark => typeof state === 'object' && state !== null && 'searchTyping' in state;

type FilterChange = Partial<Omit<TSearchState, 'q'>> & { q?: string };

/**
 * The search page's state, kept in the address: typing replaces the current history entry
 * (debounced), any other change (tab, filter, chip, reset, page) pushes a new one, so Back
 * goes to the previous search.
 */
export function useSearchState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const state = useMemo(() => parseSearchParams(searchParams), [searchParams]);
  const [text, setTextValue] = useState(state.q);
  const [seenKey, setSeenKey] = useState(location.key);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isExternalChange = navigationType === 'POP' || !isTypingMark(location.state);

  // Another search was opened (Back, Forward, a filter, a chip, reset): the field shows its text.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (isExternalChange) setTextValue(state.q);
  }

  useEffect(() => {
    if (isExternalChange) clearTimeout(timerRef.current);
  }, [location.key, isExternalChange]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const setText = useCallback(
    (value: string) => {
      setTextValue(value);
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        setSearchParams((current) => toSearchParams({ ...parseSearchParams(current), q: value, page: 1 }), {
          replace: true,
          state: typingMark,
          preventScrollReset: true,
        });
      }, SEARCH_DEBOUNCE_MS);
    },
    [setSearchParams],
  );

  /** A new search from this one: the text typed so far goes along; the page goes back to 1 unless given. */
  const change = useCallback(
    (patch: FilterChange) => {
      clearTimeout(timerRef.current);
      setSearchParams(toSearchParams({ ...state, q: text, page: 1, ...patch }), { preventScrollReset: true });
    },
    [setSearchParams, state, text],
  );

  /** Clears the text and every filter, staying on the same tab and order. */
  const reset = useCallback(
    () => change({ ...parseSearchParams(new URLSearchParams()), type: state.type, sort: state.sort }),
    [change, state.type, state.sort],
  );

  return { state, text, setText, change, reset };
}
