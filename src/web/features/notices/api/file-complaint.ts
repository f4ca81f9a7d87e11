import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFileComplaintRequest } from '#contracts/notices';
import { apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** 'Contester la décision': the author's complaint, answered by another admin. */
export const fileComplaint = (token: string, request: TFileComplaintRequest) =>
  apiPost<{ message: string }>(`/api/decisions/${encodeURIComponent(token)}/complaint`, request);

export function useFileComplaint(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TFileComplaintRequest) => fileComplaint(token, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notices.decision(token) }),
  });
}
