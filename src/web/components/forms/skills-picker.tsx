import { useId } from 'react';
import type { TSkill } from '#contracts/catalog';
import { UNCATEGORISED_SKILL } from '#contracts/catalog-terms';
import { frenchOrder } from '#contracts/french-order';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

type SkillsPickerProps = {
  legend: string;
  /** The checkboxes' name (the form field). */
  name: string;
  /** What to choose, e.g. "Choisissez vos domaines d'expertise". */
  hint: string;
  /** The count as shown after the hint, e.g. '2 sélectionnées'. */
  countLabel: (count: number) => string;
  /** `undefined` while the skills are loading. */
  skills: TSkill[] | undefined;
  value: string[];
  onChange: (skillIds: string[]) => void;
  error?: string;
};

/** The catalogue's skills under their category names, categories in French alphabetical order. */
export function groupSkillsByCategory(skills: TSkill[]): [string, TSkill[]][] {
  const groups = new Map<string, TSkill[]>();
  for (const skill of skills) {
    const category = skill.category?.name ?? UNCATEGORISED_SKILL;
    groups.set(category, [...(groups.get(category) ?? []), skill]);
  }
  return [...groups].sort(([a], [b]) => frenchOrder.compare(a, b));
}

/** Skills of the catalogue to tick, grouped by category (any of them). */
export function SkillsPicker({ legend, name, hint, countLabel, skills, value, onChange, error }: SkillsPickerProps) {
  const baseId = useId();
  const toggle = (skillId: string, checked: boolean) => onChange(checked ? [...value, skillId] : value.filter((id) => id !== skillId));

  return (
    <Fieldset legend={legend} error={error}>
      <p className="mb-3 text-xs text-slate-500">
        {hint}
        {value.length > 0 && ` (${countLabel(value.length)})`}.
      </p>
      {!skills ? (
        <Spinner className="text-indigo-600" label="Chargement des compétences…" />
      ) : skills.length === 0 ? (
        <p className="text-sm text-slate-600">Aucune compétence disponible pour le moment.</p>
      ) : (
        <div className="max-h-72 space-y-4 overflow-y-auto rounded-lg p-3 ring-1 ring-slate-200">
          {groupSkillsByCategory(skills).map(([category, categorySkills], index) => (
            <div key={category} role="group" aria-labelledby={`${baseId}-${index}`}>
              <p id={`${baseId}-${index}`} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {category}
              </p>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {categorySkills.map((skill) => (
                  <label key={skill.id} className="flex items-center gap-2 text-sm text-slate-700">
                    <Checkbox
                      name={name}
                      value={skill.id}
                      checked={value.includes(skill.id)}
                      onChange={(event) => toggle(skill.id, event.target.checked)}
                    />
                    {skill.name}
                  </label>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </Fieldset>
  );
}
