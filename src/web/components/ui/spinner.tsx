import { cn } from '#web/lib/cn.ts';

/** The spinning ring alone (decorative). */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg className={cn('animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A spinner whose label is read by screen readers. */
export function Spinner({ className, label = 'Chargement…' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <SpinnerIcon className="size-5" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner for a page or a panel that is loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-indigo-600">
      <Spinner className="scale-150" />
    </div>
  );
}
