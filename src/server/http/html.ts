import { PAGE_STATE_ID, type RenderedPage } from '#contracts/server-rendering';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Where the built index.html leaves the app's root empty. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with a page the server rendered, and the data it shows as JSON for the browser's
 * hydration (`<` escaped: the JSON cannot close its script element). The tab title and the meta
 * description become the ones the page sets, so they do not change once the page comes alive
 * (link previews keep their Open Graph tags). Set in the shell first, then the page joined in
 * once: nothing searches or copies the rendered page's 100–200 KB more than that (ADR 0059).
 */
export function withRenderedPage(indexHtml: string, { html, state, head = {} }: RenderedPage): string {
  const { title, description } = head;
  // Replacer functions: `$&` and its kind in the page's text stay text.
  const titled = title === undefined ? indexHtml : indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const shell =
    description === undefined
      ? titled
      : titled.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`);
  const root = shell.indexOf(EMPTY_ROOT);
  if (root === -1) return shell;
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const page = `<div id="root">${html}</div><script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
  return shell.slice(0, root) + page + shell.slice(root + EMPTY_ROOT.length);
}

/** The stylesheet links Vite writes into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * index.html with its stylesheets inline (`read` gives a built file's text): a server-rendered
 * page paints as soon as its HTML arrives, instead of waiting for a second request that competes
 * with the scripts for a phone's bandwidth (ADR 0029). The stylesheet is one small file (Tailwind).
 */
export function withInlineStyles(indexHtml: string, read: (file: string) => string): string {
  return indexHtml.replace(STYLESHEET_LINK, (_link, file: string) => `<style>${read(file)}</style>`);
}
