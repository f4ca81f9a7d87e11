import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A field's label; always give it `htmlFor` (FormField does). */
export function Label({ className, htmlFor, ...props }: ComponentProps<'label'> & { htmlFor: string }) {
  return <label htmlFor={htmlFor} className={cn('block text-sm font-medium text-slate-700', className)} {...props} />;
}
