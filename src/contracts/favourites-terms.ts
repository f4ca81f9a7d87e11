import type { TUserType } from './accounts-terms.ts';

/** Most favourites one member keeps (ADR 0050): a shortlist, not an export of the site. */
export const FAVOURITES_MAX = 500;

/** What each member type may keep: clients keep community managers, community managers keep missions. */
export const FAVOURITE_KINDS = ['managers', 'missions'] as const;
export type TFavouriteKind = (typeof FAVOURITE_KINDS)[number];

export const CLIENT_USER_TYPES = ['company', 'individual'] as const satisfies readonly TUserType[];

export const favouriteKindOf = (userType: TUserType): TFavouriteKind => (userType === 'community_manager' ? 'missions' : 'managers');

/** A kept community manager: shown, or gone from the public site (suspended, account deleted). */
export const MANAGER_FAVOURITE_STATUSES = ['available', 'unavailable', 'deleted'] as const;
export type TManagerFavouriteStatus = (typeof MANAGER_FAVOURITE_STATUSES)[number];

/** A kept mission: open, closed by its client, or gone (its client suspended or deleted, removed by the moderation). */
export const MISSION_FAVOURITE_STATUSES = ['open', 'closed', 'unavailable', 'removed'] as const;
export type TMissionFavouriteStatus = (typeof MISSION_FAVOURITE_STATUSES)[number];

/** What the 'Favoris' tab says of a favourite that can no longer be opened or applied to. */
export const favouriteStatusLabels: Record<Exclude<TManagerFavouriteStatus | TMissionFavouriteStatus, 'available' | 'open'>, string> = {
  unavailable: 'Profil indisponible',
  deleted: 'Compte supprimé',
  closed: 'Mission clôturée',
  removed: 'Mission retirée',
};
export const missionUnavailableLabel = 'Mission indisponible';

export const favouriteMessages = {
  add: 'Ajouter aux favoris',
  remove: 'Retirer des favoris',
  onlyClients: 'Seuls les clients peuvent ajouter un community manager à leurs favoris.',
  onlyManagers: 'Seuls les community managers peuvent ajouter une mission à leurs favoris.',
  connect: 'Connectez-vous pour gérer vos favoris.',
  managerNotFound: 'Ce community manager est introuvable.',
  missionNotFound: 'Cette mission est introuvable.',
  missionClosed: 'Cette mission est clôturée : elle ne peut plus être ajoutée aux favoris.',
  tooMany: `Vous avez atteint la limite de ${FAVOURITES_MAX} favoris. Retirez-en avant d'en ajouter.`,
  failed: "Vos favoris n'ont pas pu être mis à jour. Réessayez.",
  emptyManagers: "Vous n'avez pas encore de community manager en favori. Touchez le cœur d'un profil pour le retrouver ici.",
  emptyMissions: "Vous n'avez pas encore de mission en favori. Touchez le cœur d'une mission pour la retrouver ici.",
} as const;
