import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages, formatPrice, SIMULATOR_CARDS } from '#contracts/payments-terms';
import { browser } from '#web/lib/browser.ts';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import CheckoutSimulatorRoute from './checkout-simulator.tsx';

const session = {
  sessionId: 'sim_123',
  state: 'pending',
  purpose: 'contact',
  amountCents: 300,
  currency: 'eur',
  productName: 'Achat contact',
  target: { id: people.otherManager.id, label: 'Léa Bernard', path: `/profile/${people.otherManager.id}` },
};

function renderSimulator() {
  const payReplies = [
    { status: 402, body: { error: { code: 'PAYMENT_REQUIRED', message: checkoutMessages.cardDeclined } } },
    { body: { redirectUrl: 'http://localhost/stripe/success?session_id=sim_123' } },
  ];
  const fetchMock = mockApi({
    'GET /api/me': meReply(people.company),
    'GET /api/checkout/sessions/sim_123': { body: session },
    'POST /api/checkout/simulator/sim_123/pay': () => payReplies.shift() ?? { status: 500 },
    'POST /api/checkout/simulator/sim_123/cancel': { body: { redirectUrl: 'http://localhost/stripe/cancel' } },
  });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  renderRoutes([{ path: '/checkout/simulator/:sessionId', Component: CheckoutSimulatorRoute }], '/checkout/simulator/sim_123');
  return { fetchMock, assign, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  const number = screen.getByLabelText('Numéro de carte');
  await user.clear(number);
  await user.type(number, cardNumber);
  const expiry = screen.getByLabelText('Date d’expiration (MM/AA)');
  await user.clear(expiry);
  await user.type(expiry, '1230');
  const cvc = screen.getByLabelText('Cryptogramme (CVC)');
  await user.clear(cvc);
  await user.type(cvc, '123');
  const name = screen.getByLabelText('Nom sur la carte');
  await user.clear(name);
  await user.type(name, 'Paul Dupont');
}

describe('checkout simulator page', () => {
  it('shows the product, the fr-FR amount and what it unlocks, with the test cards', async () => {
    renderSimulator();

    expect(await screen.findByText('Achat contact')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('3,00 €');
    expect(screen.getByText('Léa Bernard')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Payer ${formatPrice(300)}` })).toBeEnabled();
  });

  it('explains a declined card, lets the user retry, then leaves for the success page', async () => {
    const { user, fetchMock, assign } = renderSimulator();
    await screen.findByText('Achat contact');

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: `Payer ${formatPrice(300)}` }));

    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.cardDeclined);
    expect(assign).not.toHaveBeenCalled();

    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: `Payer ${formatPrice(300)}` }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/stripe/success?session_id=sim_123'));
    expect(screen.getByRole('button', { name: 'Paiement en cours...' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /api/checkout/simulator/sim_123/pay')).toEqual([
      { cardNumber: SIMULATOR_CARDS.declined, expiry: '12/30', cvc: '123' },
      { cardNumber: SIMULATOR_CARDS.success, expiry: '12/30', cvc: '123' },
    ]);
  });

  it('checks the card fields before paying', async () => {
    const { user, fetchMock } = renderSimulator();
    await screen.findByText('Achat contact');

    await user.click(screen.getByRole('button', { name: `Payer ${formatPrice(300)}` }));

    expect(await screen.findByText('Saisissez un numéro de carte valide.')).toBeInTheDocument();
    expect(screen.getByText('Date d’expiration invalide (MM/AA).')).toBeInTheDocument();
    expect(screen.getByText('Saisissez le nom figurant sur la carte.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/checkout/simulator/sim_123/pay')).toEqual([]);
  });

  it('formats the card number and the expiry as they are typed or pasted', async () => {
    const { user, fetchMock } = renderSimulator();
    await screen.findByText('Achat contact');
    const number = screen.getByLabelText('Numéro de carte');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = screen.getByLabelText('Date d’expiration (MM/AA)');
    await user.type(expiry, '0130');
    expect(expiry).toHaveValue('01/30');
    await user.clear(expiry);
    await user.click(expiry);
    await user.paste('0130');
    expect(expiry).toHaveValue('01/30');
    await user.type(screen.getByLabelText('Cryptogramme (CVC)'), '123');
    await user.type(screen.getByLabelText('Nom sur la carte'), 'Paul Dupont');
    await user.click(screen.getByRole('button', { name: `Payer ${formatPrice(300)}` }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/checkout/simulator/sim_123/pay')).toEqual([
        { cardNumber: SIMULATOR_CARDS.success, expiry: '01/30', cvc: '123' },
      ]),
    );
  });

  it('cancels and leaves for the cancel page', async () => {
    const { user, assign } = renderSimulator();
    await screen.findByText('Achat contact');

    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/stripe/cancel'));
  });
});
