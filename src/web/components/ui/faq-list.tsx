import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export type FaqItem = { question: string; answer: ReactNode };

/** Questions that open on click (native `<details>`: keyboard and screen readers for free). */
export function FaqList({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div className={cn('divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', className)}>
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4 sm:px-6">
          <summary
            className={cn(
              'flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-left font-medium text-slate-900',
              'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden',
            )}
          >
            <span>{item.question}</span>
            <ChevronDown className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="mt-3 space-y-2 text-sm leading-relaxed text-slate-600">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
