import type { ReactNode } from 'react';
import type { TAdminPage } from '#contracts/admin';
import { Alert } from '#web/components/ui/alert.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { ListPagination } from './list-pagination.tsx';

type Props<T> = {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: TAdminPage<T> };
  /** The screen's load error (spec §8): shown unless the server refused the request itself (4xx). */
  loadError: string;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

/** A back-office list's states: spinner, error, empty state, or the rows and the pagination. */
export function ListPanel<T>({ query, loadError, empty, onPage, children }: Props<T>) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data) {
    const refused = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
    return <Alert tone="error">{refused ? (query.error as ApiError).message : loadError}</Alert>;
  }
  const { items, page, pageSize, total } = query.data;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.length === 0 ? <div className="px-6 py-12 text-center">{empty}</div> : children(items)}
      <ListPagination page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </div>
  );
}
