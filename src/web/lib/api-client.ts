import type { z } from 'zod';
import { errorMessages, ZErrorResponse, type TErrorCode } from '#contracts/errors';

export const networkErrorMessage = 'Impossible de joindre le serveur. Vérifiez votre connexion internet et réessayez.';

/** A failed API call, carrying what the server said (its French message is shown as is). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: TErrorCode, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** The request never reached the server (offline, DNS, refused connection). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The user-facing text of any failure: the server's message, else the screen's fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

const fallbackByStatus: Record<number, { code: TErrorCode; message: string }> = {
  400: { code: 'VALIDATION_ERROR', message: errorMessages.validation },
  401: { code: 'UNAUTHENTICATED', message: errorMessages.unauthenticated },
  403: { code: 'FORBIDDEN', message: errorMessages.forbidden },
  404: { code: 'NOT_FOUND', message: errorMessages.notFound },
  429: { code: 'RATE_LIMITED', message: errorMessages.rateLimited },
};

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ZErrorResponse.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  const fallback = fallbackByStatus[response.status] ?? { code: 'INTERNAL_ERROR', message: errorMessages.internal };
  return new ApiError(response.status, fallback.code, fallback.message);
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown; signal?: AbortSignal };

async function send(path: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'INTERNAL_ERROR', networkErrorMessage);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** GET a JSON answer from our API (same origin, session cookie), checked against the contract's schema. */
export async function apiGet<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<z.output<TSchema>> {
  const response = await send(path, { signal });
  return schema.parse(await response.json());
}

/** POST JSON to our API; without a schema the answer is not read (Better Auth endpoints). */
export async function apiPost(path: string, body: unknown): Promise<void>;
export async function apiPost<TSchema extends z.ZodType>(
  path: string,
  body: unknown,
  schema: TSchema,
): Promise<z.output<TSchema>>;
export async function apiPost(path: string, body: unknown, schema?: z.ZodType): Promise<unknown> {
  const response = await send(path, { method: 'POST', body });
  return schema ? schema.parse(await response.json()) : undefined;
}

/** PATCH JSON to our API and read the answer against the contract's schema. */
export async function apiPatch<TSchema extends z.ZodType>(
  path: string,
  body: unknown,
  schema: TSchema,
): Promise<z.output<TSchema>> {
  const response = await send(path, { method: 'PATCH', body });
  return schema.parse(await response.json());
}
