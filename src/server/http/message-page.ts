import { escapeHtml } from './html.ts';

/** A small French HTML page with one message and one link, for answers the web app does not render. */
export function messagePage({ title, message, link }: { title: string; message: string; link: { href: string; label: string } }): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:32rem;margin:1.5rem;text-align:center}p{line-height:1.6;color:#475569}a{color:#4f46e5}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>
</main>
</body>
</html>
`;
}
