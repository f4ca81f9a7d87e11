import type { FastifyRequest } from 'fastify';
import { PAGE_QUERY_PARAMS } from '#contracts/paths';

/** JSON with object keys in one order, so `{a, b}` and `{b, a}` name the same entry. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The entry of a public read: its route and what its schema let through of the path and query
 * (parsed, defaults applied, unknown parameters dropped), so `?page=1`, `?page=01`, `?x=junk`
 * and no query at all share one entry. A route without a query schema reads no parameter.
 */
export const readKey = (request: FastifyRequest) =>
  `read ${request.routeOptions.url ?? ''} ${canonical(request.params)} ${request.routeOptions.schema?.querystring ? canonical(request.query) : '{}'}`;

/**
 * The address a page is rendered and cached for: its path and the parameters the page reads
 * (`PAGE_QUERY_PARAMS`), sorted by name, empty ones left out; everything else is ignored.
 */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const reads = new Set(PAGE_QUERY_PARAMS[pathname] ?? []);
  const kept = [...searchParams].filter(([name, value]) => reads.has(name) && value.trim() !== '');
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}
