import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFavouriteIdsResponse, TFavouritesResponse } from '#contracts/favourites';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The ids of what the viewer keeps: what every heart on a page reads (one request for all of them). */
export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.favourites.ids(),
    queryFn: ({ signal }) => apiGet<TFavouriteIdsResponse>('/api/me/favourites/ids', signal),
    staleTime: 60_000,
  });
export const useFavouriteIds = () => useQuery(favouriteIdsQueryOptions());

/** The 'Favoris' tab: each favourite with what became of it. */
export const useFavourites = () =>
  useQuery({
    queryKey: queryKeys.favourites.list(),
    queryFn: ({ signal }) => apiGet<TFavouritesResponse>('/api/me/favourites', signal),
  });
