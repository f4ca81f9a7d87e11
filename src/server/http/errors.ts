import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** One error shape for every route; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation);
      return reply.status(400).send(errorBody('VALIDATION_ERROR', Object.values(fields)[0] ?? errorMessages.validation, fields));
    }
    if (error.statusCode === 413) {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', errorMessages.payloadTooLarge));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', errorMessages.rateLimited));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody('VALIDATION_ERROR', errorMessages.validation));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database out of reach');
      return sendUnavailable(request, reply, errorMessages.serviceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS);
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'database disk full or read-only: write refused');
      return sendUnavailable(request, reply, errorMessages.storageFull, STORAGE_FULL_RETRY_AFTER_SECONDS);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', errorMessages.internal));
  });
  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send(errorBody('NOT_FOUND', errorMessages.notFound));
  });
}
