import { createServer, type Server } from 'node:http';
import type { FastifyServerFactoryHandler } from 'fastify';

/** How long connections may stay open idle, and wait for a request's headers (`Config['http']`). */
export type ServerTimeouts = { keepAliveTimeoutMs: number; headersTimeoutMs: number };

/**
 * The app's HTTP server (Fastify's `serverFactory`), so Fastify's own keep-alive setting does
 * not apply: the timeouts are set here. The keep-alive timeout must outlast the idle timeout of
 * the balancer in front, or the server closes a connection the balancer is about to reuse (a
 * sporadic 502); the headers timeout stays above it, as Node requires.
 *
 * It answers a HEAD request exactly as its GET, headers included, without the body. Fastify's
 * generated HEAD routes drop the body before the compression hook runs, so `curl -I` showed
 * neither Content-Encoding nor the length sent. Node's response was created knowing the request
 * is a HEAD and never writes a body for it: the request goes through the app as the GET it asks about.
 */
export function httpServerFactory({ keepAliveTimeoutMs, headersTimeoutMs }: ServerTimeouts) {
  return (handler: FastifyServerFactoryHandler): Server => {
    const server = createServer((request, response) => {
      if (request.method === 'HEAD') request.method = 'GET';
      handler(request, response);
    });
    server.keepAliveTimeout = keepAliveTimeoutMs;
    server.headersTimeout = headersTimeoutMs;
    return server;
  };
}
