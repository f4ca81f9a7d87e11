import { useEffect, type ReactNode } from 'react';
import type { TAdminPage } from '#contracts/admin';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { ListPagination } from './list-pagination.tsx';

/** What ListPanel reads of a page query (TanStack Query's result). */
type PageQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: TAdminPage<T>;
  /** keepPreviousData: the rows shown are the previous page's while `isFetching`. */
  isPlaceholderData?: boolean;
  isFetching?: boolean;
};

type Props<T> = {
  query: PageQuery<T>;
  /** The screen's load error (spec §8): shown unless the server refused the request itself (4xx). */
  loadError: string;
  /** How a refusal's (4xx) server message is shown; by default as it is. */
  refusedError?: (message: string) => string;
  /** The empty state: the spec's sentence, and an optional hint. */
  empty: { title: string; hint?: string };
  /** The page in the URL: its button is current at once, while its rows load. */
  page: number;
  /** Goes to a page; `replace` when correcting the URL's page, so Back does not return to it. */
  onPage: (page: number, options?: { replace: boolean }) => void;
  /** The rows of the page: a table, a list or a grid of cards. */
  children: (items: T[]) => ReactNode;
};

/** The text of a list's load error: a 4xx shows the server's message, anything else the screen's text. */
export function listLoadError(error: unknown, loadError: string, refusedError: (message: string) => string = (message) => message): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused ? refusedError(error.message) : loadError;
}

/**
 * A back-office list's states: spinner, load error, empty state, or the rows and the pagination
 * (from the server's real total). While another page or filter loads, the previous rows stay, dimmed.
 */
export function ListPanel<T>({ query, loadError, refusedError, empty, page, onPage, children }: Props<T>) {
  const { data } = query;
  // The URL's page was past the end (an old link, the last row deleted): the server answered
  // with the last page, which the URL now says.
  const servedPage = data && !query.isPlaceholderData ? data.page : page;
  useEffect(() => {
    if (servedPage !== page) onPage(servedPage, { replace: true });
  }, [servedPage, page, onPage]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !data) return <Alert tone="error">{listLoadError(query.error, loadError, refusedError)}</Alert>;
  const { items, pageSize, total } = data;
  const loading = !!query.isPlaceholderData && !!query.isFetching;
  return (
    <Card className="overflow-hidden">
      {items.length === 0 ? (
        <div className="px-6 py-12 text-center">
          <p className="font-medium text-slate-900">{empty.title}</p>
          {empty.hint && <p className="mt-1 text-sm text-slate-500">{empty.hint}</p>}
        </div>
      ) : (
        <div aria-busy={loading || undefined} className={cn(loading && 'opacity-60')}>
          {children(items)}
        </div>
      )}
      {total > 0 && <ListPagination page={servedPage} pageSize={pageSize} total={total} onPage={onPage} />}
    </Card>
  );
}
