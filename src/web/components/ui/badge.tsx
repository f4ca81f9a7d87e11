import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type BadgeTone = 'yellow' | 'green' | 'red' | 'gray' | 'indigo';

const tones: Record<BadgeTone, string> = {
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  red: 'bg-red-50 text-red-800 ring-red-600/30',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-600/30',
};

/** A small coloured label (a status). */
export function Badge({ tone = 'gray', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * A red counter ('9+' above 9, as `text` gives it), with `label` read by screen readers
 * instead of the bare figure. Nothing when `text` is empty.
 */
export function CountBadge({ text, label, className }: { text: string; label: string; className?: string }) {
  if (!text) return null;
  return (
    <span className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
      >
        {text}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
