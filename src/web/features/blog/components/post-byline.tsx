import { Clock } from 'lucide-react';
import type { TBlogPostSummary } from '#contracts/blog';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format.ts';
import { readingTimeLabel } from '../categories.ts';

type PostBylineProps = Pick<TBlogPostSummary, 'author' | 'createdAt' | 'readTimeMinutes'> & { className?: string };

/** Author (initials when no picture), publication date (fr-FR) and reading time. */
export function PostByline({ author, createdAt, readTimeMinutes, className }: PostBylineProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-500', className)}>
      <span className="flex items-center gap-2 font-medium text-slate-700">
        <UserAvatar name={author.name} url={author.avatarUrl} size="sm" />
        {author.name}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt}>{formatDate(createdAt)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {readingTimeLabel(readTimeMinutes)}
      </span>
    </div>
  );
}
