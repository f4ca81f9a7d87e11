import { PAGE_STATE_ID, type RenderedPage } from '#contracts/page-state';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Where the built index.html leaves the app's root empty. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with a page the server rendered, and the data it shows as JSON for the browser's
 * hydration (`<` escaped: the JSON cannot close its script element).
 */
export function withRenderedPage(indexHtml: string, { html, state }: RenderedPage): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  // A replacer function: `$&` and its kind in the page's text stay text.
  return indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${html}</div><script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`);
}
