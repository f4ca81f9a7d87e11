import { useId, type ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';

/** The row above a back-office list: its search and filters. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">{children}</Card>;
}

export type FilterOption = { value: string; label: string };

type FilterSelectProps = { label: string; value: string; options: readonly FilterOption[]; onChange: (value: string) => void };

/** A select of a list's filter under its visible label, which names it (issue 22: 'Statut', 'Trier par'). */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="sm:w-52">
      <Label htmlFor={id} className="mb-1.5">
        {label}
      </Label>
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

/** A checkbox filter of a list ('Signalés uniquement'), its label beside it. */
export function FilterCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-700">
        {label}
      </label>
    </div>
  );
}
