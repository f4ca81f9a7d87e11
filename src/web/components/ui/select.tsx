import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { controlStyles } from './input.tsx';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlStyles, 'pr-8', className)} {...props} />;
}
