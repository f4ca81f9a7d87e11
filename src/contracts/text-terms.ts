import { errorMessages } from './errors-terms.ts';

/** Messages shared by every text field of the contracts (zod-free: forms and screens import it). */
export const textMessages = {
  /** A NUL byte (U+0000) in any text, query or path parameter. */
  forbiddenCharacter: errorMessages.forbiddenCharacter,
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  tooShort: (min: number) => `Ce champ doit contenir au moins ${min} caractères.`,
  required: 'Ce champ est requis.',
  invalid: 'Valeur invalide.',
  invalidType: 'Format de valeur invalide.',
  invalidChoice: 'Veuillez choisir une valeur proposée.',
  unknownKey: 'Champ non reconnu.',
  tooBig: (max: number | bigint) => `La valeur ne peut pas dépasser ${max}.`,
  tooSmall: (min: number | bigint) => `La valeur doit être au moins ${min}.`,
  tooManyItems: (max: number | bigint) => `Pas plus de ${max} éléments.`,
  tooFewItems: (min: number | bigint) => `Au moins ${min} élément(s).`,
} as const;

/** True when `value` holds a NUL byte, which PostgreSQL cannot store in text. */
export function hasNulByte(value: string): boolean {
  return value.includes('\u0000');
}

/** True when any string (or key) inside a parsed JSON body or query object holds a NUL byte. */
export function containsNulByte(value: unknown): boolean {
  if (typeof value === 'string') return hasNulByte(value);
  if (Array.isArray(value)) return value.some(containsNulByte);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => hasNulByte(key) || containsNulByte(item));
  }
  return false;
}

/** A count and its noun in French: '1 profil', '2 profils' (0 and 1 take the singular). */
export const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;
