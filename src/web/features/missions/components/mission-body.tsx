import type { TJobDetail } from '#contracts/missions';
import { Card } from '#web/components/ui/card.tsx';
import { Tag } from '#web/components/ui/tag.tsx';
import { MissionBrief } from './mission-brief.tsx';

/** The brief, required skills, requirements and the description (plain text; its line breaks are kept). */
export function MissionBody({ mission }: { mission: TJobDetail }) {
  return (
    <Card className="space-y-8 p-6 sm:p-8">
      <MissionBrief brief={mission.brief} />

      <section aria-labelledby="mission-skills">
        <h2 id="mission-skills" className="text-lg font-semibold text-slate-900">
          Compétences requises
        </h2>
        {mission.skills.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {mission.skills.map((skill) => (
              <li key={skill.id}>
                <Tag tone="indigo">{skill.name}</Tag>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">Aucune compétence particulière.</p>
        )}
      </section>

      <section aria-labelledby="mission-requirements">
        <h2 id="mission-requirements" className="text-lg font-semibold text-slate-900">
          Prérequis
        </h2>
        {mission.requirements.length > 0 ? (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {mission.requirements.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">Aucun prérequis particulier.</p>
        )}
      </section>

      <section aria-labelledby="mission-description">
        <h2 id="mission-description" className="text-lg font-semibold text-slate-900">
          Description
        </h2>
        <p className="mt-3 whitespace-pre-line text-slate-700">{mission.description}</p>
      </section>
    </Card>
  );
}
