import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPendingReview } from '#contracts/reviews';
import { reviewMessages } from '#contracts/reviews-terms';
import { Toaster } from '#web/lib/toast.tsx';
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

/**
 * The reviews to write, and the answer to writing one. `published`: the other side wrote theirs, so
 * the review is published at once and the collaboration leaves the list, which the live event
 * refreshes while the answer is still on its way.
 */
function renderPending(reviews: TPendingReview[], { published = false } = {}) {
  let current = reviews;
  const rendered: { queryClient?: QueryClient } = {};
  const fetchMock = mockApi({
    'GET /api/me/reviews/pending': () => ({ body: { reviews: current } }),
    [`POST /api/applications/${applicationId}/review`]: async (body) => {
      const { rating, comment } = body as { rating: number; comment: string };
      const review = {
        id: '5e000000-0000-4000-8000-000000000001',
        rating,
        comment,
        createdAt: '2026-11-20T10:00:00.000Z',
        publishedAt: published ? '2026-11-20T10:00:00.000Z' : null,
      };
      current = published ? [] : [{ ...toWrite, ownReview: review }];
      if (published) {
        await rendered.queryClient?.refetchQueries();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
      return { status: 201, body: { review } };
    },
  });
  rendered.queryClient = renderRoutes([
    {
      path: '/',
      element: (
        <>
          <PendingReviews />
          <Toaster />
        </>
      ),
    },
  ]).queryClient;
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

  it('tells the author their review was saved when the list, refreshed meanwhile, no longer holds it', async () => {
    const { user } = renderPending([toWrite], { published: true });
    await user.click(await screen.findByRole('button', { name: 'Laisser un avis' }));
    const dialog = screen.getByRole('dialog', { name: 'Laisser un avis à Boulangerie Dupont' });
    await user.click(within(dialog).getByRole('radio', { name: '5 sur 5 : Excellent' }));
    await user.type(within(dialog).getByLabelText('Commentaire'), 'Réactifs et précis, merci.');
    await user.click(within(dialog).getByRole('button', { name: 'Publier mon avis' }));
    expect(await screen.findByText(reviewMessages.sent)).toBeInTheDocument();
    expect(screen.queryByText('Avis à laisser')).not.toBeInTheDocument();
  });
});
