import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { SpinnerIcon } from './spinner.tsx';

type ButtonStyle = {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
};

const variants: Record<NonNullable<ButtonStyle['variant']>, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-indigo-600',
  secondary: 'bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-indigo-600',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
};

const sizes: Record<NonNullable<ButtonStyle['size']>, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-3 text-base',
};

/** The classes of a button, for elements that look like one (links). */
export function buttonStyles({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyle = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}

type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    /** While busy the button is disabled and reads `busyLabel` (e.g. 'Connexion...'). */
    busy?: boolean;
    busyLabel?: ReactNode;
  };

export function Button({ variant, size, fullWidth, busy = false, busyLabel, className, type = 'button', disabled, children, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonStyles({ variant, size, fullWidth }), className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <SpinnerIcon className="size-4" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={cn(buttonStyles({ variant, size, fullWidth }), className)} {...props} />;
}
