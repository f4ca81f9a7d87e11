import { Heart } from 'lucide-react';
import { favouriteKindOf, favouriteMessages, type TFavouriteKind } from '#contracts/favourites-terms';
import { Button } from '#web/components/ui/button.tsx';
import { useViewer } from '#web/lib/auth.tsx';
import { cn } from '#web/lib/cn.ts';
import { useFavouriteIds } from '../api/get-favourites.ts';
import { useToggleFavourite } from '../api/toggle-favourite.ts';

type FavouriteButtonProps = {
  kind: TFavouriteKind;
  targetId: string;
  /** `icon`: a round heart on a card (above the card's link); `button`: a labelled button on a page. */
  look?: 'icon' | 'button';
  /** False where the target can no longer be kept (a closed mission): the heart shows only to remove it. */
  canAdd?: boolean;
};

/**
 * The heart: a toggle button (aria-pressed) named by what it does. Only members who may keep this
 * kind see it (clients: community managers; community managers: missions), once their favourites
 * are known: a visitor, and a page the server rendered, show none, so the public page stays the
 * same for everyone and cacheable.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  const { viewer } = useViewer();
  // The favourites' query and mutation only for who may keep this kind: a page of 20 cards
  // rendered for a visitor runs none of them.
  return viewer !== null && favouriteKindOf(viewer.userType) === props.kind ? <FavouriteToggle {...props} /> : null;
}

function FavouriteToggle({ kind, targetId, look = 'icon', canAdd = true }: FavouriteButtonProps) {
  const { data: ids } = useFavouriteIds();
  const toggle = useToggleFavourite();
  if (!ids) return null;

  const kept = (kind === 'managers' ? ids.managerIds : ids.missionIds).includes(targetId);
  if (!kept && !canAdd) return null;
  const label = kept ? favouriteMessages.remove : favouriteMessages.add;
  const onClick = () => toggle.mutate({ kind, id: targetId, keep: !kept });
  const heart = <Heart className={cn('size-5', kept ? 'fill-rose-500 text-rose-500' : 'text-slate-500')} aria-hidden="true" />;

  if (look === 'button') {
    return (
      <Button variant="secondary" fullWidth aria-pressed={kept} onClick={onClick}>
        {heart}
        {label}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={kept}
      aria-label={label}
      title={label}
      onClick={onClick}
      className="relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white ring-1 ring-slate-200 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {heart}
    </button>
  );
}
