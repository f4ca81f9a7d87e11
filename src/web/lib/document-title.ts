import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '#contracts/server-rendering';
import { useSiteName } from './site.ts';

/**
 * Given by the server's rendering (ADR 0029): receives the tab title and description a page sets,
 * so the page is sent with the head the browser would give it. Effects do not run there.
 */
export const ServerHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** The link-preview tags the server writes for one page (the site's name and locale hold for every page). */
const PAGE_PREVIEW_TAGS = 'meta[property^="og:"]:not([property="og:site_name"]):not([property="og:locale"]), meta[name^="twitter:"]';

/**
 * The server wrote the link-preview tags for the address it was asked: once the app has moved to
 * another page they would describe the first one, so they go (checked after every rendering).
 */
function dropPreviewTagsOfAnotherPage(): void {
  const url = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  if (!url || !URL.canParse(url) || new URL(url).pathname === window.location.pathname) return;
  for (const tag of document.head.querySelectorAll(PAGE_PREVIEW_TAGS)) tag.remove();
}

/** Sets the browser tab's title: `Connexion — CM Connect` (the site's name from the admin settings). */
export function useDocumentTitle(title: string): void {
  const siteName = useSiteName();
  const fullTitle = `${title} — ${siteName}`;
  useContext(ServerHeadContext)?.({ title: fullTitle });
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
  useEffect(dropPreviewTagsOfAnotherPage);
}

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * Sets the tab's title and the page's meta description (what search engines and link previews
 * read); the previous description comes back when the page is left.
 */
export function usePageMeta({ title, description }: { title: string; description: string }): void {
  useDocumentTitle(title);
  useContext(ServerHeadContext)?.({ description });
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
