import { useSyncExternalStore } from 'react';

/**
 * Set when the API answers 503 with the MAINTENANCE code (the site is in maintenance and the
 * viewer is not an admin): the app then shows its maintenance screen instead of the page.
 */
const listeners = new Set<() => void>();
let inMaintenance = false;

export function reportMaintenance(): void {
  // The flag is one browser tab's: the server renders every visitor's pages in one process.
  if (inMaintenance || typeof document === 'undefined') return;
  inMaintenance = true;
  for (const listener of listeners) listener();
}

/** Back to normal (tests; a sign-in as admin reloads the app anyway). */
export function clearMaintenance(): void {
  inMaintenance = false;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Whether this tab has met the maintenance answer. */
export const isInMaintenance = () => inMaintenance;

export function useInMaintenance(): boolean {
  return useSyncExternalStore(subscribe, isInMaintenance, isInMaintenance);
}
