import type { ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { INDIVIDUAL_BIO_PREFIX, userTypeLabels } from '#contracts/accounts-terms';
import { formatLocation, JOB_TYPE_LABELS } from '#contracts/missions-terms';
import { formatBudget } from '#web/lib/format.ts';
import type { TClientProfile } from '#contracts/profiles';
import { REMOTE_LOCATION } from '#contracts/search-terms';
import { Card } from '#web/components/ui/card.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { Tag } from '#web/components/ui/tag.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { formatCompanySize } from '#web/lib/company-size.ts';
import { displayHost, websiteHref } from '#web/lib/external-url.ts';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';
import { ProfileReviews } from './profile-reviews.tsx';
import { AboutSection, FactList, ProfileSection } from './profile-section.tsx';

type ClientProfileProps = { profile: TClientProfile; actions?: ReactNode };

/** The public page of a company or an individual, with their open missions. */
export function ClientProfile({ profile, actions }: ClientProfileProps) {
  const name = profile.companyName ?? profile.fullName;
  const website = websiteHref(profile.website);
  // An individual's bio may only repeat their sector ('Secteur d'activité: …'), shown elsewhere.
  const about = profile.description ?? (profile.bio?.startsWith(INDIVIDUAL_BIO_PREFIX) ? null : profile.bio);

  return (
    <div className="space-y-6">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <UserAvatar name={name} url={profile.avatarUrl} size="xl" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
              <Tag tone="indigo">{userTypeLabels[profile.userType]}</Tag>
            </div>
            {profile.industry && <p className="text-lg text-slate-700">{profile.industry}</p>}
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-4 text-slate-400" aria-hidden="true" />
              {formatLocation(profile.location)}
            </p>
          </div>
          {actions && <div className="flex shrink-0 flex-col gap-2 sm:items-end">{actions}</div>}
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AboutSection text={about} />

          <ProfileSection title={`Missions ouvertes (${profile.openMissions.length})`}>
            {profile.openMissions.length > 0 ? (
              <ul className="divide-y divide-slate-100">
                {profile.openMissions.map((mission) => (
                  <li key={mission.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
                    <div className="min-w-0">
                      <TextLink to={paths.mission(mission.id)}>{mission.title}</TextLink>
                      <p className="text-sm text-slate-500">
                        {JOB_TYPE_LABELS[mission.jobType]} · {formatLocation(mission.location, mission.isRemote ? REMOTE_LOCATION : undefined)} ·
                        Publiée le {formatDate(mission.createdAt)}
                      </p>
                    </div>
                    <span className="text-sm font-medium text-slate-900">{formatBudget(mission.budgetMin, mission.budgetMax)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Aucune mission ouverte pour le moment.</p>
            )}
          </ProfileSection>

          <ProfileSection title={`Avis reçus (${profile.reviews.length})`}>
            <ProfileReviews reviews={profile.reviews} />
          </ProfileSection>
        </div>

        <ProfileSection title="Informations" className="self-start">
          <FactList
            facts={[
              profile.userType === 'company' ? { label: 'Contact', value: profile.fullName } : null,
              { label: "Secteur d'activité", value: profile.industry ?? 'Non spécifié' },
              profile.userType === 'company' ? { label: "Taille de l'entreprise", value: formatCompanySize(profile.companySize) } : null,
              website ? { label: 'Site web', value: <ExternalLink href={website}>{displayHost(website)}</ExternalLink> } : null,
              { label: 'Membre depuis', value: formatDate(profile.createdAt) },
            ]}
          />
        </ProfileSection>
      </div>
    </div>
  );
}
