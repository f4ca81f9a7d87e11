import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBidsResponse, TComparedBid } from '#contracts/briefs';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { BidComparison } from './bid-comparison.tsx';

const missionId = '7c000000-0000-4000-8000-000000000001';
const NO_VOLUMES = { posts: null, stories: null, short_videos: null, moderation_hours: null };

function compared(n: number, fullName: string, overrides: Partial<TComparedBid> = {}): TComparedBid {
  return {
    applicationId: `9a000000-0000-4000-8000-00000000000${n}`,
    status: 'pending',
    createdAt: '2026-11-01T10:00:00.000Z',
    applicant: { id: `4c000000-0000-4000-8000-00000000000${n}`, fullName, avatarUrl: null },
    bid: null,
    applicantFacts: { averageRating: null, reviewCount: 0, experienceYears: null },
    ...overrides,
  };
}

const data: TBidsResponse = {
  mission: { id: missionId, title: 'Animer notre Instagram', volumes: { ...NO_VOLUMES, posts: 12, moderation_hours: 0 } },
  bids: [
    compared(1, 'Alice Roux', {
      bid: { amount: 1100, basis: 'monthly', months: null, earliestStart: '2027-01-04', volumes: { ...NO_VOLUMES, posts: 14 } },
      applicantFacts: { averageRating: 4.5, reviewCount: 3, experienceYears: 6 },
    }),
    compared(2, 'Bruno Petit', {
      bid: { amount: 2400, basis: 'total', months: null, earliestStart: '2026-12-15', volumes: { ...NO_VOLUMES, posts: 12 } },
      // A stored average without reviews is no rating.
      applicantFacts: { averageRating: 4, reviewCount: 0, experienceYears: null },
    }),
    compared(3, 'Chloé Martin'),
  ],
};

describe('the comparison of bids', () => {
  it('shows each bid side by side, the volumes asked for, ratings only with reviews and nothing nobody entered', () => {
    renderRoutes([{ path: '/', element: <BidComparison data={data} sort="price" /> }]);
    expect(screen.getByRole('columnheader', { name: 'Publications par mois (demandé : 12)' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Heures de modération/ })).not.toBeInTheDocument();
    const [, alice, bruno, chloe] = screen.getAllByRole('row');
    expect(
      within(alice!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1\u202f100 € / mois', '04/01/2027', '14', '4,5/5 (3 avis)', "6 ans d'expérience", 'En attente', 'PrésélectionnerAccepterRefuser']);
    expect(within(bruno!).getByText('2 400 € au total')).toBeInTheDocument();
    // A total sent without its duration gets no monthly figure (nobody gave one).
    expect(bruno).not.toHaveTextContent('/ mois');
    expect(within(bruno!).getByText('Nouveau')).toBeInTheDocument();
    expect(within(chloe!).getAllByText('Non précisé')).toHaveLength(4);
    expect(screen.getByRole('columnheader', { name: /Prix/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: /Démarrage/ })).toHaveAttribute('href', `/dashboard/missions/${missionId}/offres?sort=start`);
  });
});

describe('a total with its duration', () => {
  it('shows the months it covers and its monthly equivalent, rounded and marked as computed', () => {
    const withMonths: TBidsResponse = {
      ...data,
      bids: [compared(4, 'Diane Blanc', { bid: { amount: 2500, basis: 'total', months: 3, earliestStart: '2027-01-04', volumes: NO_VOLUMES } })],
    };
    renderRoutes([{ path: '/', element: <BidComparison data={withMonths} sort="price" /> }]);
    const [, diane] = screen.getAllByRole('row');
    expect(within(diane!).getByText('2 500 € au total sur 3 mois')).toBeInTheDocument();
    expect(within(diane!).getByText('soit ≈ 833 € / mois (calculé à partir du total et de la durée)')).toBeInTheDocument();
  });
});

describe('moving an applicant along the pipeline from the comparison', () => {
  it("shortlists a pending applicant through the pipeline's endpoint, and offers no step on an accepted one", async () => {
    const fetchMock = mockApi({
      [`PATCH /api/applications/${compared(1, '').applicationId}`]: { body: { application: {} } },
    });
    const accepted: TBidsResponse = { ...data, bids: [...data.bids, compared(5, 'Émile Garnier', { status: 'accepted' })] };
    renderRoutes([{ path: '/', element: <BidComparison data={accepted} sort="price" /> }]);
    const [, alice, , , emile] = screen.getAllByRole('row');
    await userEvent.click(within(alice!).getByRole('button', { name: 'Présélectionner' }));
    expect(sentBodies(fetchMock, `PATCH /api/applications/${compared(1, '').applicationId}`)).toEqual([{ status: 'shortlisted' }]);
    expect(within(emile!).queryByRole('button')).not.toBeInTheDocument();
  });
});
