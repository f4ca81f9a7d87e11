import { WHOLE_STYLES_ATTRIBUTE } from '#contracts/server-rendering';

/**
 * A page the server rendered carries the rules its markup uses, and links the whole stylesheets
 * as print ones, which the browser loads without holding the first paint back (ADR 0070). They
 * apply to the screen once loaded, for what the app renders next (a menu opened, another page).
 */
export function applyWholeStyles(document: Document) {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${WHOLE_STYLES_ATTRIBUTE}]`)) {
    const apply = () => (link.media = 'all');
    if (link.sheet) apply();
    else link.addEventListener('load', apply, { once: true });
  }
}
