/** The networks a social-media brief names (issue 23), in the order the form lists them. */
export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'linkedin', 'facebook', 'x', 'youtube', 'pinterest'] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<TSocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

/** What a brief counts per month, and what a bid answers for each. */
export const VOLUME_KINDS = ['posts', 'stories', 'short_videos', 'moderation_hours'] as const;
export type TVolumeKind = (typeof VOLUME_KINDS)[number];
export const VOLUME_LABELS: Record<TVolumeKind, string> = {
  posts: 'Publications par mois',
  stories: 'Stories par mois',
  short_videos: 'Vidéos courtes par mois',
  moderation_hours: 'Heures de modération par mois',
};
export const VOLUME_MAX = 1000;

/** A bid's price is for one month or for the whole mission. */
export const BID_BASES = ['monthly', 'total'] as const;
export type TBidBasis = (typeof BID_BASES)[number];
export const BID_BASIS_LABELS: Record<TBidBasis, string> = { monthly: 'Par mois', total: 'Au total' };
/** A total price says how many months it covers (1 to this), so the client can compare it with monthly ones (ADR 0055 §6). */
export const BID_MONTHS_MAX = 36;

/**
 * The comparison's sorts: the price (per month: a total by its monthly equivalent when its duration was
 * given, cheapest first; then totals without a duration), the earliest start.
 */
export const BID_SORTS = ['price', 'start'] as const;
export type TBidSort = (typeof BID_SORTS)[number];
export const BID_SORT_LABELS: Record<TBidSort, string> = { price: 'Prix croissant', start: 'Démarrage le plus tôt' };

/** What the brief shows where the client said nothing (never a figure nobody entered). */
export const NOT_SPECIFIED = 'Non précisé';

export const briefMessages = {
  volume: 'Indiquez un nombre entier entre 0 et 1\u00a0000.',
  networkUnknown: 'Choisissez les réseaux dans la liste.',
  adsBudgetOnlyWhenManaged: 'Un budget publicitaire ne s’indique que si la publicité est gérée.',
  date: 'Indiquez une date valide.',
  bidAmount: 'Indiquez un prix en euros (nombre entier, au moins 1 €).',
  bidBasis: 'Indiquez si le prix est par mois ou pour toute la mission.',
  bidStart: 'Indiquez la date à laquelle vous pouvez commencer.',
  bidStartPast: 'La date de démarrage ne peut pas être passée.',
  volumeAnswerRequired: 'Indiquez le volume que vous proposez pour ce poste du brief.',
  bidMonths: `Indiquez sur combien de mois porte ce prix (un nombre entier de 1 à ${BID_MONTHS_MAX}).`,
  bidMonthsOnlyForTotal: 'La durée ne s’indique que pour un prix au total.',
} as const;
