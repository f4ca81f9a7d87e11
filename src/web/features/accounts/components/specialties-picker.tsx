import type { TSkill } from '#contracts/catalog';
import { SkillsPicker } from '#web/components/forms/skills-picker.tsx';

type SpecialtiesPickerProps = {
  /** `undefined` while the skills are loading. */
  skills: TSkill[] | undefined;
  value: string[];
  onChange: (skillIds: string[]) => void;
  error?: string;
};

/** Community managers tick their specialties, grouped by skill category. */
export function SpecialtiesPicker(props: SpecialtiesPickerProps) {
  return (
    <SkillsPicker
      legend="Spécialités"
      name="specialties"
      hint="Choisissez vos domaines d'expertise"
      countLabel={(count) => `${count} sélectionnée${count > 1 ? 's' : ''}`}
      {...props}
    />
  );
}
