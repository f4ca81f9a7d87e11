import { useId, useState } from 'react';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { TSearchState } from '../search-params.ts';

type Budget = Pick<TSearchState, 'budgetMin' | 'budgetMax'>;
type BudgetFilterProps = { state: TSearchState; onChange: (patch: Budget) => void };

const toText = (value: number | undefined) => (value === undefined ? '' : String(value));
const toAmount = (text: string) => {
  const amount = Number(text.replace(/\s/g, '').replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(amount) || amount < 0 ? undefined : Math.round(amount);
};

/** Budget bounds in euros, applied when the field is left or Enter is pressed (not at each keystroke). */
export function BudgetFilter({ state, onChange }: BudgetFilterProps) {
  const baseId = useId();
  const applied = `${toText(state.budgetMin)}|${toText(state.budgetMax)}`;
  const [shown, setShown] = useState(applied);
  const [min, setMin] = useState(toText(state.budgetMin));
  const [max, setMax] = useState(toText(state.budgetMax));
  // Another search (Back, a removed chip, reset) shows its own bounds.
  if (shown !== applied) {
    setShown(applied);
    setMin(toText(state.budgetMin));
    setMax(toText(state.budgetMax));
  }

  function apply() {
    const next = { budgetMin: toAmount(min), budgetMax: toAmount(max) };
    if (next.budgetMin !== state.budgetMin || next.budgetMax !== state.budgetMax) onChange(next);
  }

  const field = (suffix: string, label: string, value: string, set: (text: string) => void) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${baseId}-${suffix}`} className="mb-1 block text-sm text-slate-700">
        {label}
      </label>
      <Input
        id={`${baseId}-${suffix}`}
        type="number"
        inputMode="numeric"
        min={0}
        step={50}
        value={value}
        onChange={(event) => set(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </div>
  );

  return (
    <Fieldset legend="Budget">
      <div className="flex gap-3">
        {field('min', 'Minimum (€)', min, setMin)}
        {field('max', 'Maximum (€)', max, setMax)}
      </div>
    </Fieldset>
  );
}
