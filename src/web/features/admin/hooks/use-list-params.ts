import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A back-office list's search, filters and page, kept in the URL: a reload or a shared link shows
 * the same rows. `defaults` names the list's parameters and their value when absent (absent
 * parameters are left out of the URL). Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];

  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? defaults[key]])) as Record<K, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys and defaults are the list's constants
    [searchParams],
  );
  const rawPage = Number(searchParams.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const setValues = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string][]) {
            if (value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, defaults],
  );

  const setPage = useCallback(
    (nextPage: number, options?: { replace: boolean }) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      }, options),
    [setSearchParams],
  );

  /** The API query string: the non-default values and the page. */
  const apiQuery = useMemo(() => {
    const query = new URLSearchParams();
    for (const key of keys) if (values[key] !== '' && values[key] !== defaults[key]) query.set(key, values[key]);
    query.set('page', String(page));
    return query.toString();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys and defaults are the list's constants
  }, [values, page]);

  return { values, page, setValues, setPage, apiQuery };
}
