import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage, TSendMessageRequest, TSendMessageResponse } from '#contracts/messages';
import { apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function sendMessage(request: TSendMessageRequest): Promise<TMessage> {
  return (await apiPost<TSendMessageResponse>('/api/messages', request)).message;
}

/** Sends a message (already trimmed by the caller's schema); the thread and conversations are refreshed. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // Not awaited: the send box is free again as soon as the server has the message.
    onSuccess: (_message, { receiverId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.thread(receiverId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations() });
    },
  });
}
