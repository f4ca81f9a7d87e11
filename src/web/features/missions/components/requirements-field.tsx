import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { JOB_REQUIREMENT_MAX_LENGTH, JOB_REQUIREMENTS_MAX } from '#contracts/missions-terms';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { Input } from '#web/components/ui/input.tsx';

type RequirementsFieldProps = {
  value: string[];
  onChange: (lines: string[]) => void;
  /** About the list as a whole (too many lines). */
  error?: string;
  /** About each line, by index. */
  lineErrors: (string | undefined)[];
};

/** The mission's requirements: one line each, added and removed at will (at most 15). */
export function RequirementsField({ value, onChange, error, lineErrors }: RequirementsFieldProps) {
  const baseId = useId();
  const update = (index: number, text: string) => onChange(value.map((line, i) => (i === index ? text : line)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <Fieldset legend="Exigences" error={error}>
      <p className="mb-3 text-xs text-slate-500">Optionnel : expérience, outils, disponibilités… une exigence par ligne.</p>
      <ul className="space-y-2">
        {value.map((line, index) => {
          const errorId = `${baseId}-${index}-error`;
          const lineError = lineErrors[index];
          return (
            // Lines have no identity of their own; their position is what the form knows.
            <li key={index}>
              <div className="flex items-center gap-2">
                <Input
                  type="text"
                  name="requirements"
                  aria-label={`Exigence ${index + 1}`}
                  aria-invalid={lineError ? true : undefined}
                  aria-describedby={lineError ? errorId : undefined}
                  maxLength={JOB_REQUIREMENT_MAX_LENGTH}
                  value={line}
                  onChange={(event) => update(index, event.target.value)}
                />
                <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Supprimer l'exigence ${index + 1}`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
              <FieldError id={errorId} message={lineError} />
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={value.length >= JOB_REQUIREMENTS_MAX}
        onClick={() => onChange([...value, ''])}
      >
        <Plus className="size-4" aria-hidden="true" />
        Ajouter une exigence
      </Button>
    </Fieldset>
  );
}
