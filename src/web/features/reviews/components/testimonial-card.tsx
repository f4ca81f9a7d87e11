import { Quote } from 'lucide-react';
import { userTypeLabels } from '#contracts/accounts';
import type { TTestimonial } from '#contracts/reviews';
import { Card } from '#web/components/ui/card.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';

/** A member's review, quoted: stars, what they said, who they are, about whom. */
export function TestimonialCard({ testimonial }: { testimonial: TTestimonial }) {
  const { reviewer } = testimonial;
  return (
    <Card className="h-full p-6">
      <figure className="flex h-full flex-col gap-4">
        <div className="flex items-center justify-between">
          <RatingStars rating={testimonial.rating} />
          <Quote className="size-6 text-indigo-200" aria-hidden="true" />
        </div>
        <blockquote className="flex-1 text-slate-700">
          <p className="line-clamp-5">« {testimonial.comment} »</p>
        </blockquote>
        <figcaption className="flex items-center gap-3 border-t border-slate-100 pt-4">
          <UserAvatar name={reviewer.fullName} url={reviewer.avatarUrl} size="sm" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">{reviewer.fullName}</p>
            <p className="truncate text-slate-500">
              {userTypeLabels[reviewer.userType]} · à propos de {testimonial.reviewed.fullName}
            </p>
          </div>
        </figcaption>
      </figure>
    </Card>
  );
}
