import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TAdminListQuery, TAdminPage } from '#contracts/admin';
import { pageCount } from '#contracts/admin-terms';

/** LIMIT/OFFSET of the requested page. */
export const pageWindow = ({ page, pageSize }: TAdminListQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Substring match of the search text on any of the columns, ignoring case and accents ('video'
 * finds 'Vidéo', as the public search does); undefined without text.
 */
export function matchesSearch(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = sql`f_unaccent(${`%${escapeLike(q)}%`})`;
  return or(...columns.map((column) => sql`f_unaccent(${column}) ILIKE ${pattern}`));
}

/**
 * One page of a back-office list: the page's rows and the total the same filters match, read
 * side by side (`rows` receives LIMIT/OFFSET). A page past the end (an old link, the last row of
 * the last page deleted) is answered with the last page, and says so in `page`.
 */
export async function listPage<T>(
  query: TAdminListQuery,
  read: { rows: (window: { limit: number; offset: number }) => Promise<T[]>; total: () => Promise<number> },
): Promise<TAdminPage<T>> {
  const [items, total] = await Promise.all([read.rows(pageWindow(query)), read.total()]);
  const lastPage = pageCount(query.pageSize, total);
  if (query.page <= lastPage) return { items, total, page: query.page, pageSize: query.pageSize };
  const last = { ...query, page: lastPage };
  return { items: total === 0 ? [] : await read.rows(pageWindow(last)), total, page: lastPage, pageSize: query.pageSize };
}
