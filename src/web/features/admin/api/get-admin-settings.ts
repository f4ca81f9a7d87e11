import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSettings } from '#contracts/admin-settings';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function getAdminSettings(signal?: AbortSignal): Promise<TAdminSettings> {
  return apiGet<TAdminSettings>('/api/admin/settings', signal);
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.settings(),
    queryFn: ({ signal }) => getAdminSettings(signal),
  });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
