import type { TBrief } from '#contracts/briefs';
import { NOT_SPECIFIED, SOCIAL_NETWORK_LABELS, VOLUME_KINDS } from '#contracts/briefs-terms';
import { formatCount, formatDay, formatVolume } from '#web/lib/format.ts';

/** The ads line: managed or not, with the monthly budget when the client gave one. */
function adsText({ adsManaged, adsBudget }: TBrief): string {
  if (adsManaged === null) return NOT_SPECIFIED;
  if (!adsManaged) return 'Non';
  return adsBudget === null ? 'Oui' : `Oui, budget de ${formatCount(adsBudget)} € / mois`;
}

/** The brief as a community manager reads it before answering: what the client said, 'Non précisé' elsewhere. */
export function MissionBrief({ brief }: { brief: TBrief }) {
  const said = VOLUME_KINDS.filter((kind) => brief.volumes[kind] !== null);
  const volumes = said.flatMap((kind) => (brief.volumes[kind]! > 0 ? [formatVolume(kind, brief.volumes[kind]!)] : []));
  const rows = [
    {
      term: 'Réseaux',
      value: brief.networks.length > 0 ? brief.networks.map((network) => SOCIAL_NETWORK_LABELS[network]).join(', ') : NOT_SPECIFIED,
    },
    { term: 'Volumes mensuels', value: said.length === 0 ? NOT_SPECIFIED : volumes.length > 0 ? volumes.join(' · ') : 'Aucun' },
    { term: 'Publicité gérée', value: adsText(brief) },
    { term: 'Démarrage souhaité', value: brief.startDate ? formatDay(brief.startDate) : NOT_SPECIFIED },
  ];
  return (
    <section aria-labelledby="mission-brief">
      <h2 id="mission-brief" className="text-lg font-semibold text-slate-900">
        Le brief
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-sm font-medium text-slate-500">{row.term}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
