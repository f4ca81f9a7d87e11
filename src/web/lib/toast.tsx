import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';
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

/** Closes every toast and takes the toast area away until the next toast (between two tests). */
export async function resetToasts(): Promise<void> {
  if (!requested) return;
  requested = false;
  for (const listener of listeners) listener();
  (await loadSonner()).toast.dismiss();
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/**
 * Sonner's rich colours put 13 px text at 4.25:1 (success) and about 4:1 (error) on their tints;
 * these darker texts keep each above the 4.5:1 that WCAG AA asks (about 7:1).
 */
const READABLE_COLORS = { '--success-text': '#166534', '--error-text': '#991b1b' } as CSSProperties;

/**
 * Toasts start below the sticky site header (4 rem high), with sonner's own gap: one shown never
 * covers the header's bell, messages and menu, nor its close button theirs.
 */
const BELOW_HEADER = { top: 64 + 16 };
const BELOW_HEADER_ON_PHONES = { top: 64 + 8 };
/** Sonner names its close buttons in English. */
const FRENCH_TOASTS = { closeButtonAriaLabel: 'Fermer la notification' };

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
      <SonnerToaster
        position="top-right"
        visibleToasts={3}
        duration={4000}
        richColors
        closeButton
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER_ON_PHONES}
        toastOptions={FRENCH_TOASTS}
        style={READABLE_COLORS}
      />
    </Suspense>
  );
}
