import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnswerComplaintRequest } from '#contracts/notices';
import { apiPost } from '#web/lib/api-client.ts';
import { refreshAdminAndPublic } from './admin-keys.ts';

/** A second admin's answer to a complaint (a reversed suspension is lifted). */
export const answerComplaint = ({ complaintId, ...request }: TAnswerComplaintRequest & { complaintId: string }) =>
  apiPost(`/api/admin/complaints/${encodeURIComponent(complaintId)}/answer`, request);

export function useAnswerComplaint() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerComplaint, onSettled: () => refreshAdminAndPublic(queryClient) });
}
