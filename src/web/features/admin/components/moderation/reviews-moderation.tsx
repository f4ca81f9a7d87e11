import { useState } from 'react';
import type { TAdminReview } from '#contracts/admin-moderation';
import { REVIEW_RATING_FILTERS, reviewModerationTexts as texts } from '#contracts/admin-moderation-terms';
import { errorMessages } from '#contracts/errors-terms';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useApproveReview } from '../../api/approve-review.ts';
import { useDeleteReview } from '../../api/delete-review.ts';
import { useAdminReviews } from '../../api/get-admin-reviews.ts';
import { useListParams } from '../../hooks/use-list-params.ts';
import { FilterCheckbox, FilterSelect, ListFilters } from '../list-filters.tsx';
import { ListPanel } from '../list-panel.tsx';
import { ListSearch } from '../list-search.tsx';
import { ModerationRows } from './moderation-rows.tsx';
import { ReviewItem } from './review-item.tsx';

const FILTERS = { q: '', rating: '', reported: '' };
const ratingOptions = [
  { value: '', label: texts.allRatings },
  ...REVIEW_RATING_FILTERS.map((stars) => ({ value: stars, label: texts.ratingOption(Number(stars)) })),
];

/** 'Gestion des avis': search, rating and 'Signalés uniquement' (in the URL), rows, approve and delete. */
export function ReviewsModeration() {
  const { values, page, setValues, setPage, apiQuery } = useListParams(FILTERS);
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
      <ListFilters>
        <ListSearch label={texts.searchLabel} placeholder={texts.searchPlaceholder} value={values.q} onSearch={(q) => setValues({ q })} />
        <FilterSelect label={texts.ratingLabel} value={values.rating} options={ratingOptions} onChange={(rating) => setValues({ rating })} />
        <FilterCheckbox
          label={texts.reportedOnly}
          checked={values.reported === 'true'}
          onChange={(checked) => setValues({ reported: checked ? 'true' : '' })}
        />
      </ListFilters>
      <ListPanel query={reviews} loadError={texts.loadFailed} empty={{ title: texts.empty, hint: texts.emptyHint }} page={page} onPage={setPage}>
        {(items) => (
          <ModerationRows label="Avis" items={items}>
            {(review) => (
              <ReviewItem
                review={review}
                approving={approve.isPending && approve.variables === review.id}
                onApprove={onApprove}
                onDelete={setDeleting}
              />
            )}
          </ModerationRows>
        )}
      </ListPanel>
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
