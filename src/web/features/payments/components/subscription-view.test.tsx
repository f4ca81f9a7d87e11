import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUS_LABELS, subscriptionMessages } from '#contracts/payments-terms';
import { mockApi, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { SubscriptionView } from './subscription-view.tsx';

const periodEnd = '2025-04-15T12:00:00.000Z';
const subscription = (overrides: object = {}) => ({
  subscription: {
    status: 'active',
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    paymentMethodBrand: 'visa',
    paymentMethodLast4: '4242',
    priceId: 'price_pro',
    ...overrides,
  },
});

function renderView(reply: MockReply) {
  mockApi({ 'GET /api/me/subscription': reply });
  renderRoutes([{ path: '/', element: <SubscriptionView /> }]);
}

describe('subscription view', () => {
  it('shows the status label, the renewal date and the payment method', async () => {
    renderView({ body: subscription() });
    expect(await screen.findByText('Actif')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
    expect(screen.getByText(subscriptionMessages.renewsOn)).toBeInTheDocument();
    expect(screen.getByText('15/04/2025')).toBeInTheDocument();
    expect(screen.getByText('visa')).toBeInTheDocument();
    expect(screen.getByText('•••• 4242')).toBeInTheDocument();
  });

  it("says 'Prend fin le' when it is canceled at the period's end", async () => {
    renderView({ body: subscription({ cancelAtPeriodEnd: true }) });
    expect(await screen.findByText(subscriptionMessages.expiresOn)).toBeInTheDocument();
    expect(screen.queryByText(subscriptionMessages.renewsOn)).not.toBeInTheDocument();
  });

  it.each(Object.entries(SUBSCRIPTION_STATUS_LABELS))('labels %s as %s', async (status, label) => {
    renderView({ body: subscription({ status }) });
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('shows nothing when there is none (the purchases are listed instead)', async () => {
    const fetchMock = mockApi({ 'GET /api/me/subscription': { body: { subscription: null } } });
    renderRoutes([{ path: '/', element: <SubscriptionView /> }]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Abonnement' })).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(/subscription/i);
  });

  it('says so in French when loading fails', async () => {
    renderView({ status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(subscriptionMessages.error);
  });

  it('asks to sign in, in French, without a session', async () => {
    renderView({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: subscriptionMessages.notAuthenticated } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(subscriptionMessages.notAuthenticated);
  });
});
