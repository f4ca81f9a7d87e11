import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TAdminListQuery, TAdminPage } from '#contracts/admin';

/** LIMIT/OFFSET of the requested page. */
export const pageWindow = ({ page, pageSize }: TAdminListQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Case-insensitive substring match of the search text on any of the columns (undefined without text). */
export function matchesSearch(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * One page of a back-office list: the page's rows and the total the same filters match, read
 * side by side (`rows` receives LIMIT/OFFSET). A page past the end is empty with the real total.
 */
export async function listPage<T>(
  query: TAdminListQuery,
  read: { rows: (window: { limit: number; offset: number }) => Promise<T[]>; total: () => Promise<number> },
): Promise<TAdminPage<T>> {
  const [items, total] = await Promise.all([read.rows(pageWindow(query)), read.total()]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
