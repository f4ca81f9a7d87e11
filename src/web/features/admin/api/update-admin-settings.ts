import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminSettings, TAdminSettingsRequest } from '#contracts/admin-settings';
import { apiPut } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { applySiteSettings } from '#web/lib/site.ts';
import { refreshAdmin } from './admin-keys.ts';

export function updateAdminSettings(settings: TAdminSettingsRequest): Promise<TAdminSettings> {
  return apiPut<TAdminSettings>('/api/admin/settings', settings);
}

/** Saves the settings; the header, tab title, page language and maintenance banner follow at once. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.admin.settings(), saved);
      applySiteSettings(saved);
      // The public site settings, the back-office (the dashboard's activity shows the change) and
      // the viewer (turning two-factor on sends an admin without an authenticator to enrol).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.site.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        refreshAdmin(queryClient),
      ]);
    },
  });
}
