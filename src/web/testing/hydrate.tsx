import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';

/**
 * Hydrates what the server rendered (`html`) with `app`, as the browser does, outside Testing
 * Library. Returns the container and React's recoverable errors (a hydration mismatch is one).
 */
export async function hydrateServerHtml(html: string, app: ReactNode) {
  // Tell React that `act` is in use here.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  try {
    const container = document.createElement('div');
    container.innerHTML = html;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError });
    });
    return { container, onRecoverableError };
  } finally {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: undefined });
  }
}
