import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminNotice } from '#contracts/notices';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The moderation's one queue: notices to decide and complaints to answer, oldest first. */
export const getAdminNotices = async (signal?: AbortSignal): Promise<TAdminNotice[]> =>
  (await apiGet<{ items: TAdminNotice[] }>('/api/admin/notices', signal)).items;

export const adminNoticesQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.notices(), queryFn: ({ signal }) => getAdminNotices(signal) });

export const useAdminNotices = () => useQuery(adminNoticesQueryOptions());
