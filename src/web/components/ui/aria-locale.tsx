import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';

/**
 * React Aria's own words (the combobox's announcements, the hidden "dismiss" buttons) in French,
 * the same on the server as in the browser whatever language the browser prefers. Each component
 * built on React Aria wraps itself in it, so that the library stays out of the pages without one.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale="fr-FR">{children}</I18nProvider>;
}
