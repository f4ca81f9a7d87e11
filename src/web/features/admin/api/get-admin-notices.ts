import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminNotice } from '#contracts/notices';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** 'queue': the notices to decide and complaints to answer, oldest first; 'decided': 'Traités', the latest decisions first. */
type NoticesView = 'queue' | 'decided';

/** The admin's notices, of one view. */
export const getAdminNotices = async (view: NoticesView, signal?: AbortSignal): Promise<TAdminNotice[]> =>
  (await apiGet<{ items: TAdminNotice[] }>(`/api/admin/notices?view=${view}`, signal)).items;

export const adminNoticesQueryOptions = (view: NoticesView) =>
  queryOptions({ queryKey: queryKeys.admin.notices(view), queryFn: ({ signal }) => getAdminNotices(view, signal) });

export const useAdminNotices = (view: NoticesView) => useQuery(adminNoticesQueryOptions(view));
