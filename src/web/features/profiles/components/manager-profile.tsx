import type { ReactNode } from 'react';
import { Globe, MapPin } from 'lucide-react';
import { formatLocation } from '#contracts/missions-terms';
import type { TCommunityManagerProfile } from '#contracts/profiles';
import { formatExperience, formatRating } from '#contracts/profiles-terms';
import { Card } from '#web/components/ui/card.tsx';
import { ExternalLink } from '#web/components/ui/external-link.tsx';
import { NewMemberTag } from '#web/components/ui/new-member-tag.tsx';
import { formatHourlyRate } from '#web/lib/format.ts';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { Tag } from '#web/components/ui/tag.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { socialHref, socialNetworkLabels, type TSocialNetwork } from '#web/lib/external-url.ts';
import { ProfileReviews } from './profile-reviews.tsx';
import { AboutSection, FactList, ProfileSection } from './profile-section.tsx';
import { PortfolioGallery } from './portfolio-gallery.tsx';
import { ProficiencyBar } from './proficiency-bar.tsx';

const networks = Object.keys(socialNetworkLabels) as TSocialNetwork[];

type ManagerProfileProps = {
  profile: TCommunityManagerProfile;
  /** The contact button (or what replaces it for this viewer). */
  actions?: ReactNode;
};

/** The public page of a community manager. */
export function ManagerProfile({ profile, actions }: ManagerProfileProps) {
  const rate = formatHourlyRate(profile.hourlyRateMin, profile.hourlyRateMax);
  const socialLinks = networks
    .map((network) => ({ network, href: socialHref(network, profile.socialLinks[network]) }))
    .filter((link): link is { network: TSocialNetwork; href: string } => link.href !== null);

  return (
    <div className="space-y-6">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <UserAvatar name={profile.fullName} url={profile.avatarUrl} size="xl" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{profile.fullName}</h1>
              {profile.availability !== null && (
                <Tag tone={profile.availability ? 'emerald' : 'slate'}>{profile.availability ? 'Disponible' : 'Indisponible'}</Tag>
              )}
            </div>
            {profile.headline && <p className="text-lg text-slate-700">{profile.headline}</p>}
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="flex items-center gap-1">
                <MapPin className="size-4 text-slate-400" aria-hidden="true" />
                {formatLocation(profile.location)}
              </span>
              {profile.remoteOk && (
                <span className="flex items-center gap-1">
                  <Globe className="size-4 text-slate-400" aria-hidden="true" />
                  Ouvert au télétravail
                </span>
              )}
            </p>
            {profile.averageRating === null || profile.reviewCount === 0 ? (
              <p className="text-sm">
                <NewMemberTag />
              </p>
            ) : (
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <RatingStars rating={profile.averageRating} />
                <span className="font-semibold text-slate-900">{formatRating(profile.averageRating)}</span>
                <span>({profile.reviewCount} avis)</span>
              </p>
            )}
          </div>
          {actions && <div className="flex shrink-0 flex-col gap-2 sm:items-end">{actions}</div>}
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AboutSection text={profile.bio} />

          <ProfileSection title="Compétences">
            {profile.skills.length > 0 ? (
              <ul className="grid gap-4 sm:grid-cols-2">
                {profile.skills.map((skill) => (
                  <li key={skill.id}>
                    <ProficiencyBar name={skill.name} level={skill.proficiencyLevel} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Aucune compétence renseignée.</p>
            )}
          </ProfileSection>

          {profile.portfolio.length > 0 && (
            <ProfileSection title="Portfolio">
              <PortfolioGallery items={profile.portfolio} />
            </ProfileSection>
          )}

          <ProfileSection title={`Avis reçus (${profile.reviewCount})`}>
            <ProfileReviews reviews={profile.reviews} />
          </ProfileSection>
        </div>

        <div className="space-y-6">
          <ProfileSection title="Informations">
            <FactList
              facts={[
                rate !== null && { label: 'Tarif horaire', value: rate },
                profile.experienceYears !== null && { label: 'Expérience', value: formatExperience(profile.experienceYears) },
                profile.industry ? { label: "Secteur d'activité", value: profile.industry } : null,
                {
                  label: 'Langues',
                  value: profile.languages.length > 0 ? profile.languages.join(', ') : 'Non spécifié',
                },
              ]}
            />
          </ProfileSection>

          {socialLinks.length > 0 && (
            <ProfileSection title="Réseaux sociaux">
              <ul className="space-y-2 text-sm">
                {socialLinks.map(({ network, href }) => (
                  <li key={network}>
                    <ExternalLink href={href}>{socialNetworkLabels[network]}</ExternalLink>
                  </li>
                ))}
              </ul>
            </ProfileSection>
          )}
        </div>
      </div>
    </div>
  );
}
