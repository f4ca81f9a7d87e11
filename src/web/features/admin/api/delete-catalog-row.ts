import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCatalogResource } from '#contracts/admin-catalog-terms';
import { apiDelete } from '#web/lib/api-client.ts';
import { refreshCatalog } from './save-catalog-row.ts';

/** Deletes a row; the server refuses (409, with how many profiles or missions) a row still in use. */
export const deleteCatalogRow = (resource: TCatalogResource, id: string) => apiDelete(`/api/admin/${resource}/${encodeURIComponent(id)}`);

export function useDeleteCatalogRow(resource: TCatalogResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCatalogRow(resource, id),
    onSettled: () => refreshCatalog(queryClient),
  });
}
