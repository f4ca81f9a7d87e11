import type { ReactNode } from 'react';
import { Briefcase, Euro, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { formatLocation } from '#contracts/missions-terms';
import { formatExperience, formatRating } from '#contracts/profiles-terms';
import type { TManagerCard } from '#contracts/search';
import { Card } from '#web/components/ui/card.tsx';
import { NewMemberTag } from '#web/components/ui/new-member-tag.tsx';
import { formatHourlyRate } from '#web/lib/format.ts';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { paths } from '#contracts/paths';
import { CardSkills } from './card-skills.tsx';

/**
 * A community manager in a list; the name links to the profile (the whole card is clickable). Only
 * what the member entered shows: no rate or experience when they gave none, 'Nouveau' until a review.
 * `action` sits top right, above the link (the heart); `explanation` at the bottom ('Pourquoi ce résultat ?').
 */
export function ManagerCard({ manager, action, explanation }: { manager: TManagerCard; action?: ReactNode; explanation?: ReactNode }) {
  const rate = formatHourlyRate(manager.hourlyRateMin, manager.hourlyRateMax);
  return (
    <Card className="relative flex h-full flex-col gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md">
      <div className="flex items-start gap-4">
        <UserAvatar name={manager.fullName} url={manager.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-slate-900">
            <Link to={paths.profile(manager.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {manager.fullName}
            </Link>
          </h3>
          {manager.headline && <p className="line-clamp-2 text-sm text-slate-600">{manager.headline}</p>}
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            {formatLocation(manager.location)}
          </p>
        </div>
        {action}
      </div>
      <CardSkills skills={manager.skills} />
      <dl className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm whitespace-nowrap">
        {rate && (
          <div>
            <dt className="sr-only">Tarif horaire</dt>
            <dd className="flex items-center gap-1 font-medium text-slate-900">
              <Euro className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
              {rate}
            </dd>
          </div>
        )}
        {manager.experienceYears !== null && (
          <div>
            <dt className="sr-only">Expérience</dt>
            <dd className="flex items-center gap-1 text-slate-700">
              <Briefcase className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
              {formatExperience(manager.experienceYears)}
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Note</dt>
          {manager.averageRating === null || manager.totalReviews === 0 ? (
            <dd>
              <NewMemberTag />
            </dd>
          ) : (
            <dd className="flex items-center gap-1 text-slate-700">
              <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="font-medium text-slate-900">{formatRating(manager.averageRating)}</span>
              <span className="text-slate-500">({manager.totalReviews})</span>
            </dd>
          )}
        </div>
      </dl>
      {explanation}
    </Card>
  );
}
