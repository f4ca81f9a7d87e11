import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTransparencyReport } from '#contracts/notices';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The 'Rapport de transparence': per half-year, computed by the server from the notices' records. */
export const getTransparencyReport = (signal?: AbortSignal) => apiGet<TTransparencyReport>('/api/transparency', signal);

export const transparencyReportQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notices.transparency(), queryFn: ({ signal }) => getTransparencyReport(signal) });

export const useTransparencyReport = () => useQuery(transparencyReportQueryOptions());
