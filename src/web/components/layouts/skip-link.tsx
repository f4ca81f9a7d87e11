/** The id of every layout's `<main>`, which the skip link jumps to. */
export const MAIN_ID = 'contenu';

/**
 * The first tab stop of every page: hidden until focused, it skips the header and menus to the
 * page's own content (keyboard and screen-reader users).
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-lg bg-white px-4 py-2 font-medium text-indigo-700 shadow-lg ring-2 ring-indigo-600 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      Aller au contenu principal
    </a>
  );
}
