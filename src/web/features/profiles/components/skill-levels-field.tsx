import { useId } from 'react';
import { X } from 'lucide-react';
import type { TSkill } from '#contracts/catalog';
import { PROFICIENCY_LABELS, PROFILE_SKILLS_MAX } from '#contracts/own-profile-terms';
import { PROFICIENCY_MAX } from '#contracts/profiles-terms';
import { groupSkillsByCategory } from '#web/components/forms/skills-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ProficiencyBar } from './proficiency-bar.tsx';

/** `proficiency_level` null: not stated, shown without a level (ADR 0052). */
export type TSkillLevel = { skill_id: string; proficiency_level: number | null };

type SkillLevelsFieldProps = {
  /** `undefined` while the catalogue loads. */
  skills: TSkill[] | undefined;
  value: TSkillLevel[];
  onChange: (value: TSkillLevel[]) => void;
  error?: string;
};

const LEVELS = Array.from({ length: PROFICIENCY_MAX }, (_, index) => index + 1);

/**
 * A community manager's skills, each with a level from 1 to 5 previewed as the public
 * profile's bar, or none stated: pick a skill from the catalogue to add it (without a level
 * until the member picks one), set its level, remove it.
 */
export function SkillLevelsField({ skills, value, onChange, error }: SkillLevelsFieldProps) {
  const addId = useId();
  const names = new Map(skills?.map((skill) => [skill.id, skill.name]));
  const chosen = new Set(value.map((entry) => entry.skill_id));
  const available = skills?.filter((skill) => !chosen.has(skill.id)) ?? [];
  const setLevel = (skillId: string, level: number | null) =>
    onChange(value.map((entry) => (entry.skill_id === skillId ? { ...entry, proficiency_level: level } : entry)));

  return (
    <Fieldset legend="Compétences et niveaux" error={error}>
      <p className="mb-3 text-xs text-slate-500">
        Au plus {PROFILE_SKILLS_MAX} compétences ; chaque niveau s'affiche sur votre profil public sous forme de barre (20 % par niveau).
      </p>
      {!skills ? (
        <Spinner className="text-indigo-600" label="Chargement des compétences…" />
      ) : (
        <div className="space-y-4">
          {value.length === 0 && <p className="text-sm text-slate-600">Aucune compétence pour le moment.</p>}
          <ul className="space-y-3">
            {value.map((entry, index) => {
              const name = names.get(entry.skill_id) ?? 'Compétence';
              return (
                <li key={entry.skill_id} className="grid items-end gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-[1fr_12rem_auto]">
                  <ProficiencyBar name={name} level={entry.proficiency_level} />
                  <Select
                    name={`skills.${index}.proficiency_level`}
                    aria-label={`Niveau en ${name}`}
                    value={entry.proficiency_level ?? ''}
                    onChange={(event) => setLevel(entry.skill_id, event.target.value ? Number(event.target.value) : null)}
                  >
                    <option value="">Niveau non précisé</option>
                    {LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {level} – {PROFICIENCY_LABELS[level]}
                      </option>
                    ))}
                  </Select>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Retirer ${name}`}
                    onClick={() => onChange(value.filter((other) => other.skill_id !== entry.skill_id))}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
          {value.length < PROFILE_SKILLS_MAX && available.length > 0 && (
            <div className="max-w-sm">
              <label htmlFor={addId} className="text-sm font-medium text-slate-700">
                Ajouter une compétence
              </label>
              <Select
                id={addId}
                className="mt-1.5"
                value=""
                onChange={(event) => {
                  if (event.target.value) onChange([...value, { skill_id: event.target.value, proficiency_level: null }]);
                }}
              >
                <option value="">Choisir une compétence…</option>
                {groupSkillsByCategory(available).map(([category, categorySkills]) => (
                  <optgroup key={category} label={category}>
                    {categorySkills.map((skill) => (
                      <option key={skill.id} value={skill.id}>
                        {skill.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </div>
          )}
        </div>
      )}
    </Fieldset>
  );
}
