import { useId, type ComponentProps } from 'react';
import { Checkbox } from '#web/components/ui/checkbox.tsx';

type ToggleFieldProps = Omit<ComponentProps<typeof Checkbox>, 'id'> & { label: string; hint: string };

/** An on/off setting: a checkbox, its label and what turning it on does. */
export function ToggleField({ label, hint, ...props }: ToggleFieldProps) {
  const id = useId();
  return (
    <div className="flex gap-3">
      <Checkbox id={id} aria-describedby={`${id}-hint`} className="mt-0.5" {...props} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
    </div>
  );
}
