import { errorReference } from '#contracts/errors-terms';
import type { TSiteLanguage } from '#contracts/site-terms';
import { escapeHtml } from './html.ts';

export type NoticePage = {
  /** Above the title (maintenance and outages name the site; pages refused before any setting is read do not). */
  siteName?: string;
  lang?: TSiteLanguage;
  title: string;
  message: string;
  /** A second paragraph (what to do). */
  hint?: string;
  /** The request's id, for a member to quote to support (ADR 0035). */
  requestId?: string;
  /** A link under the message (maintenance: the login page). */
  link?: { href: string; text: string };
};

/** « Référence : … », the request's id in a code element a member can select and copy. */
export function referenceHtml(requestId: string): string {
  const [label, ...rest] = errorReference(requestId).split(requestId);
  return `<p class="reference">${escapeHtml(label ?? '')}<code>${escapeHtml(requestId)}</code>${escapeHtml(rest.join(requestId))}</p>`;
}

/**
 * A self-contained French page (no script, inline style) the server answers instead of the app
 * when it cannot serve it: maintenance mode, the database out of reach, a page that failed, an
 * address refused before any route.
 */
export function noticePage({ siteName, lang = 'fr', title, message, hint, requestId, link }: NoticePage): string {
  const site = siteName ? escapeHtml(siteName) : undefined;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}${site ? ` — ${site}` : ''}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;text-align:center;box-shadow:0 1px 3px rgba(15,23,42,.08)}
p.site{margin:0 0 1rem;font-weight:700;color:#4f46e5}
h1{margin:0 0 .75rem;font-size:1.5rem}
p{line-height:1.6;color:#475569}
p.reference{font-size:.875rem}
code{font-family:ui-monospace,monospace;color:#0f172a;user-select:all}
a{color:#4f46e5;font-size:.875rem}
</style>
</head>
<body>
<main>
${site ? `<p class="site">${site}</p>\n` : ''}<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${hint ? `<p>${escapeHtml(hint)}</p>\n` : ''}${requestId ? `${referenceHtml(requestId)}\n` : ''}${link ? `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>\n` : ''}</main>
</body>
</html>
`;
}
