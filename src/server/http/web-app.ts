import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE_CACHE_CONTROL } from '#server/adapters/storage/index';
import type { TMe } from '#contracts/accounts';
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
  /** What GET /api/me answers a signed-in viewer: their page is rendered with it (ADR 0063). */
  sessionOf: (viewer: Viewer) => Promise<TMe | null>;
};

/** A member's rendered page holds their own data: never kept, by anyone (ADR 0063). */
const MEMBER_PAGE_CACHE_CONTROL = 'private, no-store';

/** The page a request is sent; null when it was already answered (a visitor over the miss limit). */
type PageFor = (request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<CachedAnswer | null>;

/** Serves the built React app: every page's HTML, rendered on the server for visitors (ADR 0029) and members (ADR 0063). */
export async function registerWebApp(
  app: FastifyInstance,
  { renderIndex, siteName, visitorCache, missLimit, inProcessReads, sessionOf }: WebAppOptions,
) {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('dist/web is missing: run `npm run build` to serve the web app');
    return;
  }
  const { indexHtml, styles } = withInlineStyles(readFileSync(indexFile, 'utf8'), (file) => readFileSync(path.join(webDistDir, file), 'utf8'));
  const renderPage = await loadPageRenderer(app, inProcessReads);
  /** The page a visitor sees; the tags and status are read while it renders, not before it. */
  const visitorHtml = async (url: string, pathname: string): Promise<CachedAnswer> => {
    const [{ status, html }, page] = await Promise.all([
      renderIndex(indexHtml, { pathname, viewer: null }),
      renderPage ? renderPage({ location: url, siteName: await siteName() }) : null,
    ]);
    return { status, body: page ? withRenderedPage(html, page, styles) : html, contentType: 'text/html; charset=utf-8' };
  };
  /**
   * A member's page, rendered with their own data read as them (ADR 0063); the shell when it is
   * not rendered on the server or its rendering fails (the browser renders it, as before).
   */
  const memberShell = sharedShells();
  const memberPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<CachedAnswer> => {
    const viewer = request.viewer as Viewer;
    const rendered = async () => {
      // The session's cookie is sent anew by GET /api/me when it is due (ADR 0061): the browser asks for it.
      if (request.sessionRefreshDue) return null;
      const session = renderPage && (await sessionOf(viewer));
      return session ? renderPage({ location: request.url, siteName: await siteName(), member: { viewer, session } }) : null;
    };
    const [{ status, html }, page] = await Promise.all([
      renderIndex(indexHtml, { pathname, viewer }),
      rendered().catch((error: unknown) => {
        request.log.warn({ err: error }, "a member's page could not be rendered: the shell is sent");
        return null;
      }),
    ]);
    const shell = { status, body: html, contentType: 'text/html; charset=utf-8' };
    if (!page) return memberShell(shell);
    reply.header('cache-control', MEMBER_PAGE_CACHE_CONTROL);
    return { ...shell, body: withRenderedPage(html, page, styles) };
  };
  await app.register(async (scope) => {
    // The built files and the SPA pages are public; @fastify/static's routes take no config.
    declareScopeAccess(scope, 'public');
    const visitorPage = visitorPages(visitorCache, missLimit);
    await serveBuiltFiles(scope, (request, reply, pathname) =>
      request.viewer ? memberPage(request, reply, pathname) : visitorPage(request, reply, (address) => visitorHtml(address, pathname)),
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
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return sendAnswer(request, reply, answer);
  });
}
