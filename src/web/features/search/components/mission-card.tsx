import type { ReactNode } from 'react';
import { Calendar, Clock, MapPin, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { formatDuration, formatLocation, JOB_TYPE_LABELS } from '#contracts/missions-terms';
import { formatBudget } from '#web/lib/format.ts';
import type { TJobCard } from '#contracts/search';
import { REMOTE_LOCATION } from '#contracts/search-terms';
import { Card } from '#web/components/ui/card.tsx';
import { Tag } from '#web/components/ui/tag.tsx';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#contracts/paths';
import { CardSkills } from './card-skills.tsx';

/** An open mission in a list; the title links to the mission (the whole card is clickable). `action` sits top right, above the link (the heart); `explanation` at the bottom ('Pourquoi ce résultat ?'). */
export function MissionCard({ mission, action, explanation }: { mission: TJobCard; action?: ReactNode; explanation?: ReactNode }) {
  const location = formatLocation(mission.location, mission.isRemote ? REMOTE_LOCATION : undefined);
  return (
    <Card className="relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={paths.mission(mission.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {mission.title}
          </Link>
        </h3>
        <div className="flex shrink-0 items-center gap-2">
          <Tag tone="emerald">{JOB_TYPE_LABELS[mission.jobType]}</Tag>
          {action}
        </div>
      </div>
      <p className="text-sm text-slate-500">{mission.client.companyName ?? mission.client.fullName}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1">
          <MapPin className="size-3.5 text-slate-400" aria-hidden="true" />
          {location}
        </li>
        <li className="flex items-center gap-1">
          <Clock className="size-3.5 text-slate-400" aria-hidden="true" />
          {formatDuration(mission.duration)}
        </li>
        <li className="flex items-center gap-1 font-medium text-slate-900">
          <Wallet className="size-3.5 text-slate-400" aria-hidden="true" />
          {formatBudget(mission.budgetMin, mission.budgetMax)}
        </li>
      </ul>
      <p className="text-sm text-slate-700">{mission.summary}</p>
      <CardSkills skills={mission.skills} />
      <p className="mt-auto flex items-center gap-1 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <Calendar className="size-3.5" aria-hidden="true" />
        Publiée le {formatDate(mission.createdAt)}
      </p>
      {explanation}
    </Card>
  );
}
