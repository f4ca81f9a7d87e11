import { PAGE_STATE_ID, WHOLE_STYLES_ATTRIBUTE, type RenderedPage } from '#contracts/server-rendering';
import { criticalStyles } from './critical-styles.ts';

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
 * (link previews keep their Open Graph tags). With `styles`, the whole stylesheet inline in the
 * shell becomes the rules the page uses (ADR 0070). Set in the shell first, then the page joined
 * in once: nothing searches or copies the rendered page's 100–200 KB more than that (ADR 0059).
 */
export function withRenderedPage(indexHtml: string, { html, state, head = {} }: RenderedPage, styles?: PageStyles): string {
  const { title, description } = head;
  // Replacer functions: `$&` and its kind in the page's text stay text.
  const titled = title === undefined ? indexHtml : indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const described =
    description === undefined
      ? titled
      : titled.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`);
  const shell = styles ? withPageStyles(described, styles, html) : described;
  const root = shell.indexOf(EMPTY_ROOT);
  if (root === -1) return shell;
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const page = `<div id="root">${html}</div><script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
  return shell.slice(0, root) + page + shell.slice(root + EMPTY_ROOT.length);
}

/** The stylesheet links Vite writes into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * The built stylesheets as index.html carries them (`whole`, one `<style>` element), and what a
 * rendered page carries instead (`forPage`): the rules its markup uses, inline, and the whole
 * files as print stylesheets, which a browser loads without holding the first paint back and the
 * app applies once loaded (ADR 0070).
 */
export type PageStyles = { whole: string; forPage: (html: string) => string };

/**
 * index.html with its stylesheets inline (`read` gives a built file's text), in one `<style>` where
 * the first was linked: a page paints as soon as its HTML arrives, instead of waiting for a second
 * request that competes with the scripts for a phone's bandwidth (ADR 0029). The shell a browser
 * renders itself keeps them whole; `styles` cuts them to a rendered page's.
 */
export function withInlineStyles(indexHtml: string, read: (file: string) => string): { indexHtml: string; styles: PageStyles | undefined } {
  const files = [...indexHtml.matchAll(STYLESHEET_LINK)].map(([, file]) => file!);
  if (files.length === 0) return { indexHtml, styles: undefined };
  const css = files.map(read).join('');
  const whole = `<style>${css}</style>`;
  const first = indexHtml.search(STYLESHEET_LINK);
  const inlined = indexHtml.slice(0, first) + whole + indexHtml.slice(first).replace(STYLESHEET_LINK, '');
  const critical = criticalStyles(css);
  const links = files.map((file) => `<link rel="stylesheet" href="/${file}" media="print" ${WHOLE_STYLES_ATTRIBUTE}>`).join('');
  return { indexHtml: inlined, styles: { whole, forPage: (html) => `<style>${critical(html)}</style>${links}` } };
}

/** `shell` with its whole inline stylesheet replaced by the rendered `html`'s styles; unchanged when it has none. */
function withPageStyles(shell: string, styles: PageStyles, html: string): string {
  const at = shell.indexOf('<style>');
  if (at === -1 || !shell.startsWith(styles.whole, at)) return shell;
  return shell.slice(0, at) + styles.forPage(html) + shell.slice(at + styles.whole.length);
}
