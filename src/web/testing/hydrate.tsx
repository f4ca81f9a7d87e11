import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { onTestFinished, vi } from 'vitest';

/** Runs `work` in React's `act`, telling React that `act` is in use, as Testing Library does. */
async function inAct<T>(work: () => T | Promise<T>): Promise<T> {
  const previous: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  try {
    return await act(async () => work());
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', previous);
  }
}

/**
 * Hydrates what the server rendered (`html`) with `app`, as the browser does, outside Testing
 * Library. Returns the container and React's recoverable errors (a hydration mismatch is one).
 * The app is unmounted when the test ends, as Testing Library does with what it renders.
 */
export async function hydrateServerHtml(html: string, app: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  const onRecoverableError = vi.fn();
  const root = await inAct(() => hydrateRoot(container, app, { onRecoverableError }));
  onTestFinished(() => inAct(() => root.unmount()));
  return { container, onRecoverableError };
}
