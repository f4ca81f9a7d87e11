import { useId, useState } from 'react';
import type { TAdminReview } from '#contracts/admin-moderation';
import { REVIEW_RATING_FILTERS, reviewModerationTexts as texts } from '#contracts/admin-moderation-terms';
import { errorMessages } from '#contracts/errors-terms';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useApproveReview } from '../../api/approve-review.ts';
import { useDeleteReview } from '../../api/delete-review.ts';
import { useAdminReviews } from '../../api/get-admin-reviews.ts';
import { useListParams } from '../../hooks/use-list-params.ts';
import { ModerationList } from './moderation-list.tsx';
import { ReviewItem } from './review-item.tsx';
import { SearchField } from './search-field.tsx';

const FILTERS = { q: '', rating: '', reported: '' };

/** 'Gestion des avis': search, rating and 'Signalés uniquement' (in the URL), rows, approve and delete. */
export function ReviewsModeration() {
  const ids = { rating: useId(), reported: useId() };
  const { values, setValues, setPage, apiQuery } = useListParams(FILTERS);
  const reviews = useAdminReviews(apiQuery);
  const approve = useApproveReview();
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<TAdminReview | null>(null);

  const onApprove = (review: TAdminReview) =>
    approve.mutate(review.id, {
      onSuccess: () => toast.success(texts.approved),
      onError: (error) => toast.error(errorMessageOf(error, errorMessages.internal)),
    });
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        closeDelete();
        toast.success(texts.deleted);
      },
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={values.q}
          onSearch={(q) => setValues({ q })}
        />
        <label htmlFor={ids.rating} className="sr-only">
          {texts.ratingLabel}
        </label>
        <Select
          id={ids.rating}
          className="sm:w-48"
          value={values.rating}
          onChange={(event) => setValues({ rating: event.target.value })}
        >
          <option value="">{texts.allRatings}</option>
          {REVIEW_RATING_FILTERS.map((stars) => (
            <option key={stars} value={stars}>
              {texts.ratingOption(Number(stars))}
            </option>
          ))}
        </Select>
        <div className="flex items-center gap-2">
          <Checkbox
            id={ids.reported}
            checked={values.reported === 'true'}
            onChange={(event) => setValues({ reported: event.target.checked ? 'true' : '' })}
          />
          <label htmlFor={ids.reported} className="text-sm whitespace-nowrap text-slate-700">
            {texts.reportedOnly}
          </label>
        </div>
      </div>
      <ModerationList
        label="Avis"
        query={reviews}
        texts={texts}
        onPage={setPage}
        renderItem={(review) => (
          <ReviewItem
            review={review}
            approving={approve.isPending && approve.variables === review.id}
            onApprove={onApprove}
            onDelete={setDeleting}
          />
        )}
      />
      {deleting && (
        <ConfirmDialog
          message={texts.deleteConfirm}
          busy={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error, errorMessages.internal) : null}
          onConfirm={confirmDelete}
          onCancel={closeDelete}
        />
      )}
    </div>
  );
}
