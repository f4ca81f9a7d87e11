import type { FastifyPluginAsync } from 'fastify';
import { isAppPage, matchPattern, routePatterns } from '#contracts/paths';
import type { Db } from '#server/db/index';
import { isId } from '#server/http/errors';
import type { IndexRenderer } from '#server/http/web-app';
import { robotsTxt, sitemapXml, withMeta, type PageSite } from './html.ts';
import { blogMeta, defaultMeta, jobMeta, profileMeta, sitemapEntries, type PageMeta, type PageViewer } from './service.ts';

/** The detail pages whose tags come from their row; 404 when this viewer cannot see it. */
const detailPages = [
  [routePatterns.profile, profileMeta],
  [routePatterns.mission, jobMeta],
  [routePatterns.blogArticle, blogMeta],
] as const;

/** A detail page's tags, or null when there is nothing there for this viewer (unknown, draft, suspended). */
async function detailMeta(db: Db, pathname: string, site: string, viewer: PageViewer): Promise<PageMeta | null | undefined> {
  for (const [pattern, meta] of detailPages) {
    // The router matches any case: so does this (a UUID's case does not matter either).
    const id = matchPattern(pattern, pathname.toLowerCase())?.id;
    if (id !== undefined) return isId(id) ? meta(db, id, site, viewer) : null;
  }
  return undefined;
}

/**
 * Every page's HTML and status. Shared links show a preview: detail pages get their own title,
 * description and Open Graph tags, and every page the site name and language of the admin
 * settings (`site`, cached). An address the web app has no page for, and a profile, mission or
 * article this viewer cannot see, answer 404 (the app shows its 'introuvable' page), so search
 * engines drop them.
 */
export function createIndexRenderer(db: Db, publicUrl: string, settings: { get(): Promise<PageSite> }): IndexRenderer {
  return async (indexHtml, { pathname, viewer }) => {
    const site = await settings.get();
    const detail = isAppPage(pathname) ? await detailMeta(db, pathname, site.siteName, viewer) : null;
    const html = withMeta(indexHtml, detail ?? defaultMeta(site.siteName), `${publicUrl}${pathname}`, site);
    return { status: detail === null ? 404 : 200, html };
  };
}

export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(publicUrl, await sitemapEntries(db))),
  );
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
};
