import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TAdminPage } from '#contracts/admin';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { ListPagination } from '../list-pagination.tsx';

type Props<TRow> = {
  query: UseQueryResult<TAdminPage<TRow>>;
  texts: { emptyTitle: string; emptyDescription?: string; loadFailed: string };
  onPage: (page: number) => void;
  /** The rows of the page (a table, or the sectors' cards). */
  children: (rows: TRow[]) => ReactNode;
};

/** A page of reference data: spinner while loading, the error, the empty state, or the rows and the pagination. */
export function CatalogList<TRow>({ query, texts, onPage, children }: Props<TRow>) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <Alert tone="error">{errorMessageOf(query.error, texts.loadFailed)}</Alert>;
  const { items, total, page, pageSize } = query.data;
  return (
    <div className="space-y-4">
      {items.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <p className="font-semibold text-slate-900">{texts.emptyTitle}</p>
          {texts.emptyDescription && <p className="mt-1 text-sm text-slate-600">{texts.emptyDescription}</p>}
        </Card>
      ) : (
        children(items)
      )}
      {total > 0 && (
        <Card>
          <ListPagination page={page} pageSize={pageSize} total={total} onPage={onPage} />
        </Card>
      )}
    </div>
  );
}
