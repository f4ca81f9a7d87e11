import { z } from 'zod';
import './zod-french.ts';
import { hasNulByte, textMessages } from './text-terms.ts';

/**
 * The one string primitive of request contracts (bodies, query strings, path parameters):
 * at most `max` characters and no NUL byte, both refused with a French message (400).
 * Chain `.trim()`, `.min()`… as with `z.string()`.
 */
export function zText(max: number, tooLong: string = textMessages.tooLong(max)) {
  return z
    .string()
    .refine((value) => !hasNulByte(value), { message: textMessages.forbiddenCharacter, abort: true })
    .max(max, tooLong);
}

/** Longest path parameter (ids, session ids) accepted before looking anything up. */
export const PARAM_MAX_LENGTH = 200;
/** A path parameter: a malformed value is left to the service (usually the same 404 as an unknown id). */
export const zParam = () => zText(PARAM_MAX_LENGTH);
