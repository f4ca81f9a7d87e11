import { useMutation } from '@tanstack/react-query';
import type { TSimulatorPaymentResponse } from '#contracts/payments';
import { apiPost } from '#web/lib/api-client.ts';
import { browser } from '#web/lib/browser.ts';

export type SimulatorCard = { cardNumber: string; expiry: string; cvc: string };

const sessionPath = (sessionId: string) => `/api/checkout/simulator/${encodeURIComponent(sessionId)}`;

/** The simulator confirms the payment on the server and answers where to go (/stripe/success…). */
export async function payWithSimulator(sessionId: string, card: SimulatorCard): Promise<string> {
  return (await apiPost<TSimulatorPaymentResponse>(`${sessionPath(sessionId)}/pay`, card)).redirectUrl;
}

export async function cancelSimulatorCheckout(sessionId: string): Promise<string> {
  return (await apiPost<TSimulatorPaymentResponse>(`${sessionPath(sessionId)}/cancel`, {})).redirectUrl;
}

/** Pays, then leaves for the success page (a full load, like coming back from Stripe). */
export function usePayWithSimulator(sessionId: string) {
  return useMutation({
    mutationFn: (card: SimulatorCard) => payWithSimulator(sessionId, card),
    onSuccess: (redirectUrl) => browser.assign(redirectUrl),
  });
}

export function useCancelSimulatorCheckout(sessionId: string) {
  return useMutation({
    mutationFn: () => cancelSimulatorCheckout(sessionId),
    onSuccess: (redirectUrl) => browser.assign(redirectUrl),
  });
}
