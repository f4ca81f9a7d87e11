import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

type RatingStarsProps = { rating: number; className?: string };

/** Five stars filled up to the rounded rating, read as 'Note : 4 sur 5'. */
export function RatingStars({ rating, className }: RatingStarsProps) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`Note : ${filled} sur 5`} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn('size-4', index <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
        />
      ))}
    </span>
  );
}
