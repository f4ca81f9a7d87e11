import { useEffect } from 'react';

export const APP_NAME = 'CM Connect';

/** Sets the browser tab's title: `Connexion — CM Connect`. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — ${APP_NAME}`;
  }, [title]);
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
