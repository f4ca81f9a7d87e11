import { z } from 'zod';
import './zod-french.ts';
import { hasNulByte, textMessages } from './text-terms.ts';

type TextOptions = {
  /** Trim before counting (the stored value is trimmed). */
  trim?: boolean;
  /** Message when the value is too long (default: 'Ce champ ne peut pas dépasser N caractères.'). */
  tooLong?: string;
  /** Message when the value is missing or not a string (default: the French error map's). */
  error?: string;
};

/**
 * The one string primitive of request contracts (bodies, query strings, path parameters):
 * at most `max` characters and no NUL byte, both refused with a French message (400).
 * Chain `.min()`, `.toLowerCase()`… as with `z.string()`.
 */
export function zText(max: number, { trim = false, tooLong = textMessages.tooLong(max), error }: TextOptions = {}) {
  const text = z
    .string(error ? { error } : undefined)
    .refine((value) => !hasNulByte(value), { message: textMessages.forbiddenCharacter, abort: true });
  return (trim ? text.trim() : text).max(max, tooLong);
}

/** Longest path parameter (ids, session ids) accepted before looking anything up. */
export const PARAM_MAX_LENGTH = 200;
/** A path parameter: a malformed value is left to the service (usually the same 404 as an unknown id). */
export const zParam = () => zText(PARAM_MAX_LENGTH);
