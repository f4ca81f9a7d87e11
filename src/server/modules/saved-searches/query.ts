import { PAGE_QUERY_PARAMS, routePatterns } from '#contracts/paths';
import type { TMissionSearchQuery } from '#contracts/search';
import { SEARCH_TYPES, type TSearchType } from '#contracts/search-terms';
import { parseManagerSearch, parseMissionSearch } from '#server/modules/search/index';

/** The search page's parameters a saved search keeps: all it reads from its address but the page number. */
const KEPT = (PAGE_QUERY_PARAMS[routePatterns.search] ?? []).filter((name) => name !== 'page');
/** The page's name of a parameter the API spells otherwise, and back. */
const PAGE_NAMES: Record<string, string> = { specialties: 'specialty' };

export type SavedQuery = { type: TSearchType; query: string };

/**
 * The search page's query string as a saved search keeps it: its own parameters only, in one
 * order, without empty values, duplicates or the page number, so two addresses of the same search
 * read the same. Null when the filters are not a search the page could show.
 */
export function normaliseSearchQuery(raw: string): SavedQuery | null {
  const given = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const normalised = new URLSearchParams();
  for (const name of KEPT) {
    const pageName = PAGE_NAMES[name] ?? name;
    for (const value of given.getAll(name).map((item) => item.trim())) {
      if (value && !normalised.getAll(pageName).includes(value)) normalised.append(pageName, value);
    }
  }
  const requested = normalised.get('type');
  const type = SEARCH_TYPES.find((value) => value === requested) ?? 'managers';
  normalised.set('type', type);
  normalised.sort();
  const query = normalised.toString();
  return isSearchOf(type, query) ? { type, query } : null;
}

/** A parse of the page's address, or null where it throws (a value the page could not show). */
function parsedOrNull<T>(parse: (query: string) => T, query: string): T | null {
  try {
    return parse(query);
  } catch {
    return null;
  }
}

/** Whether the page's tab of that type reads the query as a search it can show. */
function isSearchOf(type: TSearchType, query: string): boolean {
  return (type === 'jobs' ? parsedOrNull(parseMissionSearch, query) : parsedOrNull(parseManagerSearch, query)) !== null;
}

/**
 * The filters the search page applies for a stored query string, read by the search module's own
 * parse of the page's address (so any filter the page knows applies to alerts). Null when invalid.
 */
export function searchQueryOf(query: string): TMissionSearchQuery | null {
  return parsedOrNull(parseMissionSearch, query);
}
