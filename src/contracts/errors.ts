import { z } from 'zod';

/** Every error the API sends has this shape; `message` is the French text shown to users. */
export const ZErrorCode = z.enum([
  'VALIDATION_ERROR',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYMENT_REQUIRED',
  'RATE_LIMITED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_ERROR',
  /** The site is in maintenance (503): the web app shows its maintenance screen. */
  'MAINTENANCE',
  /** An admin without two-factor authentication while the admin setting requires it (403). */
  'TWO_FACTOR_REQUIRED',
]);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZErrorResponse = z.object({
  error: z.object({
    code: ZErrorCode,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On 5xx answers: the request's id (`X-Request-Id`), shown as « Référence : … » for a member to quote. */
    requestId: z.string().optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
