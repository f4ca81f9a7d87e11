import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, ServerRenderingModule } from '#contracts/page-state';

/** The server-rendering bundle `npm run build` writes beside the browser's. */
export const serverRenderingEntry = path.resolve('dist/ssr/entry-server.js');

/** Statuses whose answers carry no body (a `Response` refuses one). */
const NO_BODY = new Set([204, 304]);

/**
 * The built page renderer (ADR 0029), fetching the pages' data from `app`'s own API in-process,
 * as a visitor: no cookies, so nothing personal is ever rendered. Null when the bundle is missing.
 */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  if (!existsSync(serverRenderingEntry)) {
    app.log.warn('dist/ssr is missing: run `npm run build` to render the public pages on the server');
    return null;
  }
  const { createPageRenderer } = (await import(pathToFileURL(serverRenderingEntry).href)) as ServerRenderingModule;
  return createPageRenderer(async (apiPath) => {
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
    const contentType = answer.headers['content-type'];
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.payload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  });
}
