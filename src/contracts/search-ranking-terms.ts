import type { TSearchType } from './search-terms.ts';

/**
 * 'Pourquoi ce résultat ?' and 'Comment fonctionne le classement' (ADR 0056, DSA Art. 27): the
 * weighted score that orders a search by 'Pertinence' when words are typed, and the French
 * explanation of one result built from the score's own components, as the search returns them.
 */

export const RANKING_FACTORS = ['text', 'rating', 'completeness', 'distance', 'recency'] as const;
export type TRankingFactor = (typeof RANKING_FACTORS)[number];

/**
 * Points out of 100 each factor brings at most; each factor is a value between 0 and 1 times
 * its weight. The search's ORDER BY sums exactly these (src/server/modules/search). Text keeps
 * 60 so that a headline or title match (twice a bio's rank) stays above a bio match whatever the
 * other factors: 30 text points against at most 15 + 10 + 5 (members) or 20 + 10 (missions)
 * without a city.
 */
export const RANKING_WEIGHTS = {
  managers: { text: 60, rating: 15, completeness: 10, distance: 10, recency: 5 },
  jobs: { text: 60, completeness: 10, distance: 10, recency: 20 },
} as const satisfies Record<TSearchType, Partial<Record<TRankingFactor, number>>>;

/**
 * A result loses its recency points linearly over this many days: after a mission's publication,
 * after the last change of what a profile shows the search (manager_search.updated_at).
 */
export const RECENCY_DAYS: Record<TSearchType, number> = { managers: 180, jobs: 30 };

/** What 'Profil renseigné' counts: the profile fields the search itself knows. */
export const COMPLETENESS_FIELDS = ['skills', 'rate', 'experience', 'availability', 'location', 'languages'] as const;
export type TCompletenessField = (typeof COMPLETENESS_FIELDS)[number];
export const COMPLETENESS_FIELD_LABELS: Record<TCompletenessField, string> = {
  skills: 'compétences',
  rate: 'tarif horaire',
  experience: "années d'expérience",
  availability: 'disponibilité',
  location: 'localisation',
  languages: 'langues parlées',
};

/** What 'Brief renseigné' counts: the parts of a mission's brief the client said (columns of `jobs`). */
export const BRIEF_FIELDS = ['networks', 'volumes', 'startDate', 'duration', 'budget'] as const;
export type TBriefField = (typeof BRIEF_FIELDS)[number];
export const BRIEF_FIELD_LABELS: Record<TBriefField, string> = {
  networks: 'réseaux sociaux',
  volumes: 'volumes mensuels',
  startDate: 'date de démarrage',
  duration: 'durée',
  budget: 'budget',
};

const listOf = (labels: string[]) => `${labels.slice(0, -1).join(', ')} et ${labels.at(-1)}`;

export const RANKING_FACTOR_LABELS: Record<TSearchType, Partial<Record<TRankingFactor, string>>> = {
  managers: {
    text: 'Correspondance avec votre recherche',
    rating: 'Note moyenne des avis',
    completeness: 'Profil renseigné',
    distance: 'Distance de la ville recherchée',
    recency: 'Mise à jour du profil',
  },
  jobs: {
    text: 'Correspondance avec votre recherche',
    completeness: 'Brief renseigné',
    distance: 'Distance de la ville recherchée',
    recency: 'Date de publication',
  },
};

const distanceRule =
  "Seulement quand une ville est recherchée : tous les points au centre, aucun à la limite du rayon choisi ; aucun point quand l'adresse n'est pas localisée.";

/** How each factor is measured, as the public page says it. */
export const RANKING_FACTOR_RULES: Record<TSearchType, Partial<Record<TRankingFactor, string>>> = {
  managers: {
    text: 'Les mots tapés trouvés dans le nom ou le titre comptent le plus, puis le titre du profil et les compétences, puis la présentation ou la description ; le meilleur résultat obtient tous les points, les autres en proportion.',
    rating: 'La note moyenne sur 5 ; un profil sans avis ne reçoit aucun point.',
    completeness: `La part renseignée de ces ${COMPLETENESS_FIELDS.length} informations : ${COMPLETENESS_FIELDS.map((field) => COMPLETENESS_FIELD_LABELS[field]).join(', ')}.`,
    distance: distanceRule,
    recency: `Tous les points le jour où le membre modifie son profil (nom, titre, présentation, compétences, tarif, expérience, disponibilité, langues, localisation, secteur ou télétravail), puis de moins en moins pendant ${RECENCY_DAYS.managers} jours ; les avis reçus ne comptent pas ici.`,
  },
  jobs: {
    text: 'Les mots tapés trouvés dans le titre de la mission comptent cinq fois plus que ceux trouvés dans sa description ; le meilleur résultat obtient tous les points, les autres en proportion.',
    completeness: `La part du brief que le client a précisée parmi ces ${BRIEF_FIELDS.length} éléments : ${listOf(BRIEF_FIELDS.map((field) => BRIEF_FIELD_LABELS[field]))}.`,
    distance: distanceRule,
    recency: `Tous les points le jour de la publication, puis de moins en moins pendant ${RECENCY_DAYS.jobs} jours.`,
  },
};

