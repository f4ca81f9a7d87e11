import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client';
import type { IndexRenderer } from '#server/http/web-app';
import { robotsTxt, sitemapXml, withMeta, type PageSite } from './html.ts';
import { blogMeta, defaultMeta, jobMeta, profileMeta, sitemapEntries } from './service.ts';

const DETAIL_PAGE = /^\/(profile|jobs|blog)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const metaByPage = { profile: profileMeta, jobs: jobMeta, blog: blogMeta } as const;

/**
 * Shared links show a preview: detail pages get their own title, description and Open Graph
 * tags. Every page carries the site name and language of the admin settings (`site`, cached).
 */
export function createIndexRenderer(db: Db, publicUrl: string, settings: { get(): Promise<PageSite> }): IndexRenderer {
  return async (indexHtml, pathname) => {
    const site = await settings.get();
    const match = DETAIL_PAGE.exec(pathname);
    const page = match?.[1] as keyof typeof metaByPage | undefined;
    const meta = (page && match?.[2] ? await metaByPage[page](db, match[2], site.siteName) : null) ?? defaultMeta(site.siteName);
    return withMeta(indexHtml, meta, `${publicUrl}${pathname}`, site);
  };
}

export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(publicUrl, await sitemapEntries(db))),
  );
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)));
};
