import { Link } from 'react-router';
import type { TProfileReview } from '#contracts/profiles';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { ReportNoticeButton } from '#web/components/report-notice/report-notice-button.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { useViewer } from '#web/lib/auth.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';

/** Reviews a community manager received: who, for which mission, how many stars, what they said, when. */
export function ProfileReviews({ reviews }: { reviews: TProfileReview[] }) {
  const { viewer } = useViewer();
  if (reviews.length === 0) return <p className="text-sm text-slate-600">Aucun avis pour le moment.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {reviews.map((review) => (
        <li key={review.id} className="py-4 first:pt-0 last:pb-0">
          <article aria-label={`Avis de ${review.reviewer.fullName}`} className="flex gap-3">
            <UserAvatar name={review.reviewer.fullName} url={review.reviewer.avatarUrl} size="sm" />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={paths.profile(review.reviewer.id)} className="font-medium text-slate-900 hover:underline">
                  {review.reviewer.fullName}
                </Link>
                <time dateTime={review.createdAt} className="text-xs text-slate-500">
                  {formatDate(review.createdAt)}
                </time>
              </div>
              <RatingStars rating={review.rating} />
              {review.job && (
                <p className="text-xs text-slate-500">
                  Pour la mission :{' '}
                  <Link to={paths.mission(review.job.id)} className="text-indigo-600 hover:underline">
                    {review.job.title}
                  </Link>
                </p>
              )}
              {review.comment && <p className="text-sm whitespace-pre-line text-slate-700">{review.comment}</p>}
              {/* Anyone but its author reports a review with the notice form (DSA). */}
              {viewer?.id !== review.reviewer.id && (
                <ReportNoticeButton target={{ type: 'review', id: review.id }} label={`Signaler l’avis de ${review.reviewer.fullName}`} />
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