/** What the search returns with each result to explain its place (the score's components). */
export type TResultRanking = {
  /** Out of 100, when 'Pertinence' ordered this result by score; null otherwise (another order, or past the first 1 000 matches). */
  score: number | null;
  /** Each factor's value between 0 and 1, as the score used it (null: no rating, not localised, no city searched). */
  factors: Partial<Record<TRankingFactor, number | null>> | null;
  /** True when nothing matched exactly and the result is a close spelling. */
  typo: boolean;
  /** The typed words the result contains. */
  matchedWords: string[];
  /** Its skills that match a typed word or a chosen skill. */
  matchedSkills: string[];
  /** From the searched city's centre, when both are localised. */
  distanceKm: number | null;
};

export const rankingMessages = {
  disclosure: 'Pourquoi ce résultat ?',
  pageTitle: 'Comment fonctionne le classement',
  pageLink: 'Comment fonctionne le classement',
  scoreLine: (score: string) => `Score de pertinence : ${score} sur 100`,
  points: (points: string, max: number) => `${points} / ${max} pts`,
  noPoints: 'aucun point',
  beyondCap: 'Au-delà des 1 000 premiers résultats, le classement suit la note (ou la date de publication), sans score.',
  typo: "Aucun résultat ne contient exactement ces mots : celui-ci s'en approche par l'orthographe.",
  words: (words: string[]) => `Mots trouvés : ${words.join(', ')}`,
  skills: (skills: string[]) => `Compétences correspondantes : ${skills.join(', ')}`,
  distance: (km: string) => `À ${km} km de la ville recherchée`,
  noText: {
    managers: 'Sans mots-clés, les profils sont classés par note moyenne (les profils sans avis en dernier).',
    jobs: 'Sans mots-clés, les missions sont classées de la plus récente à la plus ancienne.',
  } satisfies Record<TSearchType, string>,
  sortedBy: (label: string) => `Classement choisi : ${label}.`,
} as const;

/** Built once: `toLocaleString` with options builds a formatter on every call (a quarter of a searched page's rendering, ADR 0071). */
const decimals = {
  0: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }),
  1: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 0 }),
};
const decimal = (value: number, digits: 0 | 1 = 1) => decimals[digits].format(value);

/** One factor's line: `points` is null when the result has no value to measure (no reviews, no city): no figure is shown then. */
export type TExplanationLine = { factor: TRankingFactor; label: string; detail: string; points: string | null; max: number };

/** One factor's value as a sentence ('4,8 / 5', 'Renseigné à 83 %'). */
function factorDetail(type: TSearchType, factor: TRankingFactor, value: number | null, ranking: TResultRanking): string {
  if (value === null) {
    return {
      text: 'Aucun mot tapé',
      rating: 'Pas encore d’avis',
      completeness: 'Non renseigné',
      distance: 'Aucune ville recherchée, ou adresse non localisée',
      recency: 'Date inconnue',
    }[factor];
  }
  switch (factor) {
    case 'text':
      return `${decimal(value * 100, 0)} % de la meilleure correspondance`;
    case 'rating':
      return `${decimal(value * 5)} / 5`;
    case 'completeness':
      return `Renseigné à ${decimal(value * 100, 0)} %`;
    case 'distance':
      return ranking.distanceKm === null ? '' : `${decimal(ranking.distanceKm)} km`;
    case 'recency':
      if (value > 0) return `${decimal(value * 100, 0)} % des points de fraîcheur`;
      return type === 'jobs' ? `Publiée il y a plus de ${RECENCY_DAYS.jobs} jours` : `Modifié il y a plus de ${RECENCY_DAYS.managers} jours`;
  }
}

/** Each factor's part in the score, in the order of their weights. */
export function explanationLines(type: TSearchType, ranking: TResultRanking): TExplanationLine[] {
  const weights: Partial<Record<TRankingFactor, number>> = RANKING_WEIGHTS[type];
  return RANKING_FACTORS.flatMap((factor) => {
    const max = weights[factor];
    if (max === undefined || !ranking.factors) return [];
    const value = ranking.factors[factor] ?? null;
    return [
      {
        factor,
        label: RANKING_FACTOR_LABELS[type][factor] ?? '',
        detail: factorDetail(type, factor, value, ranking),
        points: value === null ? null : decimal(value * max),
        max,
      },
    ];
  }).sort((a, b) => b.max - a.max);
}

/** Which order placed the result: its score, or the order it was listed in without one. */
export function orderSentence(
  type: TSearchType,
  ranking: TResultRanking,
  order: { sortLabel: string; relevance: boolean; hasText: boolean },
): string {
  if (ranking.score !== null) return rankingMessages.scoreLine(decimal(ranking.score));
  if (!order.relevance) return rankingMessages.sortedBy(order.sortLabel);
  return order.hasText ? rankingMessages.beyondCap : rankingMessages.noText[type];
}

/** What the result has that was searched for: words, skills, distance. */
export function matchSentences(ranking: TResultRanking): string[] {
  return [
    ...(ranking.typo ? [rankingMessages.typo] : []),
    ...(ranking.matchedWords.length > 0 ? [rankingMessages.words(ranking.matchedWords)] : []),
    ...(ranking.matchedSkills.length > 0 ? [rankingMessages.skills(ranking.matchedSkills)] : []),
    ...(ranking.distanceKm !== null ? [rankingMessages.distance(decimal(ranking.distanceKm))] : []),
  ];
}
