import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api-client.ts';
import { refreshAdmin } from './admin-keys.ts';

/** 'Supprimer': the message's text is removed; the members' conversation shows the removal. */
export function removeMessage(messageId: string): Promise<void> {
  return apiDelete(`/api/admin/messages/${encodeURIComponent(messageId)}`);
}

export function useRemoveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMessage,
    // The list, its counters and the dashboard's.
    onSettled: () => refreshAdmin(queryClient),
  });
}
