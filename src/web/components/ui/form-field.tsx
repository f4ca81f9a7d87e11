import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { Label } from './label.tsx';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  /** The label's id: composite widgets (a combobox) name themselves from it, not from `for`. */
  'aria-labelledby': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control, an optional hint and the field's error message, all wired for assistive tech. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      <div className="mt-1.5">
        {children({ id, 'aria-labelledby': labelId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
