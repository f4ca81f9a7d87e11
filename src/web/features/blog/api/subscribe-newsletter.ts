import { useMutation } from '@tanstack/react-query';
import type { TNewsletterResponse } from '#contracts/contact';
import { apiPost } from '#web/lib/api-client.ts';

/** Subscribes an address; a second subscription is answered politely (`alreadySubscribed`). */
export async function subscribeNewsletter(email: string) {
  return apiPost<TNewsletterResponse>('/api/newsletter', { email });
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
