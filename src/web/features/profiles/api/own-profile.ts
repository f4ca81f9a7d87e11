import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOwnProfileData, TOwnProfileResponse } from '#contracts/own-profile';
import { apiGet, apiPatch } from '#web/lib/api-client.ts';
import { sessionQueryOptions } from '#web/lib/auth.tsx';

const OWN_PROFILE_KEY = ['profiles', 'own'] as const;

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: OWN_PROFILE_KEY,
    queryFn: ({ signal }) => apiGet<TOwnProfileResponse>('/api/me/profile', signal),
  });

/** 'Mon Profil': the signed-in member's editable values. */
export const useOwnProfile = () => useQuery(ownProfileQueryOptions());

/**
 * Saves 'Mon Profil'. What shows the member elsewhere refreshes: every profile page (theirs
 * included), the search results, the header's name.
 */
export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TOwnProfileData) => apiPatch<TOwnProfileResponse>('/api/me/profile', data),
    onSuccess: async (answer) => {
      queryClient.setQueryData(OWN_PROFILE_KEY, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profiles'], predicate: (query) => query.queryKey[1] !== 'own' }),
        queryClient.invalidateQueries({ queryKey: ['search'] }),
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
      ]);
    },
  });
}
