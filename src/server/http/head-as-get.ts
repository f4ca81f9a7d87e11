import { createServer, type Server } from 'node:http';
import type { FastifyServerFactoryHandler } from 'fastify';

/**
 * The HTTP server, answering a HEAD request exactly as its GET, headers included, without the
 * body. Fastify's generated HEAD routes drop the body before the compression hook runs, so
 * `curl -I` showed neither Content-Encoding nor the length sent. Node's response was created
 * knowing the request is a HEAD and never writes a body for it: the request goes through the
 * app as the GET it asks about.
 */
export function serverAnsweringHeadAsGet(handler: FastifyServerFactoryHandler): Server {
  return createServer((request, response) => {
    if (request.method === 'HEAD') request.method = 'GET';
    handler(request, response);
  });
}
