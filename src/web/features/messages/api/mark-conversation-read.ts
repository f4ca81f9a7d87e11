import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMarkConversationReadResponse } from '#contracts/messages';
import { apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Marks the partner's messages to me read, with their notification. */
export function markConversationRead(partnerId: string): Promise<TMarkConversationReadResponse> {
  return apiPost<TMarkConversationReadResponse>(`/api/messages/with/${encodeURIComponent(partnerId)}/read`, {});
}

/**
 * Marks a conversation read; the thread's read flags, the conversation list, the unread
 * badges and the notifications are refreshed (the live `messages_read` event does it for
 * the other tabs).
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_result, partnerId) => {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.messages.thread(partnerId),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.messages.conversations(),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.messages.unreadCount(),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.notifications.all,
      });
    },
  });
}
