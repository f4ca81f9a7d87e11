import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPortfolioItem, TPortfolioItemRequest, TPortfolioResponse } from '#contracts/portfolio';
import { apiDelete, apiGet, apiPost, apiPostForm } from '#web/lib/api-client.ts';
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

export type TNewPortfolioItem = TPortfolioItemRequest & { image: File | null };

/** Adds a sample, then sends its image (as the profile photo is sent: a file on its own). */
export function useAddPortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ image, ...fields }: TNewPortfolioItem): Promise<TPortfolioItem> => {
      const { item } = await apiPost<{ item: TPortfolioItem }>('/api/me/portfolio', fields);
      if (!image) return item;
      const form = new FormData();
      form.append('image', image);
      try {
        return (await apiPostForm<{ item: TPortfolioItem }>(`/api/me/portfolio/${item.id}/image`, form)).item;
      } finally {
        // The sample exists even when its image was refused: the list shows it either way.
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
