import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

type AlertProps = { tone: 'error' | 'warning' | 'success' | 'info'; title?: ReactNode; children?: ReactNode; className?: string };

const tones = {
  error: { icon: CircleAlert, classes: 'bg-red-50 text-red-800 ring-red-200', iconClass: 'text-red-500' },
  success: {
    icon: CircleCheck,
    classes: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    iconClass: 'text-emerald-500',
  },
  warning: { icon: TriangleAlert, classes: 'bg-amber-50 text-amber-900 ring-amber-200', iconClass: 'text-amber-600' },
  info: { icon: Info, classes: 'bg-indigo-50 text-indigo-800 ring-indigo-200', iconClass: 'text-indigo-500' },
} as const;

/** A banner: red for errors (announced at once), amber for warnings, green for confirmations, indigo for information. */
export function Alert({ tone, title, children, className }: AlertProps) {
  const { icon: Icon, classes, iconClass } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-lg p-4 text-sm ring-1 ring-inset', classes, className)}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconClass)} aria-hidden="true" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
