import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDecideNoticeRequest } from '#contracts/notices';
import { apiPost } from '#web/lib/api-client.ts';
import { refreshAdminAndPublic } from './admin-keys.ts';

/** A decision on a notice: the action is applied, the author and the notifier are told. */
export const decideNotice = ({ noticeId, ...request }: TDecideNoticeRequest & { noticeId: string }) =>
  apiPost(`/api/admin/notices/${encodeURIComponent(noticeId)}/decision`, request);

export function useDecideNotice() {
  const queryClient = useQueryClient();
  // The queue, and what the action changed on the public side (a profile, a mission, a review).
  return useMutation({ mutationFn: decideNotice, onSettled: () => refreshAdminAndPublic(queryClient) });
}
