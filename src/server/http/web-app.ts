import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE_CACHE_CONTROL } from '#server/adapters/storage/index';
import type { Viewer } from '#server/auth/guards';
import { declareScopeAccess } from './access.ts';
import { withInlineStyles, withRenderedPage } from './html.ts';
import type { InProcessReader } from './in-process-reads.ts';
import type { MissLimit } from './miss-limit.ts';
import { sendAnswer, visitorPages, type CachedAnswer, type VisitorCache } from './visitor-cache.ts';
import { loadPageRenderer } from './server-rendering.ts';
import { FILE_NAME, isPagePath, pathOf } from './request-path.ts';
import { sharedShells } from './shared-shells.ts';

export const webDistDir = path.resolve('dist/web');

/** Turns the built index.html into the page sent for one path (title, meta tags…) and its status (404 when nothing is there). */
export type IndexRenderer = (
  indexHtml: string,
  page: { pathname: string; viewer: Pick<Viewer, 'id' | 'role' | 'twoFactorMissing'> | null },
) => Promise<{ status: number; html: string }>;

export type WebAppOptions = {
  renderIndex: IndexRenderer;
  /** The site's name (admin settings), written by the pages the server renders. */
  siteName: () => Promise<string>;
  /** Visitors' pages, kept a few seconds (never a signed-in viewer's). */
  visitorCache: VisitorCache;
  /** Pages rendered per client address (cache misses). */
  missLimit?: MissLimit;
  /** The API reads the rendered pages make, called in-process (ADR 0059). */
  inProcessReads: InProcessReader;
};

/** The HTML of one page: index.html with its tags and status, and the page itself when the server renders it. */
type PageHtml = (page: { url: string; pathname: string; viewer: Pick<Viewer, 'id' | 'role' | 'twoFactorMissing'> | null }) => Promise<CachedAnswer>;
/** The page a request is sent; null when it was already answered (a visitor over the miss limit). */
type PageFor = (request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<CachedAnswer | null>;

/** Serves the built React app: every page's HTML, rendered on the server for the public pages (ADR 0029). */
export async function registerWebApp(app: FastifyInstance, { renderIndex, siteName, visitorCache, missLimit, inProcessReads }: WebAppOptions) {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('dist/web is missing: run `npm run build` to serve the web app');
    return;
  }
  const indexHtml = withInlineStyles(readFileSync(indexFile, 'utf8'), (file) => readFileSync(path.join(webDistDir, file), 'utf8'));
  const renderPage = await loadPageRenderer(app, inProcessReads);
  const pageHtml: PageHtml = async ({ url, pathname, viewer }) => {
    // Rendered for visitors only: the data sent along is what a visitor sees, and a signed-in
    // viewer's own view of it (their mission, their draft) must come from their own requests.
    // The tags and status are read while the page renders, not before it.
    const [{ status, html }, page] = await Promise.all([
      renderIndex(indexHtml, { pathname, viewer }),
      !viewer && renderPage ? renderPage({ location: url, siteName: await siteName() }) : null,
    ]);
    return { status, body: page ? withRenderedPage(html, page) : html, contentType: 'text/html; charset=utf-8' };
  };
  await app.register(async (scope) => {
    // The built files and the SPA pages are public; @fastify/static's routes take no config.
    declareScopeAccess(scope, 'public');
    const visitorPage = visitorPages(visitorCache, missLimit);
    const memberShell = sharedShells();
    await serveBuiltFiles(scope, (request, reply, pathname) =>
      request.viewer
        ? pageHtml({ url: request.url, pathname, viewer: request.viewer }).then(memberShell)
        : visitorPage(request, reply, (address) => pageHtml({ url: address, pathname, viewer: null })),
    );
  });
}

/** Vite names the files under assets/ by their content: a changed file gets a new name. */
const HASHED_ASSETS_DIR = `${path.join(webDistDir, 'assets')}${path.sep}`;

async function serveBuiltFiles(app: FastifyInstance, pageFor: PageFor) {
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file: sent as they are, per Accept-Encoding.
    preCompressed: true,
    // Hashed assets are cached for good; the other files (icons, manifest) are revalidated with
    // their ETag, so a new version reaches browsers at once.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(HASHED_ASSETS_DIR) ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
    },
  });
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const pathname = pathOf(request.url);
    // A missing file (an old build's chunk, an icon) is a 404, never the app's page.
    if (!isPagePath(pathname) || FILE_NAME.test(pathname)) return reply.callNotFound();
    const answer = await pageFor(request, reply, pathname);
    if (!answer) return reply;
    return sendAnswer(request, reply.header('cache-control', 'no-cache'), answer);
  });
}
