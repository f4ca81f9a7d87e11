import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearMaintenance } from '#web/lib/maintenance.ts';
import { forgetSiteName } from '#web/lib/site.ts';
import { resetToasts } from '#web/lib/toast.tsx';

// What the app loads on first use (a dialog, a form's checks, the Markdown renderer, the toasts) is
// compiled for whichever test of a file asks for it first: on a busy 2-core machine that can take
// longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

// A test that makes React (or anything else) log an error fails: such logs hide real bugs.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

/** An empty page, as jsdom starts: no title or meta, no `lang` or `data-hydrated` on `<html>`. */
function resetDocument() {
  if (typeof document === 'undefined') return; // a file run in Node, as the server renders pages
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
}

// Every web test starts from the same page and app state, whatever ran before it in its file (a
// file has its own modules and page): the app's module-level stores are put back too.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await resetToasts();
  clearMaintenance();
  forgetSiteName();
  resetDocument();
});
