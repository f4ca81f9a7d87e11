/**
 * Turns what a visitor typed into search words. Each word is later matched as an unaccented
 * prefix (`simple` vector) or as a French stem; all words must match (ADR 0009).
 */

/** French function words that would otherwise have to appear in every result. */
const STOP_WORDS = new Set([
  'au',
  'aux',
  'avec',
  'ce',
  'ces',
  'cet',
  'cette',
  'chez',
  'dans',
  'de',
  'des',
  'du',
  'en',
  'et',
  'la',
  'le',
  'les',
  'leur',
  'leurs',
  'ou',
  'par',
  'pour',
  'sa',
  'se',
  'ses',
  'son',
  'sur',
  'un',
  'une',
]);
const MAX_WORDS = 8;

export type TextQuery = {
  /** Folded words (lower case, no accents), hyphens kept: 'e-commerce'. */
  words: string[];
  /** The words joined by spaces, for trigram similarity. */
  text: string;
};

export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function parseTextQuery(input: string | undefined): TextQuery | null {
  if (!input) return null;
  const words: string[] = [];
  for (const token of fold(input).split(/[^\p{L}\p{N}-]+/u)) {
    const word = token.replace(/^-+|-+$/g, '');
    if (word.replace(/-/g, '').length < 2 || STOP_WORDS.has(word) || words.includes(word)) continue;
    words.push(word);
    if (words.length === MAX_WORDS) break;
  }
  return words.length > 0 ? { words, text: words.join(' ') } : null;
}

/**
 * The prefix a word is matched with in the `simple` vector: hyphens removed ('e-commerce' and
 * 'ecommerce' both give 'ecommerce'), and a plural 's' dropped so 'managers' also finds 'manager'.
 */
export function prefixOf(word: string): string {
  const compact = word.replace(/-/g, '');
  return compact.length >= 4 && compact.endsWith('s') ? compact.slice(0, -1) : compact;
}
