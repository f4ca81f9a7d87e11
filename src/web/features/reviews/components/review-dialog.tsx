import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ZWriteReviewRequest, type TPendingReview } from '#contracts/reviews';
import { ratingLabels, REVIEW_BLIND_DAYS, REVIEW_COMMENT_MAX_LENGTH, reviewMessages } from '#contracts/reviews-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.tsx';
import { useWriteReview } from '../api/write-review.ts';

// The rating starts unset: the form's own schema lets it be empty, the contract's rule decides.
const ZReviewForm = ZWriteReviewRequest.extend({
  rating: z.number().optional(),
}).superRefine((value, context) => {
  if (!ZWriteReviewRequest.shape.rating.safeParse(value.rating).success) {
    context.addIssue({
      code: 'custom',
      path: ['rating'],
      message: reviewMessages.ratingRequired,
    });
  }
});
type TReviewForm = z.infer<typeof ZReviewForm>;

type ReviewDialogProps = {
  open: boolean;
  onClose: () => void;
  collaboration: TPendingReview;
};

/** Rate the other side of a collaboration: 1 to 5 stars and a comment of 10 to 2,000 characters, once. */
export function ReviewDialog({ open, onClose, collaboration }: ReviewDialogProps) {
  const write = useWriteReview(collaboration.applicationId);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TReviewForm>({
    resolver: zodResolver(ZReviewForm),
    defaultValues: { rating: undefined, comment: '' },
  });
  const rating = useWatch({ control, name: 'rating' });
  const name = collaboration.counterpart.fullName;

  const onSubmit = handleSubmit(async ({ rating: stars, comment }) => {
    // Awaited rather than `mutate`'s callbacks, which are skipped once the refreshed list of reviews
    // to write has taken this dialog away: the author is still told it was saved. A failure shows
    // from `write.error` below.
    const review = await write.mutateAsync({ rating: stars!, comment }).catch(() => null);
    if (!review) return;
    toast.success(review.publishedAt ? reviewMessages.sent : reviewMessages.waiting(name));
    onClose();
  });

  const close = () => {
    write.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={isSubmitting || write.isPending}
      title={`Laisser un avis à ${name}`}
      description={`Mission : ${collaboration.job.title}. Votre avis restera masqué jusqu’à ce que ${name} ait laissé le sien (au plus ${REVIEW_BLIND_DAYS} jours).`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {write.isError && <Alert tone="error">{errorMessageOf(write.error, 'L’avis n’a pas pu être enregistré. Veuillez réessayer.')}</Alert>}
        <Fieldset legend="Note" error={errors.rating?.message}>
          <div className="flex items-center gap-1">
            {ratingLabels.map((label, index) => {
              const value = index + 1;
              return (
                <label key={value} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setValue('rating', value, { shouldValidate: true })}
                    className="sr-only"
                    aria-label={`${value} sur 5 : ${label}`}
                  />
                  <Star
                    aria-hidden="true"
                    className={cn('size-7', rating && value <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300')}
                  />
                </label>
              );
            })}
            {rating ? <span className="ml-2 text-sm text-slate-600">{ratingLabels[rating - 1]}</span> : null}
          </div>
        </Fieldset>
        <FormField label="Commentaire" error={errors.comment?.message} hint="Entre 10 et 2 000 caractères.">
          {(control) => <Textarea {...control} rows={5} maxLength={REVIEW_COMMENT_MAX_LENGTH} {...register('comment')} />}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={write.isPending}>
            Annuler
          </Button>
          <Button type="submit" busy={isSubmitting || write.isPending} busyLabel="Envoi en cours...">
            Publier mon avis
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
