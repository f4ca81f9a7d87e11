import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { seenBy, ViewerProbe } from '#web/testing/viewer-probe.tsx';
import StripeSuccessRoute from './success.tsx';

const missionId = '7c1e2f4a-0000-4000-8000-000000000001';
const managerId = '7c1e2f4a-0000-4000-8000-000000000002';
const session = (state: string, purpose = 'application') => ({
  sessionId: 'cs_test_1',
  state,
  purpose,
  amountCents: 300,
  currency: 'eur',
  productName: 'Achat contact',
  target:
    purpose === 'application'
      ? { id: missionId, label: 'Animer notre Instagram', path: `/jobs/${missionId}` }
      : { id: managerId, label: 'Camille Martin', path: `/profile/${managerId}` },
});

/** The page the buyer is sent back to, with the navigation state it was given. */
function Landing() {
  const { pathname, state } = useLocation();
  return <p>{`Arrivé sur ${pathname} après le paiement de ${(state as { paidFor?: string } | null)?.paidFor ?? 'rien'}`}</p>;
}

const routes = [
  { path: '/stripe/success', Component: StripeSuccessRoute },
  { path: '/jobs/:id', Component: Landing },
  { path: '/profile/:id', Component: Landing },
];

describe('payment success page', () => {
  it('says in French that the payment is being confirmed, then sends the buyer to the application form of the mission', async () => {
    const states = ['pending', 'paid'];
    mockApi({
      'GET /api/me': meReply(people.manager),
      'GET /api/checkout/sessions/cs_test_1': () => ({ body: session(states.length > 1 ? states.shift()! : states[0]!) }),
    });
    renderRoutes(routes, '/stripe/success?session_id=cs_test_1');

    expect(screen.getByRole('heading', { name: 'Paiement réussi' })).toBeInTheDocument();
    expect(screen.getByText('cs_test_1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes achats' })).toHaveAttribute('href', '/dashboard?tab=subscription');
    expect(await screen.findByText(/Votre paiement est en cours de confirmation/)).toBeInTheDocument();

    expect(await screen.findByText(`Arrivé sur /jobs/${missionId} après le paiement de application`, {}, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('sends a client who paid to contact a community manager to the message form', async () => {
    mockApi({
      'GET /api/me': meReply(people.company),
      'GET /api/checkout/sessions/cs_test_1': { body: session('paid', 'contact') },
    });
    renderRoutes(routes, '/stripe/success?session_id=cs_test_1');
    expect(await screen.findByText(`Arrivé sur /profile/${managerId} après le paiement de contact`)).toBeInTheDocument();
  });

  it('says in French that a refunded payment unlocked nothing', async () => {
    mockApi({
      'GET /api/me': meReply(people.manager),
      'GET /api/checkout/sessions/cs_test_1': { body: session('refunded') },
    });
    renderRoutes(routes, '/stripe/success?session_id=cs_test_1');
    expect(await screen.findByText('Ce paiement a été remboursé.')).toBeInTheDocument();
  });

  it('says the server’s French message for a payment reference it does not know', async () => {
    mockApi({
      'GET /api/me': meReply(people.manager),
      'GET /api/checkout/sessions/cs_test_x': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Session de paiement introuvable.' } },
      },
    });
    renderRoutes(routes, '/stripe/success?session_id=cs_test_x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Session de paiement introuvable.');
  });

  it('asks nothing without a session id', async () => {
    const fetchMock = mockApi({ 'GET /api/me': meReply(people.manager) });
    renderRoutes(
      [
        {
          path: '/stripe/success',
          element: (
            <>
              <StripeSuccessRoute />
              <ViewerProbe />
            </>
          ),
        },
      ],
      '/stripe/success',
    );
    expect(screen.getByRole('heading', { name: 'Paiement réussi' })).toBeInTheDocument();
    expect(await screen.findByText(seenBy(people.manager.fullName))).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/me']);
  });
});
