import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCatalogRequests } from '#contracts/admin-catalog';
import type { TCatalogResource } from '#contracts/admin-catalog-terms';
import { apiPatch, apiPost } from '#web/lib/api-client.ts';
import { refreshAdmin } from './admin-keys.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

type Saved = { id: string };

/** Creates a row (no id) or updates one. */
export function saveCatalogRow<R extends TCatalogResource>(resource: R, { id, data }: { id: string | null; data: TCatalogRequests[R] }) {
  return id ? apiPatch<Saved>(`/api/admin/${resource}/${encodeURIComponent(id)}`, data) : apiPost<Saved>(`/api/admin/${resource}`, data);
}

/**
 * After any write: the back-office lists (and the dashboard's activity), and the public
 * catalogue the product reads (registration, search filters, profile editing), so this
 * browser shows the change at once.
 */
export const refreshCatalog = (queryClient: QueryClient) =>
  Promise.all([
    // Every back-office query (the catalogue's lists are under it): the lists, the dashboard's activity.
    refreshAdmin(queryClient),
    queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
  ]);

export function useSaveCatalogRow<R extends TCatalogResource>(resource: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string | null; data: TCatalogRequests[R] }) => saveCatalogRow(resource, variables),
    onSettled: () => refreshCatalog(queryClient),
  });
}
