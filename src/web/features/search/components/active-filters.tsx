import { RotateCcw, X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export type TFilterChip = { key: string; label: string; onRemove: () => void };

export const RESET_LABEL = 'Réinitialiser les filtres';

/** The criteria in force, each removable, and a button clearing them all. */
export function ActiveFilters({ chips, onReset }: { chips: TFilterChip[]; onReset: () => void }) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Filtres actifs" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset">
              {chip.label}
              <button
                type="button"
                onClick={chip.onRemove}
                aria-label={`Retirer le filtre ${chip.label}`}
                className="rounded-full p-0.5 text-indigo-500 hover:bg-indigo-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onReset}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {RESET_LABEL}
      </Button>
    </div>
  );
}
