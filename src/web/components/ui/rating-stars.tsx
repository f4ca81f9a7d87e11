import { useId } from 'react';
import { cn } from '#web/lib/cn.ts';

type RatingStarsProps = { rating: number; className?: string };

/** Lucide's star, drawn once per rating and repeated by reference. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** A star's box and the space between two, in the drawing's units (24 = 1rem on screen, 3 = 2 px). */
const STAR_SIZE = 24;
const STAR_GAP = 3;

/**
 * Five stars filled up to the rounded rating, read as 'Note : 4 sur 5': one drawing whose star is
 * defined once and used five times (a page of reviews carried five full icons per rating, a third
 * of the home page's markup).
 */
export function RatingStars({ rating, className }: RatingStarsProps) {
  const filled = Math.round(rating);
  const star = useId();
  return (
    <svg
      role="img"
      aria-label={`Note : ${filled} sur 5`}
      viewBox={`0 0 ${5 * STAR_SIZE + 4 * STAR_GAP} ${STAR_SIZE}`}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      className={cn('h-4 w-22 shrink-0', className)}
    >
      <defs>
        <path id={star} d={STAR} />
      </defs>
      {[0, 1, 2, 3, 4].map((index) => (
        <use
          key={index}
          href={`#${star}`}
          x={index * (STAR_SIZE + STAR_GAP)}
          className={index < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}
        />
      ))}
    </svg>
  );
}
