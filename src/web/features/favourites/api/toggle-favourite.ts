import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFavouriteIdsResponse } from '#contracts/favourites';
import { favouriteMessages, type TFavouriteKind } from '#contracts/favourites-terms';
import { apiDelete, apiPut, errorMessageOf } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { toast } from '#web/lib/toast.tsx';

type Toggle = { kind: TFavouriteKind; id: string; keep: boolean };

const idsField = { managers: 'managerIds', missions: 'missionIds' } as const;

function withToggle(ids: TFavouriteIdsResponse, { kind, id, keep }: Toggle): TFavouriteIdsResponse {
  const field = idsField[kind];
  const others = ids[field].filter((value) => value !== id);
  return { ...ids, [field]: keep ? [id, ...others] : others };
}

/**
 * Adds or removes a favourite. Optimistic: every heart of that target turns at once; an error
 * puts the hearts back as they were and says why (the cap, a mission closed meanwhile).
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const key = queryKeys.favourites.ids();
  return useMutation({
    mutationFn: ({ kind, id, keep }: Toggle) => {
      const path = `/api/me/favourites/${kind}/${encodeURIComponent(id)}`;
      return keep ? apiPut<void>(path, undefined) : apiDelete(path);
    },
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TFavouriteIdsResponse>(key);
      if (previous) queryClient.setQueryData(key, withToggle(previous, toggle));
      return { previous };
    },
    onError: (error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(errorMessageOf(error, favouriteMessages.failed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all }),
  });
}
