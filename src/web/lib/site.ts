import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteInfo } from '#contracts/site';
import { DEFAULT_SITE_NAME, type TSiteLanguage } from '#contracts/site-terms';
import { apiGet } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The site's name (admin settings 'Nom du site'): the server writes it into every page it
 * serves (`<meta name="application-name">`, read once here, no request); a save in the
 * back-office updates it at once through `applySiteSettings`.
 */
const APPLICATION_NAME = 'meta[name="application-name"]';
const listeners = new Set<() => void>();
let siteName: string | null = null;

/** On the server, the name comes from the settings before each render (there is no page to read it from). */
export function setServerSiteName(name: string): void {
  siteName = name;
}

/** Reads the name from the page again on its next use (between two tests, each with its own page). */
export function forgetSiteName(): void {
  siteName = null;
}

export function getSiteName(): string {
  siteName ??= (typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(APPLICATION_NAME)?.content) || DEFAULT_SITE_NAME;
  return siteName;
}

/** After a save: the new name in the header and titles, and the new `lang` of the page. */
export function applySiteSettings({ siteName: name, defaultLanguage }: { siteName: string; defaultLanguage: TSiteLanguage }) {
  siteName = name;
  document.querySelector<HTMLMetaElement>(APPLICATION_NAME)?.setAttribute('content', name);
  document.documentElement.lang = defaultLanguage;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteName(): string {
  return useSyncExternalStore(subscribe, getSiteName, getSiteName);
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.site.info(),
    queryFn: ({ signal }) => apiGet<TSiteInfo>('/api/site', signal),
  });

/** Whether maintenance is on, for admins' banner (nobody else asks: they get the maintenance page). */
export function useMaintenanceOn(enabled: boolean): boolean {
  const { data } = useQuery({ ...siteInfoQueryOptions(), enabled });
  return enabled && (data?.maintenanceMode ?? false);
}
