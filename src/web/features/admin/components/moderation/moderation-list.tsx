import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TAdminPage } from '#contracts/admin';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { ListPagination } from '../list-pagination.tsx';

type ModerationListProps<T extends { id: string }> = {
  /** The accessible name of the list ('Avis', 'Messages'). */
  label: string;
  query: UseQueryResult<TAdminPage<T>>;
  texts: { loadFailed: string; empty: string; emptyHint: string };
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
};

/** A moderation list: spinner, error, empty state, the rows of the page and its pagination. */
export function ModerationList<T extends { id: string }>({ label, query, texts, onPage, renderItem }: ModerationListProps<T>) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <Alert tone="error">{texts.loadFailed}</Alert>;
  const { items, page, pageSize, total } = query.data;
  // Another page or filter is loading: the previous rows stay, dimmed.
  const loading = query.isPlaceholderData && query.isFetching;
  return (
    <Card className="overflow-hidden">
      {items.length === 0 ? (
        <div className="px-6 py-12 text-center">
          <p className="font-medium text-slate-900">{texts.empty}</p>
          <p className="mt-1 text-sm text-slate-500">{texts.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label={label} aria-busy={loading || undefined} className={cn('divide-y divide-slate-100', loading && 'opacity-60')}>
          {items.map((item) => (
            <li key={item.id} className="p-4 sm:p-5">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <ListPagination page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </Card>
  );
}
