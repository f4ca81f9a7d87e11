import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMS } from '#contracts/paths';
import { blogFiltersOf } from './features/blog/use-blog-filters.ts';
import { parseSearchParams, SEARCH_PARAM } from './features/search/search-params.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

/** What the server keeps of an address when it renders and caches the page (ADR 0033). */
const kept = (path: string, query: string) =>
  new URLSearchParams([...new URLSearchParams(query)].filter(([name]) => (PAGE_QUERY_PARAMS[path] ?? []).includes(name)));

describe('the parameters the server renders a page for', () => {
  it('are every one the search page reads: it shows the same from what the server keeps', () => {
    const query = `type=jobs&q=commu&specialty=${A}&specialties=${B}&industry=Mode&location=lyon&page=3&utm_source=mail`;
    expect(parseSearchParams(kept('/search', query))).toEqual(parseSearchParams(new URLSearchParams(query)));
    for (const name of Object.values(SEARCH_PARAM)) expect(PAGE_QUERY_PARAMS['/search']).toContain(name);
  });

  it('are every one the blog reads', () => {
    const query = 'q=instagram&category=Conseils&fbclid=x';
    expect(blogFiltersOf(kept('/blog', query))).toEqual(blogFiltersOf(new URLSearchParams(query)));
  });
});
