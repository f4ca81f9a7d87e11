/**
 * French alphabetical order ('Écriture' beside 'Ecommerce', not after 'Z'), built once:
 * `localeCompare(other, 'fr')` builds a collator on every comparison of a sort (ADR 0071).
 * `frenchOrder.compare` is bound, so it can be passed to `sort` as is.
 */
export const frenchOrder = new Intl.Collator('fr');
