import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditTexts } from '#contracts/credits-terms';
import { checkoutMessages, CONTACT_PRODUCT, formatPrice, purposeUnlocks } from '#contracts/payments-terms';
import { browser } from '#web/lib/browser.ts';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { PaymentModal } from './payment-modal.tsx';

const missionId = '7c1e2f4a-0000-4000-8000-000000000001';
const price = formatPrice(CONTACT_PRODUCT.amountCents);
/** A text as Testing Library reads the page: its non-breaking spaces are plain ones. */
const asShown = (text: string) => text.replace(/\s+/g, ' ');

function renderModal(checkout: MockReply, purpose: 'application' | 'contact' = 'application', balanceCents = 0) {
  const fetchMock = mockApi({ 'POST /api/checkout': checkout, 'GET /api/me/credits': { body: { balanceCents, movements: [] } } });
  const onClose = vi.fn();
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  renderRoutes([
    {
      path: '/',
      element: <PaymentModal open onClose={onClose} purpose={purpose} targetId={missionId} targetLabel="Community manager Instagram" />,
    },
  ]);
  return { fetchMock, onClose, assign, user: userEvent.setup() };
}

describe('payment modal', () => {
  it('tells the price and what the payment unlocks before anything is charged', () => {
    const { fetchMock } = renderModal({ body: { url: '/checkout/simulator/cs_1' } });

    const dialog = screen.getByRole('dialog', { name: 'Postuler à cette mission' });
    expect(within(dialog).getByText('3,00 €')).toBeInTheDocument();
    expect(within(dialog).getByText(purposeUnlocks.application)).toBeInTheDocument();
    expect(within(dialog).getByText('Community manager Instagram')).toBeInTheDocument();
    expect(within(dialog).getByText(asShown(creditTexts.promise(CONTACT_PRODUCT.amountCents)))).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/checkout')).toEqual([]);
  });

  it('says a credit pays instead of a card when the member holds one (ADR 0054)', async () => {
    const { user, fetchMock } = renderModal({ body: { url: 'http://localhost/stripe/success?session_id=credit_1' } }, 'application', 300);
    expect(await screen.findByText(asShown(creditTexts.available(300)))).toBeInTheDocument();
    expect(screen.queryByText('Vous allez être redirigé vers la page de paiement sécurisée.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: creditTexts.payWithCredit }));
    expect(sentBodies(fetchMock, 'POST /api/checkout')).toHaveLength(1);
  });

  it('says what a contact unlocks', () => {
    renderModal({ body: { url: '/x' } }, 'contact');
    expect(screen.getByRole('dialog', { name: 'Contacter ce community manager' })).toHaveTextContent(purposeUnlocks.contact);
  });

  it('starts the checkout for this target and leaves for the checkout page', async () => {
    const { user, fetchMock, assign } = renderModal({ body: { url: 'http://localhost/checkout/simulator/cs_1' } });

    await user.click(screen.getByRole('button', { name: `Payer ${price}` }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/simulator/cs_1'));
    expect(sentBodies(fetchMock, 'POST /api/checkout')).toEqual([
      { priceId: CONTACT_PRODUCT.priceId, mode: 'payment', purpose: 'application', targetId: missionId },
    ]);
    expect(screen.getByRole('button', { name: 'Redirection...' })).toBeDisabled();
  });

  it("shows the server's reason as 'Erreur de paiement: …' and lets the user try again", async () => {
    const { user, assign } = renderModal({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: checkoutMessages.notLoggedIn } },
    });

    await user.click(screen.getByRole('button', { name: `Payer ${price}` }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Erreur de paiement: ${checkoutMessages.notLoggedIn}`);
    expect(screen.getByRole('button', { name: `Payer ${price}` })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("says 'No checkout URL received' when the answer has no url", async () => {
    const { user } = renderModal({ body: { url: '' } });
    await user.click(screen.getByRole('button', { name: `Payer ${price}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Erreur de paiement: ${checkoutMessages.noUrl}`);
  });

  it('closes with Escape and with Annuler', async () => {
    const { user, onClose } = renderModal({ body: { url: '/x' } });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
