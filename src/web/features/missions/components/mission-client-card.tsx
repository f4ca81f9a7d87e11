import { userTypeLabels } from '#contracts/accounts-terms';
import type { TJobClient } from '#contracts/missions';
import { APPLICATION_OPEN_DAYS, formatHoursToOpen } from '#contracts/credits-terms';
import { formatPercentage } from '#contracts/missions-terms';
import { Card } from '#web/components/ui/card.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { formatCompanySize } from '#web/lib/company-size.ts';
import { displayHost, websiteHref } from '#web/lib/external-url.ts';
import { FRENCH_TIME_ZONE } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';

/** Who published the mission: a company (name, sector, size, website, description) or an individual. */
export function MissionClientCard({ client }: { client: TJobClient }) {
  const isCompany = client.userType === 'company';
  const name = client.companyName ?? client.fullName;
  const website = websiteHref(client.website);
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Client</h2>
      <div className="mt-4 flex items-center gap-3">
        <UserAvatar name={name} url={client.avatarUrl} size="md" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <TextLink to={paths.profile(client.id)}>{name}</TextLink>
          </p>
          <p className="text-sm text-slate-500">{userTypeLabels[client.userType]}</p>
        </div>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">Secteur d'activité</dt>
          <dd className="text-right font-medium text-slate-900">{client.industry ?? 'Non spécifié'}</dd>
        </div>
        {isCompany && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">Taille</dt>
            <dd className="text-right font-medium text-slate-900">{formatCompanySize(client.companySize)}</dd>
          </div>
        )}
        {website && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">Site web</dt>
            <dd className="text-right">
              <ExternalLink href={website}>{displayHost(website)}</ExternalLink>
            </dd>
          </div>
        )}
      </dl>
      {client.description && <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{client.description}</p>}
      <ClientFacts facts={client.facts} />
    </Card>
  );
}

const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: FRENCH_TIME_ZONE });

/** Figures from the client's history on CM Connect, with an honest word when there is nothing to count yet. */
function ClientFacts({ facts }: { facts: TJobClient['facts'] }) {
  const rows: [string, string, string?][] = [
    ['Membre depuis', monthYear.format(new Date(facts.memberSince))],
    ['Missions publiées', String(facts.missionsPublished)],
    [
      'Taux de réponse',
      formatPercentage(facts.responseRate),
      facts.responseRate === null ? 'Aucune candidature reçue pour l’instant' : 'Part des candidatures reçues ayant obtenu une réponse',
    ],
    [
      "Taux d'embauche",
      formatPercentage(facts.hireRate),
      facts.hireRate === null ? 'Aucune mission terminée pour l’instant' : 'Part des missions terminées pourvues sur CM Connect',
    ],
    [
      'Candidatures ouvertes',
      formatPercentage(facts.openedInTimeRate),
      facts.openedInTimeRate === null
        ? 'Aucune candidature à compter pour l’instant'
        : `Part des candidatures ouvertes par le client dans les ${APPLICATION_OPEN_DAYS} jours`,
    ],
    [
      'Délai d’ouverture',
      formatHoursToOpen(facts.medianHoursToOpen),
      facts.medianHoursToOpen === null ? 'Aucune candidature ouverte pour l’instant' : 'Temps médian avant que le client ouvre une candidature',
    ],
  ];
  return (
    <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm" aria-label="Historique du client">
      {rows.map(([label, value, hint]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-500">
            {label}
            {hint && <span className="block text-xs text-slate-500">{hint}</span>}
          </dt>
          <dd className="text-right font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
