import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { seenBy, ViewerProbe } from '#web/testing/viewer-probe.tsx';
import StripeSuccessRoute from './success.tsx';

const missionId = '7c1e2f4a-0000-4000-8000-000000000001';
const session = (state: string) => ({
  sessionId: 'cs_test_1',
  state,
  purpose: 'application',
  amountCents: 300,
  currency: 'eur',
  productName: 'Achat contact',
  target: { id: missionId, label: 'Animer notre Instagram', path: `/jobs/${missionId}` },
});

describe('payment success page', () => {
  it('shows the session id, waits for the confirmation, then links back to what was unlocked', async () => {
    const states = ['pending', 'paid'];
    mockApi({
      'GET /api/me': meReply(people.manager),
      'GET /api/checkout/sessions/cs_test_1': () => ({ body: session(states.length > 1 ? states.shift()! : states[0]!) }),
    });
    renderRoutes([{ path: '/stripe/success', Component: StripeSuccessRoute }], '/stripe/success?session_id=cs_test_1');

    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('cs_test_1')).toBeInTheDocument();
    expect(await screen.findByText(/Your payment is being confirmed/)).toBeInTheDocument();

    expect(await screen.findByText('You can now apply to:', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByText('Animer notre Instagram')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the mission' })).toHaveAttribute('href', `/jobs/${missionId}`);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
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
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(await screen.findByText(seenBy(people.manager.fullName))).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/me']);
  });
});
