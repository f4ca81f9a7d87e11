/**
 * The query parameters each public page reads from its address when it is rendered (the search's
 * filters, the blog's). The server renders and caches a page for these alone (ADR 0033): any
 * other parameter (`/?x=1`, tracking tags) gives the same page. A page that starts reading a new
 * parameter lists it here, or the server renders it as if it were absent.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // src/web/features/search/search-params.ts (`specialties` is the older spelling it still accepts).
  '/search': ['type', 'q', 'specialty', 'specialties', 'industry', 'location', 'page'],
  // src/web/features/blog/use-blog-filters.ts
  '/blog': ['q', 'category'],
};
