import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SEARCH_MAX_PAGE } from '#contracts/search-terms';
import { Button } from '#web/components/ui/button.tsx';

type SearchPaginationProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous / next with 'Page 2 sur 14'; hidden when everything fits on one page. */
export function SearchPagination({ page, pageSize, total, onPage }: SearchPaginationProps) {
  const pageCount = Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Page précédente
      </Button>
      <p className="text-sm text-slate-600">
        Page {page} sur {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Page suivante
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
