/** What other modules (and the app's job worker) may use of reviews (ESLint keeps them to this index). */
export { reviewsPublishHandler } from './write.ts';
export { clearReviewReport, flagReportedReview, removeReview } from './moderation.ts';
