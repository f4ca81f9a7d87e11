import { reviewModerationTexts } from '#contracts/admin-moderation-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ReviewsModeration } from '#web/features/admin/components/moderation/reviews-moderation.tsx';

export default function AdminReviewsRoute() {
  return (
    <PageShell title={reviewModerationTexts.title}>
      <ReviewsModeration />
    </PageShell>
  );
}
