import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOrder } from '#contracts/payments';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { OrdersList } from './orders-list.tsx';

const order = (overrides: Partial<TOrder>): TOrder => ({
  id: '7c1e2f4a-0000-4000-8000-000000000010',
  createdAt: '2026-03-12T10:00:00.000Z',
  purpose: 'application',
  targetLabel: 'Stratégie LinkedIn',
  targetPath: '/jobs/7c1e2f4a-0000-4000-8000-000000000020',
  amountCents: 300,
  currency: 'eur',
  state: 'paid',
  paidWithCredit: false,
  documents: [],
  ...overrides,
});

describe("'Mes achats'", () => {
  it('tells an unlock paid with a credit from a card payment, so it never reads as a second charge', async () => {
    mockApi({
      'GET /api/me/orders': {
        body: {
          orders: [
            order({ id: '7c1e2f4a-0000-4000-8000-000000000011', targetLabel: 'Payée par le crédit', paidWithCredit: true }),
            order({ targetLabel: 'Payée par carte' }),
          ],
        },
      },
    });
    renderRoutes([{ path: '/', element: <OrdersList /> }]);
    const [, byCredit, byCard] = await screen.findAllByRole('row');
    expect(within(byCredit!).getByText('Payée par le crédit')).toBeInTheDocument();
    expect(byCredit).toHaveTextContent('Payé avec un crédit');
    expect(byCredit).toHaveTextContent(/3,00\s€ en crédit/);
    expect(byCard).toHaveTextContent(/^(?!.*crédit).*Payé.*3,00\s€/);
  });
});
