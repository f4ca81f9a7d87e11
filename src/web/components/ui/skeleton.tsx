import { cn } from '#web/lib/cn.ts';

/** A grey placeholder block shown while content loads (decorative). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
