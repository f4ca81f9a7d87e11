import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { FieldError } from './field-error.tsx';

type FieldsetProps = { legend: ReactNode; error?: string; className?: string; children: ReactNode };

/** A group of choices (radios, checkboxes) under one legend, with the group's error. */
export function Fieldset({ legend, error, className, children }: FieldsetProps) {
  const errorId = useId();
  return (
    <fieldset className={cn('min-w-0', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2">{children}</div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
