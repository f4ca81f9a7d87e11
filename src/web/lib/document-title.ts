import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '#contracts/server-rendering';
import { useSiteName } from './site.ts';

/**
 * Given by the server's rendering (ADR 0029): receives the tab title and description a page sets,
 * so the page is sent with the head the browser would give it. Effects do not run there.
 */
export const ServerHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** Sets the browser tab's title: `Connexion — CM Connect` (the site's name from the admin settings). */
export function useDocumentTitle(title: string): void {
  const siteName = useSiteName();
  const fullTitle = `${title} — ${siteName}`;
  useContext(ServerHeadContext)?.({ title: fullTitle });
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
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
