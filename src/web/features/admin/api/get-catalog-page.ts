import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminPage } from '#contracts/admin';
import type { TCatalogRows } from '#contracts/admin-catalog';
import type { TCatalogResource } from '#contracts/admin-catalog-terms';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

type PagedResource = Exclude<TCatalogResource, 'skill-categories'>;

/** One page of a reference-data list: `query` is the URL's filters and page (useListParams' apiQuery). */
export function getCatalogPage<R extends PagedResource>(resource: R, query: string, signal?: AbortSignal) {
  return apiGet<TAdminPage<TCatalogRows[R]>>(`/api/admin/${resource}?${query}`, signal);
}

export const catalogPageQueryOptions = <R extends PagedResource>(resource: R, query: string) =>
  queryOptions({
    queryKey: queryKeys.admin.catalog.page(resource, query),
    queryFn: ({ signal }) => getCatalogPage(resource, query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCatalogPage = <R extends PagedResource>(resource: R, query: string) => useQuery(catalogPageQueryOptions(resource, query));
