import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type BlogFilters = { q: string; category: string };

/** The blog's search text and category live in the URL (`?q=&category=`): shareable, restored by Back. */
/** The filters an address asks for. */
export const blogFiltersOf = (searchParams: URLSearchParams): BlogFilters => ({
  q: (searchParams.get('q') ?? '').trim(),
  category: (searchParams.get('category') ?? '').trim(),
});

export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = blogFiltersOf(searchParams);

  /** Typing replaces the history entry; choosing a category adds one. */
  const setFilter = useCallback(
    (name: keyof BlogFilters, value: string, { replace = false } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const trimmed = value.trim();
          if (trimmed) next.set(name, trimmed);
          else next.delete(name);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('q');
          next.delete('category');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  return { filters, setFilter, clearFilters };
}
