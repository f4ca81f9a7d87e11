import { useId, type ReactNode } from 'react';
import { Select } from '#web/components/ui/select.tsx';

/** The row above a back-office list: its search and filters. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">{children}</div>;
}

type Option = { value: string; label: string };

/** A labelled select of a list's filter (the label is read by screen readers). */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: Option[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="sm:w-52">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The empty state of a list: the spec's sentence, and an optional hint. */
export function EmptyList({ title, hint }: { title: string; hint?: string }): ReactNode {
  return (
    <>
      <p className="font-medium text-slate-900">{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-500">{hint}</p>}
    </>
  );
}
