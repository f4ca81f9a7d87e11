import { cardSkills } from '#contracts/search-terms';
import { Tag } from '#web/components/ui/tag.tsx';

/** At most 4 skill tags, then '+N autres' (spec §9). */
export function CardSkills({ skills }: { skills: readonly string[] }) {
  const { shown, moreLabel } = cardSkills(skills);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Compétences" className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li key={skill}>
          <Tag tone="indigo">{skill}</Tag>
        </li>
      ))}
      {moreLabel && (
        <li>
          <Tag>{moreLabel}</Tag>
        </li>
      )}
    </ul>
  );
}
