import { Link } from 'react-router';
import type { TManagerFavourite, TMissionFavourite } from '#contracts/favourites';
import { favouriteMessages, favouriteStatusLabels, missionUnavailableLabel, type TFavouriteKind } from '#contracts/favourites-terms';
import { paths } from '#contracts/paths';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tag } from '#web/components/ui/tag.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { FavouriteButton } from './favourite-button.tsx';

const titles: Record<TFavouriteKind, string> = { managers: 'Community managers favoris', missions: 'Missions favorites' };

/** What a favourite that can no longer be opened says instead (it stays listed until removed). */
function managerNotice(item: TManagerFavourite): string | null {
  return item.status === 'available' ? null : favouriteStatusLabels[item.status];
}
function missionNotice(item: TMissionFavourite): string | null {
  if (item.status === 'open') return null;
  return item.status === 'unavailable' ? missionUnavailableLabel : favouriteStatusLabels[item.status];
}

function ManagerItem({ item }: { item: TManagerFavourite }) {
  const notice = managerNotice(item);
  return (
    <li className="flex items-center gap-3 py-3">
      <UserAvatar name={item.fullName} url={item.avatarUrl} size="md" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {notice ? (
            item.fullName
          ) : (
            <Link to={paths.profile(item.managerId)} className="hover:underline">
              {item.fullName}
            </Link>
          )}
        </p>
        {item.headline && <p className="truncate text-sm text-slate-600">{item.headline}</p>}
        {item.location && <p className="text-xs text-slate-500">{item.location}</p>}
        {notice && <Tag tone="amber">{notice}</Tag>}
      </div>
      <FavouriteButton kind="managers" targetId={item.managerId} />
    </li>
  );
}

function MissionItem({ item }: { item: TMissionFavourite }) {
  const notice = missionNotice(item);
  const opens = item.status === 'open' || item.status === 'closed';
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-medium text-slate-900">
          {opens ? (
            <Link to={paths.mission(item.missionId)} className="hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        {item.clientName && <p className="text-sm text-slate-600">{item.clientName}</p>}
        <p className="text-xs text-slate-500">Ajoutée le {formatDate(item.createdAt)}</p>
        {notice && <Tag tone="amber">{notice}</Tag>}
      </div>
      <FavouriteButton kind="missions" targetId={item.missionId} />
    </li>
  );
}

/** The dashboard's 'Favoris': what the member keeps (community managers for clients, missions for community managers). */
export function FavouritesPanel({ kind }: { kind: TFavouriteKind }) {
  const favourites = useFavourites();
  return (
    <Card className="space-y-2 p-5">
      <h2 className="font-semibold text-slate-900">{titles[kind]}</h2>
      {favourites.isError ? (
        <Alert tone="error">{errorMessageOf(favourites.error, favouriteMessages.failed)}</Alert>
      ) : favourites.isPending ? (
        <Skeleton className="h-24" />
      ) : kind === 'managers' ? (
        favourites.data.managers.length === 0 ? (
          <p className="text-sm text-slate-600">{favouriteMessages.emptyManagers}</p>
        ) : (
          <ul aria-label={titles.managers} className="divide-y divide-slate-100">
            {favourites.data.managers.map((item) => (
              <ManagerItem key={item.managerId} item={item} />
            ))}
          </ul>
        )
      ) : favourites.data.missions.length === 0 ? (
        <p className="text-sm text-slate-600">{favouriteMessages.emptyMissions}</p>
      ) : (
        <ul aria-label={titles.missions} className="divide-y divide-slate-100">
          {favourites.data.missions.map((item) => (
            <MissionItem key={item.missionId} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}
