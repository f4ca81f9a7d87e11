import { useEffect } from 'react';

export const APP_NAME = 'CM Connect';

/** Sets the browser tab's title: `Connexion — CM Connect`. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — ${APP_NAME}`;
  }, [title]);
}
