// @vitest-environment node
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from './render-html.ts';

/** A page with a lazy part whose code arrives `delay` ms after it is first asked for. */
function pageWithLazyPart(delay: number) {
  const Article = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) =>
        setTimeout(() => resolve({ default: () => <p>Le corps de l’article</p> }), delay),
      ),
  );
  return (
    <main>
      <h1>Un article</h1>
      <Suspense fallback={<p>Chargement…</p>}>
        <Article />
      </Suspense>
    </main>
  );
}

describe('renderHtml', () => {
  it('writes a lazy part whose code has not loaded yet, waiting for it, and writes it the same once loaded', async () => {
    const page = pageWithLazyPart(20);
    const first = await renderHtml(page);
    expect(first).toContain('Le corps de l’article');
    expect(first).not.toContain('Chargement');
    expect(first).not.toContain('<!--$!-->');
    expect(await renderHtml(page)).toBe(first);
  });

  it('writes a page with no lazy part, escaped, accents whole', async () => {
    const long = 'Stratégie éditoriale, réseaux sociaux. '.repeat(200);
    expect(await renderHtml(<p title={'a"b'}>{`${long}<`}</p>)).toBe(`<p title="a&quot;b">${long}&lt;</p>`);
  });
});
