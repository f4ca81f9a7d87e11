import { Link, type LinkProps } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** An in-text router link in the brand colour. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn('font-medium text-indigo-600 underline-offset-2 hover:text-indigo-500 hover:underline', className)} {...props} />;
}
