import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCreditsResponse } from '#contracts/credits';
import { creditTexts } from '#contracts/credits-terms';
import { receiptPdfPath } from '#contracts/receipts';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { CreditsList } from './credits-list.tsx';

/** A text as Testing Library reads the page: its non-breaking spaces are plain ones. */
const asShown = (text: string) => text.replace(/\s+/g, ' ');

function renderList(credits: TCreditsResponse) {
  mockApi({ 'GET /api/me/credits': { body: credits } });
  renderRoutes([{ path: '/', element: <CreditsList /> }]);
}

describe("'Mes crédits'", () => {
  it('shows the balance, each credit earned with its reason and credit note, and each spent with its receipt', async () => {
    renderList({
      balanceCents: 0,
      movements: [
        {
          id: 'c1:spent',
          kind: 'spent',
          at: '2026-03-12T10:00:00.000Z',
          amountCents: 300,
          currency: 'eur',
          reason: null,
          item: 'Candidature à la mission « TikTok »',
          document: { id: '7c1e2f4a-0000-4000-8000-000000000002', kind: 'receipt', number: '2026-000002' },
        },
        {
          id: 'c1:earned',
          kind: 'earned',
          at: '2026-03-10T10:00:00.000Z',
          amountCents: 300,
          currency: 'eur',
          reason: 'not_opened',
          item: 'Candidature à la mission « Instagram »',
          document: { id: '7c1e2f4a-0000-4000-8000-000000000001', kind: 'credit_note', number: 'AV-2026-000001' },
        },
      ],
    });
    expect(await screen.findByText(asShown(creditTexts.balance(0)))).toBeInTheDocument();
    expect(screen.getByText('Candidature non ouverte sous 7 jours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avoir n° AV-2026-000001 (PDF)' })).toHaveAttribute(
      'href',
      receiptPdfPath('7c1e2f4a-0000-4000-8000-000000000001'),
    );
    expect(screen.getByRole('link', { name: 'Reçu n° 2026-000002 (PDF)' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(creditTexts.spent);
    expect(items[0]).toHaveTextContent(/−3,00/);
    expect(items[1]).toHaveTextContent(creditTexts.earned);
    expect(items[1]).toHaveTextContent(/\+3,00/);
  });

  it('says so when there is no credit yet, with no figure but the zero balance', async () => {
    renderList({ balanceCents: 0, movements: [] });
    expect(await screen.findByText(creditTexts.none)).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
