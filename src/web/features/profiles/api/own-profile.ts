import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TAvatarResponse } from '#contracts/avatar';
import type { TOwnProfileData, TOwnProfileResponse } from '#contracts/own-profile';
import { apiDelete, apiGet, apiPatch, apiPostForm } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profiles.own(),
    queryFn: ({ signal }) => apiGet<TOwnProfileResponse>('/api/me/profile', signal),
  });

/** 'Mon Profil': the signed-in member's editable values. */
export const useOwnProfile = () => useQuery(ownProfileQueryOptions());

/** What shows the member elsewhere: every profile page (theirs included), the search results, the header. */
const refreshMemberViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all, predicate: (query) => query.queryKey[1] !== queryKeys.profiles.own()[1] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.search.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  ]);

/** Saves 'Mon Profil'; the member's other views refresh. */
export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TOwnProfileData) => apiPatch<TOwnProfileResponse>('/api/me/profile', data),
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.profiles.own(), answer);
      await refreshMemberViews(queryClient);
    },
  });
}

/** Sends a new profile photo (a file), or removes it (null); the member's views refresh. */
export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null): Promise<TAvatarResponse> => {
      if (!file) {
        await apiDelete('/api/me/avatar');
        return { avatarUrl: null };
      }
      const form = new FormData();
      form.append('avatar', file);
      return apiPostForm<TAvatarResponse>('/api/me/avatar', form);
    },
    onSuccess: async ({ avatarUrl }) => {
      queryClient.setQueryData<TOwnProfileResponse>(queryKeys.profiles.own(), (profile) => profile && { ...profile, avatarUrl });
      await refreshMemberViews(queryClient);
    },
  });
}
