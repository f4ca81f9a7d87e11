import { describe, expect, it } from 'vitest';
import { escapeHtml, withInlineStyles, withRenderedPage } from './html.ts';

describe('withRenderedPage', () => {
  const index = '<html><body><div id="root"></div><script src="/assets/main.js"></script></body></html>';

  it('puts the page in the root and its data in a JSON script that no text can close or rewrite', () => {
    const text = 'Tarif : 3 $& plus </script><script>alert(1)</script>';
    const html = withRenderedPage(index, { html: `<p>${escapeHtml(text)}</p>`, state: { queries: [{ text }] } });
    expect(html).toContain('<div id="root"><p>Tarif : 3 $&amp; plus &lt;/script&gt;');
    const json = html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual({ queries: [{ text }] });
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("gives the page the title and description it sets, escaped, and keeps index.html's when it sets none", () => {
    const head = '<title>CM Connect</title><meta name="description" content="La place de marché" />';
    const page = `<html><head>${head}</head><body><div id="root"></div></body></html>`;
    const title = 'Léa <b> & $& — CM Connect';
    const rendered = withRenderedPage(page, { html: '<p></p>', state: {}, head: { title, description: 'Tarifs "3 €" $&' } });
    expect(rendered).toContain('<title>Léa &lt;b&gt; &amp; $&amp; — CM Connect</title>');
    expect(rendered).toContain('<meta name="description" content="Tarifs &quot;3 €&quot; $&amp;" />');
    expect(withRenderedPage(page, { html: '<p></p>', state: {} })).toContain(head);
  });
});

describe('withInlineStyles', () => {
  const read = (file: string) => ({ 'assets/index-2.css': '.a{color:red}.b{color:blue}', 'assets/index-3.css': 'p{margin:0}' })[file] ?? '';

  it('writes the built stylesheets into the page, in one element where the first was linked', () => {
    const index =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-2.css"><link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body>';
    const { indexHtml } = withInlineStyles(index, read);
    expect(indexHtml).toBe(
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script><style>.a{color:red}.b{color:blue}p{margin:0}</style></head><body><div id="root"></div></body>',
    );
  });

  it('gives a rendered page the rules its markup uses and the whole files as print stylesheets; the shell keeps them whole', () => {
    const index = '<head><link rel="stylesheet" crossorigin href="/assets/index-2.css"></head><body><div id="root"></div></body>';
    const { indexHtml, styles } = withInlineStyles(index, read);
    const page = withRenderedPage(indexHtml, { html: '<p class="b">Bonjour</p>', state: {} }, styles);
    expect(page).toBe(
      '<head><style>.b{color:blue}</style><link rel="stylesheet" href="/assets/index-2.css" media="print" data-whole-styles></head><body><div id="root"><p class="b">Bonjour</p></div><script type="application/json" id="page-state">{}</script></body>',
    );
    expect(indexHtml).toContain('<style>.a{color:red}.b{color:blue}</style>');
  });

  it('leaves an index.html without stylesheets as it is', () => {
    const index = '<head></head><body><div id="root"></div></body>';
    expect(withInlineStyles(index, read)).toEqual({ indexHtml: index, styles: undefined });
  });
});
