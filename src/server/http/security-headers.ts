import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet's middleware sets with `options`, read once. Helmet builds them from the
 * options alone (no directive here depends on the request), so every answer gets the same.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer carries the security headers (Content-Security-Policy, HSTS…, ADR 0066), computed
 * once at start-up by `securityHeaders`: @fastify/helmet rebuilt Helmet's middleware, and parsed
 * the directives, on every request (a fifth of a cached read's CPU). The router's own refusals
 * run no hook: `frameworkErrors` sets them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
