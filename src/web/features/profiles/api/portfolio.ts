import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPortfolioItem, TPortfolioItemRequest, TPortfolioResponse } from '#contracts/portfolio';
import { apiDelete, apiGet, apiPatch, apiPost, apiPostForm } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const portfolioQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profiles.portfolio(),
    queryFn: ({ signal }) => apiGet<TPortfolioResponse>('/api/me/portfolio', signal),
  });

/** The signed-in community manager's work samples. */
export const usePortfolio = () => useQuery(portfolioQueryOptions());

/** The portfolio, the public profile and the first steps all show it. */
const refreshPortfolioViews = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all });

/** A sample as the form sends it: a new one (no id) or a change; `image` null keeps the current one. */
export type TPortfolioItemDraft = TPortfolioItemRequest & { id?: string; image: File | null };

/** Adds or changes a sample, then sends its image (as the profile photo is sent: a file on its own). */
export function useSavePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, image, ...fields }: TPortfolioItemDraft): Promise<TPortfolioItem> => {
      const { item } = id
        ? await apiPatch<{ item: TPortfolioItem }>(`/api/me/portfolio/${id}`, fields)
        : await apiPost<{ item: TPortfolioItem }>('/api/me/portfolio', fields);
      if (!image) return item;
      const form = new FormData();
      form.append('image', image);
      try {
        return (await apiPostForm<{ item: TPortfolioItem }>(`/api/me/portfolio/${item.id}/image`, form)).item;
      } finally {
        // The sample is saved even when its image was refused: the list shows it either way.
        await refreshPortfolioViews(queryClient);
      }
    },
    onSuccess: () => refreshPortfolioViews(queryClient),
  });
}

export function useRemovePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/me/portfolio/${id}`),
    onSuccess: () => refreshPortfolioViews(queryClient),
  });
}
