import { PROFICIENCY_MAX, proficiencyPercent } from '#contracts/profiles-terms';

/**
 * A skill's name and its level out of 5, as a bar of 20 % per level; without a stated level
 * (`null`, ADR 0052) the name alone: no figure nobody entered.
 */
export function ProficiencyBar({ name, level }: { name: string; level: number | null }) {
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-800">{name}</span>
        {level !== null && (
          <span className="text-slate-500" aria-hidden="true">
            {level}/{PROFICIENCY_MAX}
          </span>
        )}
      </div>
      {level !== null && (
        <div
          role="meter"
          aria-label={name}
          aria-valuemin={0}
          aria-valuemax={PROFICIENCY_MAX}
          aria-valuenow={level}
          aria-valuetext={`${level} sur ${PROFICIENCY_MAX}`}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-indigo-500" style={{ width: `${proficiencyPercent(level)}%` }} />
        </div>
      )}
    </div>
  );
}
