import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const webDistDir = path.resolve('dist/web');

/** Serves the built React app, with index.html for every client-side route. */
export async function registerWebApp(app: FastifyInstance) {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn('dist/web is missing: run `npm run build` to serve the web app');
    return;
  }
  await app.register(fastifyStatic, { root: webDistDir, prefix: '/', wildcard: false, index: false });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.callNotFound();
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
