import { useMutation } from '@tanstack/react-query';
import type { TContactRequest, TContactResponse } from '#contracts/contact';
import { apiPost } from '#web/lib/api-client.ts';

/** Stores the message and mails it to the team; resolves with the confirmation to show. */
export async function sendContactMessage(request: TContactRequest): Promise<string> {
  return (await apiPost<TContactResponse>('/api/contact', request)).message;
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
