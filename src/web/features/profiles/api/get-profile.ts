import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile, TProfileResponse } from '#contracts/profiles';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A public profile (community manager, company or individual); 404 when there is none. */
export async function getProfile(id: string, signal?: AbortSignal): Promise<TProfile> {
  return (await apiGet<TProfileResponse>(`/api/profiles/${encodeURIComponent(id)}`, signal)).profile;
}

export const profileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.profiles.detail(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  });

export const useProfile = (id: string) => useQuery(profileQueryOptions(id));
