import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { Card } from './card.tsx';

type Props = { icon: LucideIcon; label: string; /** The icon's colours. */ tint?: string; children: ReactNode };

/**
 * One figure of a `<dl>` of counters: the icon and label are its `dt`, the value (and a badge)
 * its `dd`, grouped in the card — a `div` holding only `dt` and `dd` is the one wrapper a `dl`
 * allows, which screen readers and axe rely on.
 */
export function StatCard({ icon: Icon, label, tint = 'bg-indigo-50 text-indigo-600', children }: Props) {
  return (
    <Card className="p-5">
      <dt className="flex items-center gap-3 text-sm font-medium text-slate-500">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tint)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-3 flex items-center justify-between gap-2 text-2xl font-bold text-slate-900">{children}</dd>
    </Card>
  );
}
