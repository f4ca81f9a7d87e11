import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSettings } from '#contracts/admin-settings';
import { apiGet } from '#web/lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export const adminSettingsQueryKey = [...adminKey, 'settings'] as const;

export async function getAdminSettings(signal?: AbortSignal): Promise<TAdminSettings> {
  return apiGet<TAdminSettings>('/api/admin/settings', signal);
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings(signal),
  });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
