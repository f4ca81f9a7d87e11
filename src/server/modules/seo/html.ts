import { paths } from '#contracts/paths';
import type { TSiteLanguage } from '#contracts/site-terms';
import { escapeHtml } from '#server/http/html';
import type { PageMeta } from './service.ts';

/** What a page takes from the admin settings: the site's name and the language it declares. */
export type PageSite = { siteName: string; defaultLanguage: TSiteLanguage };
const ogLocales: Record<TSiteLanguage, string> = { fr: 'fr_FR', en: 'en_US' };

/** Puts the page's language, title, description and Open Graph tags into the app's index.html. */
export function withMeta(indexHtml: string, meta: PageMeta, url: string, site: PageSite): string {
  // Link previews fetch the picture on their own: a stored '/uploads/…' address becomes absolute.
  const image = meta.image && URL.canParse(meta.image, url) ? new URL(meta.image, url).href : null;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    // The web app reads the site's name here (header, tab titles) without asking the API.
    `<meta name="application-name" content="${escapeHtml(site.siteName)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${ogLocales[site.defaultLanguage]}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`, `<meta name="twitter:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image && meta.type === 'article' ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  // Replacer functions: a replacement *string* would expand `$&`, `$\``, `$'` found in user text.
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${site.defaultLanguage}"`)
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/<meta name="description"[^>]*>\s*/, () => '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

export function sitemapXml(origin: string, entries: { path: string; lastModified?: Date }[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeHtml(origin + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** What search engines are asked to leave alone: members' and admins' pages, the API, the sign-in and payment steps. */
export const DISALLOWED_PREFIXES = [paths.admin(), paths.dashboard, '/auth/', '/api/', '/stripe/'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
