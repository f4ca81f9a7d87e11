import { SEARCH_MAX_PAGE } from '#contracts/search-terms';
import { Pager } from '#web/components/ui/pager.tsx';

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

/** The search's pager: 'Page 2 sur 14', or 'Page 52' past a capped count; never beyond SEARCH_MAX_PAGE. */
export function SearchPagination({ page, pageSize, total, totalIsLowerBound, itemCount, onPage }: SearchPaginationProps) {
  const pageCount = Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));
  const hasNext = totalIsLowerBound ? page < SEARCH_MAX_PAGE && itemCount === pageSize : page < pageCount;
  return <Pager page={page} pageCount={totalIsLowerBound ? undefined : pageCount} hasNext={hasNext} onPage={onPage} />;
}
