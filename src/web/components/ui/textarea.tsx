import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlStyles } from './input.tsx';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(controlStyles, 'resize-y', className)} {...props} />;
}
