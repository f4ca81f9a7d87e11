import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TErrorCode, TErrorResponse } from '#contracts/errors';
import { errorMessages, serverErrorPageTexts } from '#contracts/errors-terms';
import { DEFAULT_SITE_LANGUAGE, DEFAULT_SITE_NAME } from '#contracts/site-terms';
import { isDatabaseUnreachable, isStorageFull } from '#server/db/failures';
import { noticePage } from './notice-page.ts';
import { isPagePath, pathOf } from './request-path.ts';

/** An expected failure: the status, a stable code and the French message users see. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = (message: string = errorMessages.unauthenticated) => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string = errorMessages.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = errorMessages.notFound) => new AppError(404, 'NOT_FOUND', message);
const ZId = z.uuid();
/** Whether `id` has the shape of our row ids (a UUID). */
export const isId = (id: string) => ZId.safeParse(id).success;
/** A malformed id answers the same 404 as an unknown one. */
export function idOr404(id: string, message: string): string {
  if (!isId(id)) throw notFound(message);
  return id;
}
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', Object.values(fields)[0] ?? errorMessages.validation, fields);

export function errorBody(code: TErrorCode, message: string, fields?: Record<string, string>): TErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * Longest path parameter the router accepts (Fastify's default is 100): above the 200 characters
 * of `zParam`, so that the contracts, not the router, refuse a long id (ADR 0016).
 */
export const MAX_PARAM_LENGTH = 1_000;

/** Seconds a client is told to wait (`Retry-After`) when the database is out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** …and when the server's disk refuses writes (someone has to free space). */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * 503 with `Retry-After`: the SERVICE_UNAVAILABLE error on the API, a French page for a page
 * request (the site's settings are in the database, so the default name and language).
 */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, message: string, retryAfterSeconds: number) {
  reply.status(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  if (isPagePath(pathOf(request.url))) {
    return reply.type('text/html; charset=utf-8').send(
      noticePage({
        siteName: DEFAULT_SITE_NAME,
        lang: DEFAULT_SITE_LANGUAGE,
        title: serverErrorPageTexts.unavailableTitle,
        message,
        requestId: request.id,
      }),
    );
  }
  return reply.type('application/json; charset=utf-8').send(errorBody('SERVICE_UNAVAILABLE', message));
}

/** The fields a validation failure names (`a.b`, `_` for the whole value), each with its first message. */
export function validationFields(issues: readonly { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[key] ??= issue.message ?? errorMessages.validation;
  }
  return fields;
}

/** What a failure answers: its status, the error body and, for a 503, how long to wait. */
export type ErrorAnswer = { status: number; body: TErrorResponse; retryAfterSeconds?: number };

/**
 * The one mapping from a failure to its answer, for HTTP (the error handler below) and for the
 * reads server-rendered pages call in-process (ADR 0059); 5xx details go to `log`.
 */
export function errorAnswer(error: unknown, log: FastifyBaseLogger): ErrorAnswer {
  if (error instanceof AppError) return { status: error.statusCode, body: errorBody(error.code, error.message, error.fields) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error.validation);
    return { status: 400, body: errorBody('VALIDATION_ERROR', Object.values(fields)[0] ?? errorMessages.validation, fields) };
  }
  const statusCode = (error as Partial<FastifyError> | null)?.statusCode;
  if (statusCode === 413) return { status: 413, body: errorBody('PAYLOAD_TOO_LARGE', errorMessages.payloadTooLarge) };
  if (statusCode === 429) return { status: 429, body: errorBody('RATE_LIMITED', errorMessages.rateLimited) };
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return { status: statusCode, body: errorBody('VALIDATION_ERROR', errorMessages.validation) };
  if (isDatabaseUnreachable(error)) {
    log.warn({ err: error }, 'database out of reach');
    return {
      status: 503,
      body: errorBody('SERVICE_UNAVAILABLE', errorMessages.serviceUnavailable),
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
  }
  if (isStorageFull(error)) {
    log.error({ err: error }, 'database disk full or read-only: write refused');
    return { status: 503, body: errorBody('SERVICE_UNAVAILABLE', errorMessages.storageFull), retryAfterSeconds: STORAGE_FULL_RETRY_AFTER_SECONDS };
  }
  log.error({ err: error }, 'unhandled error');
  return { status: 500, body: errorBody('INTERNAL_ERROR', errorMessages.internal) };
}

/** One error shape for every route; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfterSeconds } = errorAnswer(error, request.log);
    if (retryAfterSeconds !== undefined) return sendUnavailable(request, reply, body.error.message, retryAfterSeconds);
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send(errorBody('NOT_FOUND', errorMessages.notFound));
  });
}
