import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckoutRequest, TCheckoutResponse } from '#contracts/payments';
import { checkoutMessages, CONTACT_PRODUCT, type TPurchasePurpose } from '#contracts/payments-terms';
import { ApiError, apiPost } from '#web/lib/api-client.ts';
import { browser } from '#web/lib/browser.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** POST /api/checkout: where to send the user to pay (our simulator page, or Stripe). */
export async function createCheckout(request: TCheckoutRequest): Promise<string> {
  const { url } = await apiPost<TCheckoutResponse>('/api/checkout', request);
  if (!url) throw new Error(checkoutMessages.noUrl);
  return url;
}

/** The reason shown after 'Erreur de paiement: ' (spec §8 Checkout). */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // An answer without our error body (a proxy's 502…): the spec's generic text.
    return error.code === 'INTERNAL_ERROR' && !error.isNetworkError ? checkoutMessages.failed : error.message;
  }
  if (error instanceof Error && error.message === checkoutMessages.noUrl) return checkoutMessages.noUrl;
  return checkoutMessages.unexpected;
}

/**
 * Starts the checkout of the one-off product for `purpose` and `targetId`, then leaves for the
 * checkout page. When the server refuses because access is already unlocked (409), what
 * depends on it is refreshed so the screen catches up.
 */
export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, targetId }: { purpose: TPurchasePurpose; targetId: string }) =>
      createCheckout({ priceId: CONTACT_PRODUCT.priceId, mode: CONTACT_PRODUCT.mode, purpose, targetId }),
    onSuccess: (url) => browser.assign(url),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        for (const queryKey of [queryKeys.payments.all, queryKeys.applications.all, queryKeys.messages.all]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }
    },
  });
}
