import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * Toasts answer what a user did; no page needs them to render. Sonner (~9 KB gzip) is loaded
 * with the first toast rather than with every page: the toast area mounts then, and sonner
 * shows the toasts it was given before its area subscribed.
 */
const loadSonner = () => import('sonner');

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** The toast area (spec §2): top-right, 3 toasts at once, each closing after 4000 ms. */
export function Toaster() {
  // No toast is ever asked for before the page is live (server rendering, hydration).
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" visibleToasts={3} duration={4000} richColors closeButton />
    </Suspense>
  );
}
