import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPendingReview } from '#contracts/reviews';
import { reviewMessages } from '#contracts/reviews-terms';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { PendingReviews } from './pending-reviews.tsx';

const applicationId = '9a000000-0000-4000-8000-000000000001';
const toWrite: TPendingReview = {
  applicationId,
  job: {
    id: '7c1e2f4a-0000-4000-8000-000000000001',
    title: 'Animer notre Instagram',
  },
  counterpart: {
    id: '0b0f4a43-8d8e-4c7a-9a44-000000000001',
    fullName: 'Boulangerie Dupont',
    avatarUrl: null,
  },
  ownReview: null,
  otherWrote: true,
};

function renderPending(reviews: TPendingReview[]) {
  let current = reviews;
  const fetchMock = mockApi({
    'GET /api/me/reviews/pending': () => ({ body: { reviews: current } }),
    [`POST /api/applications/${applicationId}/review`]: (body) => {
      const { rating, comment } = body as { rating: number; comment: string };
      const review = {
        id: '5e000000-0000-4000-8000-000000000001',
        rating,
        comment,
        createdAt: '2026-11-20T10:00:00.000Z',
        publishedAt: null,
      };
      current = [{ ...toWrite, ownReview: review }];
      return { status: 201, body: { review } };
    },
  });
  renderRoutes([{ path: '/', element: <PendingReviews /> }]);
  return { fetchMock, user: userEvent.setup() };
}

describe('reviews to write', () => {
  it('shows nothing when there is nothing to review', async () => {
    const { fetchMock } = renderPending([]);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(screen.queryByText('Avis à laisser')).not.toBeInTheDocument();
  });

  it('teases the other side’s review, requires stars and a 10-character comment, then shows the waiting state', async () => {
    const { fetchMock, user } = renderPending([toWrite]);
    expect(await screen.findByText(reviewMessages.teaser('Boulangerie Dupont'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Laisser un avis' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Laisser un avis à Boulangerie Dupont',
    });

    await user.type(within(dialog).getByLabelText('Commentaire'), 'Court');
    await user.click(within(dialog).getByRole('button', { name: 'Publier mon avis' }));
    expect(await within(dialog).findByText(reviewMessages.ratingRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(reviewMessages.commentTooShort)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/applications/${applicationId}/review`)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '4 sur 5 : Très bien' }));
    await user.type(within(dialog).getByLabelText('Commentaire'), ' mais très efficace.');
    await user.click(within(dialog).getByRole('button', { name: 'Publier mon avis' }));
    expect(await screen.findByText(reviewMessages.waiting('Boulangerie Dupont'))).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/applications/${applicationId}/review`)).toEqual([{ rating: 4, comment: 'Court mais très efficace.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Laisser un avis' })).not.toBeInTheDocument();
  });
});
