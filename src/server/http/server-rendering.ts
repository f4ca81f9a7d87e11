import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiTransport, PageRenderer, ServerRenderingModule } from '#contracts/server-rendering';
import { DatabaseUnreachableError } from '#server/db/failures';

/** The server-rendering bundle `npm run build` writes beside the browser's. */
export const serverRenderingEntry = path.resolve('dist/ssr/entry-server.js');

/** Statuses whose answers carry no body (a `Response` refuses one). */
const NO_BODY = new Set([204, 304]);

/** Set while a page renders: whether one of its reads found the database out of reach. */
const pageReads = new AsyncLocalStorage<{ unreachable: boolean }>();

/** `app`'s own API in-process, as a visitor: no cookies, so nothing personal is ever rendered. */
export function inProcessApi(app: FastifyInstance): ApiTransport {
  return async (apiPath) => {
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
    const contentType = answer.headers['content-type'];
    if (answer.statusCode === 503 && answer.payload.includes('"SERVICE_UNAVAILABLE"')) {
      const reads = pageReads.getStore();
      if (reads) reads.unreachable = true;
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.payload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * A page whose data could not be read because the database is out of reach fails as the
 * database does (503, the French page, never kept by the visitor cache) rather than being sent,
 * and kept, as an empty shell.
 */
export function failingWhenUnreachable(render: PageRenderer): PageRenderer {
  return async (page) => {
    const reads = { unreachable: false };
    const rendered = await pageReads.run(reads, () => render(page));
    if (reads.unreachable) throw new DatabaseUnreachableError("a page's data could not be read: the database is out of reach");
    return rendered;
  };
}

/**
 * The built page renderer (ADR 0029), fetching the pages' data from `app`'s own API in-process.
 * Null when the bundle is missing.
 */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  if (!existsSync(serverRenderingEntry)) {
    app.log.warn('dist/ssr is missing: run `npm run build` to render the public pages on the server');
    return null;
  }
  const { createPageRenderer } = (await import(pathToFileURL(serverRenderingEntry).href)) as ServerRenderingModule;
  return failingWhenUnreachable(createPageRenderer(inProcessApi(app)));
}
