import { Quote } from 'lucide-react';
import { userTypeLabels } from '#contracts/accounts-terms';
import type { TTestimonial } from '#contracts/reviews';
import { Card } from '#web/components/ui/card.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { deBefore, formatDate } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';

type TestimonialCardProps = {
  testimonial: TTestimonial;
  /**
   * `compact` (home page): the comment cut to five lines, who wrote it and about whom.
   * `full` (testimonials page): the whole comment, a link to the reviewed profile, the mission and the date.
   */
  variant?: 'compact' | 'full';
};

/** A member's review, quoted: stars, what they said, who they are, about whom. */
export function TestimonialCard({ testimonial, variant = 'compact' }: TestimonialCardProps) {
  const { rating, comment, createdAt, reviewer, reviewed, job: mission } = testimonial;
  const full = variant === 'full';
  return (
    <Card className="h-full p-6">
      <figure className="flex h-full flex-col gap-4">
        <div className="flex items-center justify-between">
          <RatingStars rating={rating} />
          <Quote className="size-6 text-indigo-200" aria-hidden="true" />
        </div>
        <blockquote className="flex-1 text-slate-700">
          {/* User text: rendered as text, never as HTML. */}
          <p className={full ? 'leading-relaxed whitespace-pre-line' : 'line-clamp-5'}>« {comment} »</p>
        </blockquote>
        <figcaption className="space-y-3 border-t border-slate-100 pt-4 text-sm">
          <div className="flex items-center gap-3">
            <UserAvatar name={reviewer.fullName} url={reviewer.avatarUrl} size={full ? 'md' : 'sm'} />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{reviewer.fullName}</p>
              <p className="truncate text-slate-500">
                {userTypeLabels[reviewer.userType]}
                {!full && ` · à propos ${deBefore(reviewed.fullName)}${reviewed.fullName}`}
              </p>
            </div>
          </div>
          {full && (
            <>
              <p className="text-slate-600">
                À propos {deBefore(reviewed.fullName)}
                <TextLink to={paths.profile(reviewed.id)}>{reviewed.fullName}</TextLink>
                {mission && <span className="text-slate-500"> · {mission.title}</span>}
              </p>
              <p className="text-xs text-slate-500">
                <time dateTime={createdAt}>{formatDate(createdAt)}</time>
              </p>
            </>
          )}
        </figcaption>
      </figure>
    </Card>
  );
}
