import { cn } from '#web/lib/cn.ts';
import { categoryStyle } from '../categories.ts';

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        categoryStyle(category).badge,
        className,
      )}
    >
      {category}
    </span>
  );
}
