import { Check, Trash2 } from 'lucide-react';
import type { TAdminReview } from '#contracts/admin-moderation';
import { reviewModerationTexts as texts } from '#contracts/admin-moderation-terms';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { formatDate } from '#web/lib/format.ts';

type ReviewItemProps = {
  review: TAdminReview;
  approving: boolean;
  onApprove: (review: TAdminReview) => void;
  onDelete: (review: TAdminReview) => void;
};

/** A row of 'Gestion des avis': who reviewed whom, stars, date, mission, comment, state and actions. */
export function ReviewItem({ review, approving, onApprove, onDelete }: ReviewItemProps) {
  const { reviewer, reviewed } = review;
  return (
    <article aria-label={`Avis de ${reviewer.fullName} sur ${reviewed.fullName}`} className="flex gap-4">
      <UserAvatar name={reviewer.fullName} url={reviewer.avatarUrl} size="md" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold text-slate-900">
            {reviewer.fullName} <span aria-hidden="true">→</span>
            <span className="sr-only">sur</span> {reviewed.fullName}
          </p>
          <RatingStars rating={review.rating} />
          <time dateTime={review.createdAt} className="text-sm text-slate-500">
            {formatDate(review.createdAt)}
          </time>
          {review.reported && <Badge tone="red">{texts.reported}</Badge>}
          {review.publishedAt ? (
            <Badge tone="green">{texts.published}</Badge>
          ) : (
            <span title={texts.hiddenHint}>
              <Badge tone="gray">{texts.hidden}</Badge>
            </span>
          )}
        </div>
        {review.job && <p className="text-sm text-slate-600">{texts.forMission(review.job.title)}</p>}
        {review.comment ? (
          <p className="text-sm break-words whitespace-pre-line text-slate-800">{review.comment}</p>
        ) : (
          <p className="text-sm text-slate-500 italic">{texts.noComment}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-start">
        <Button
          variant="secondary"
          size="sm"
          aria-label={texts.approveLabel(reviewer.fullName)}
          disabled={!review.reported}
          busy={approving}
          busyLabel={texts.approve}
          onClick={() => onApprove(review)}
        >
          <Check className="size-4 text-emerald-600" aria-hidden="true" />
          {texts.approve}
        </Button>
        <Button variant="secondary" size="sm" aria-label={texts.deleteLabel(reviewer.fullName)} onClick={() => onDelete(review)}>
          <Trash2 className="size-4 text-red-600" aria-hidden="true" />
          {texts.delete}
        </Button>
      </div>
    </article>
  );
}
