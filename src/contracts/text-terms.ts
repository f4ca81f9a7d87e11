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
  // A stack of values still to look at, not recursion: a body nested 10,000 deep must not overflow.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (hasNulByte(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasNulByte(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** A count and its noun in French: '1 profil', '2 profils' (0 and 1 take the singular). */
export const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;
