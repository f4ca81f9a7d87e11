import { useMutation } from '@tanstack/react-query';
import { ZNewsletterResponse } from '#contracts/contact';
import { apiPost } from '#web/lib/api-client.ts';

/** Subscribes an address; a second subscription is answered politely (`alreadySubscribed`). */
export async function subscribeNewsletter(email: string) {
  return apiPost('/api/newsletter', { email }, ZNewsletterResponse);
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
