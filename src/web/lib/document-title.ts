import { useEffect } from 'react';
import { useSiteName } from './site.ts';

/** Sets the browser tab's title: `Connexion — CM Connect` (the site's name from the admin settings). */
export function useDocumentTitle(title: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = `${title} — ${siteName}`;
  }, [title, siteName]);
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
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
