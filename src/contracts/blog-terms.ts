export const BLOG_CATEGORIES = ['Tendances', 'Guide', 'Outils', 'Stratégie', 'Crisis Management', 'Analytics'] as const;
export const BLOG_EMPTY_STATE = 'Aucun article ne correspond à votre recherche.';
/** The blog before its first article is published (no search, no category chosen). */
export const BLOG_NOTHING_PUBLISHED = 'Aucun article publié pour le moment. Revenez bientôt !';
export const BLOG_NOT_FOUND = 'Article introuvable';
export const WORDS_PER_MINUTE = 200;
export const BLOG_QUERY_MAX_LENGTH = 200;
export const BLOG_CATEGORY_MAX_LENGTH = 100;

/** Reading time in whole minutes (at least 1). */
export function readingTimeMinutes(markdown: string): number {
  const words = markdown.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
