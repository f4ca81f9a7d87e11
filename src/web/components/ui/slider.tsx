import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Slider({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="range" className={cn('h-2 w-full cursor-pointer accent-indigo-600', className)} {...props} />;
}
