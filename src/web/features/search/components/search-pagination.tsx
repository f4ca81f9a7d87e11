import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SEARCH_MAX_PAGE } from '#contracts/search-terms';
import { Button } from '#web/components/ui/button.tsx';

type SearchPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The search stopped counting at `total`: the last page is not known. */
  totalIsLowerBound?: true;
  /** Results on this page: a short page is the last one. */
  itemCount: number;
  onPage: (page: number) => void;
};

/** Previous / next with 'Page 2 sur 14' (or 'Page 52' past a capped count); hidden when everything fits on one page. */
export function SearchPagination({ page, pageSize, total, totalIsLowerBound, itemCount, onPage }: SearchPaginationProps) {
  const pageCount = Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));
  const hasNext = totalIsLowerBound ? page < SEARCH_MAX_PAGE && itemCount === pageSize : page < pageCount;
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Page précédente
      </Button>
      <p className="text-sm text-slate-600">{totalIsLowerBound ? `Page ${page}` : `Page ${page} sur ${pageCount}`}</p>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Page suivante
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
