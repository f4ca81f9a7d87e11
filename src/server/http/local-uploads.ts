import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE_CACHE_CONTROL, LOCAL_UPLOADS_PREFIX } from '#server/adapters/storage/index';
import { declareScopeAccess } from './access.ts';

/**
 * Serves the embedded storage's files at /uploads/…: public (profile photos, blog images), cached
 * for a year (every upload has a new name), never listed, never sniffed as another type.
 */
export async function registerLocalUploads(app: FastifyInstance, root: string) {
  await mkdir(root, { recursive: true });
  await app.register(async (scope) => {
    declareScopeAccess(scope, 'public');
    await scope.register(fastifyStatic, {
      root,
      prefix: `${LOCAL_UPLOADS_PREFIX}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  });
}
