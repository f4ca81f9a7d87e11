import type { TErrorCode, TErrorResponse } from '#contracts/errors';
import { errorMessages, errorReference } from '#contracts/errors-terms';
import type { ApiAnswer, ApiTransport } from '#contracts/server-rendering';
import { reportMaintenance } from './maintenance.ts';

export const networkErrorMessage = 'Impossible de joindre le serveur. Vérifiez votre connexion internet et réessayez.';

/** A failed API call, carrying what the server said (its French message is shown as is). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode;
  readonly fields: Readonly<Record<string, string>>;
  /** The failed request's id (`X-Request-Id`) on a server failure: shown for the member to quote. */
  readonly requestId?: string;

  constructor(status: number, code: TErrorCode, message: string, fields: Record<string, string> = {}, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
  }

  /** « Référence : … » for a server failure the member may report (not the planned maintenance). */
  get reference(): string | null {
    return this.status >= 500 && this.requestId && this.code !== 'MAINTENANCE' ? errorReference(this.requestId) : null;
  }

  /** The request never reached the server (offline, DNS, refused connection). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** As it travels in a server-rendered page's data (`message` is not enumerable on errors). */
  toJSON() {
    return { name: this.name, status: this.status, code: this.code, message: this.message, fields: this.fields };
  }

  /** The error again from its JSON (`toJSON`); anything else is returned as it is. */
  static revive(value: unknown): unknown {
    const json = value as Partial<ReturnType<ApiError['toJSON']>> | null;
    if (json?.name !== 'ApiError' || typeof json.status !== 'number' || !json.code || typeof json.message !== 'string') return value;
    return new ApiError(json.status, json.code, json.message, { ...json.fields });
  }
}

/** Nothing is there: an unknown id, or a draft seen by someone else. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * The user-facing text of any failure: the server's message, else the screen's fallback. A server
 * failure ends with its reference, so the member can quote it (ADR 0035).
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.reference ? `${error.message} (${error.reference})` : error.message;
}

const fallbackByStatus: Record<number, { code: TErrorCode; message: string }> = {
  400: { code: 'VALIDATION_ERROR', message: errorMessages.validation },
  401: { code: 'UNAUTHENTICATED', message: errorMessages.unauthenticated },
  403: { code: 'FORBIDDEN', message: errorMessages.forbidden },
  404: { code: 'NOT_FOUND', message: errorMessages.notFound },
  429: { code: 'RATE_LIMITED', message: errorMessages.rateLimited },
};

/** Our API's error shape; anything else (a proxy's HTML page, an empty body) is not. */
function isErrorResponse(body: unknown): body is TErrorResponse {
  const error = (body as Partial<TErrorResponse> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** An answer's JSON: parsed from a `fetch` response's text, as it is from an in-process read. */
async function dataOf(answer: Response | ApiAnswer): Promise<unknown> {
  if (!(answer instanceof Response)) return answer.data;
  const text = await answer.text();
  return text ? JSON.parse(text) : undefined;
}

async function toApiError(response: Response | ApiAnswer): Promise<ApiError> {
  const body: unknown = await dataOf(response).catch(() => null);
  // A server failure names its request: in our error body, else (a proxy's page) in the header.
  const requestId = response.status >= 500 && response instanceof Response ? (response.headers.get('x-request-id') ?? undefined) : undefined;
  if (isErrorResponse(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(response.status, code, message, fields, body.error.requestId ?? requestId);
  }
  const fallback = fallbackByStatus[response.status] ?? { code: 'INTERNAL_ERROR', message: errorMessages.internal };
  return new ApiError(response.status, fallback.code, fallback.message, {}, requestId);
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal };

/** How requests reach the API: the browser's `fetch`, or on the server the app itself (server rendering). */
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renders pages by asking its own API in-process, as a visitor (no cookies). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send(path: string, { method = 'GET', body, signal }: RequestOptions): Promise<Response | ApiAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form (file upload) sets its own multipart type and boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response | ApiAnswer;
  try {
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined || isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'INTERNAL_ERROR', networkErrorMessage);
  }
  if (response.status < 200 || response.status > 299) {
    const error = await toApiError(response);
    if (error.code === 'MAINTENANCE') reportMaintenance();
    throw error;
  }
  return response;
}

/*
 * Answers are typed with the contract's types, not parsed: the server validates every answer
 * against the same contract before sending it (ADR 0012), and not shipping the validation
 * library keeps it out of the pages that only read.
 */

async function readJson<T>(response: Response | ApiAnswer): Promise<T> {
  return (await dataOf(response)) as T;
}

/** GET a JSON answer from our API (same origin, session cookie). */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(await send(path, { signal }));
}

/** POST JSON to our API and read its answer (`void` for endpoints whose answer is not used). */
export async function apiPost<T = void>(path: string, body: unknown): Promise<T> {
  return readJson<T>(await send(path, { method: 'POST', body }));
}

/** POST a form with files (multipart) to our API and read its answer. */
export async function apiPostForm<T>(path: string, form: FormData): Promise<T> {
  return readJson<T>(await send(path, { method: 'POST', body: form }));
}

/** PATCH JSON to our API and read its answer. */
export async function apiPatch<T>(path: string, body: unknown): Promise<T> {
  return readJson<T>(await send(path, { method: 'PATCH', body }));
}

/** DELETE on our API (answers 204). */
export async function apiDelete(path: string): Promise<void> {
  await send(path, { method: 'DELETE' });
}

/** PUT JSON to our API and read its answer. */
export async function apiPut<T>(path: string, body: unknown): Promise<T> {
  return readJson<T>(await send(path, { method: 'PUT', body }));
}
