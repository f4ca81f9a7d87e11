import { Quote } from 'lucide-react';
import { userTypeLabels } from '#contracts/accounts';
import type { TTestimonial } from '#contracts/reviews';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/paths.ts';

/** A review as a testimonial: stars, comment, who wrote it and about which community manager. */
export function TestimonialCard({ testimonial }: { testimonial: TTestimonial }) {
  const { rating, comment, createdAt, reviewer, reviewed, job } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <RatingStars rating={rating} />
        <Quote className="size-6 text-indigo-100" aria-hidden="true" />
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        {/* User text: rendered as text, never as HTML. */}
        <p className="leading-relaxed whitespace-pre-line">« {comment} »</p>
      </blockquote>
      <figcaption className="mt-6 space-y-3 border-t border-slate-100 pt-4 text-sm">
        <div className="flex items-center gap-3">
          <UserAvatar name={reviewer.fullName} url={reviewer.avatarUrl} size="md" />
          <div>
            <p className="font-semibold text-slate-900">{reviewer.fullName}</p>
            <p className="text-slate-500">{userTypeLabels[reviewer.userType]}</p>
          </div>
        </div>
        <p className="text-slate-600">
          À propos de <TextLink to={paths.profile(reviewed.id)}>{reviewed.fullName}</TextLink>
          {job && <span className="text-slate-500"> · {job.title}</span>}
        </p>
        <p className="text-xs text-slate-400">
          <time dateTime={createdAt.toISOString()}>{formatDate(createdAt)}</time>
        </p>
      </figcaption>
    </figure>
  );
}
