import { useState } from 'react';
import { Star } from 'lucide-react';
import type { TPendingReview } from '#contracts/reviews';
import { reviewMessages } from '#contracts/reviews-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { usePendingReviews } from '../api/get-pending-reviews.ts';
import { ReviewDialog } from './review-dialog.tsx';

/**
 * The overview's 'Avis à laisser': finished collaborations the viewer has not reviewed (with a
 * hint when the other side already did), and their own reviews waiting for the other side.
 * Shows nothing when there is nothing to do.
 */
export function PendingReviews() {
  const pending = usePendingReviews();
  const [writing, setWriting] = useState<TPendingReview | null>(null);
  if (pending.isPending || (pending.isSuccess && pending.data.reviews.length === 0)) return null;

  return (
    <Card role="region" aria-label="Avis à laisser" className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Star className="size-5 text-amber-400" aria-hidden="true" />
        Avis à laisser
      </h2>
      {pending.isError ? (
        <Alert tone="error">{errorMessageOf(pending.error, 'Impossible de charger vos avis.')}</Alert>
      ) : (
        <ul className="divide-y divide-slate-100">
          {pending.data.reviews.map((item) => (
            <li key={item.applicationId} className="flex flex-wrap items-center gap-3 py-3">
              <UserAvatar name={item.counterpart.fullName} url={item.counterpart.avatarUrl} size="sm" />
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="text-sm font-medium text-slate-900">{item.counterpart.fullName}</p>
                <p className="text-xs text-slate-500">Mission : {item.job.title}</p>
                {item.ownReview ? (
                  <div className="space-y-0.5">
                    <RatingStars rating={item.ownReview.rating} />
                    <p className="text-sm text-slate-600">{reviewMessages.waiting(item.counterpart.fullName)}</p>
                  </div>
                ) : (
                  item.otherWrote && <p className="text-sm text-indigo-700">{reviewMessages.teaser(item.counterpart.fullName)}</p>
                )}
              </div>
              {!item.ownReview && (
                <Button size="sm" onClick={() => setWriting(item)}>
                  Laisser un avis
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writing && <ReviewDialog open onClose={() => setWriting(null)} collaboration={writing} />}
    </Card>
  );
}
