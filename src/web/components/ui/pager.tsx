import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

type PagerProps = {
  page: number;
  /** Pages in all; absent when the count stopped short (then 'Page 52' alone). */
  pageCount?: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  /** The navigation's name, when the page holds more than one pager. */
  label?: string;
};

/** 'Page précédente' / 'Page suivante' around 'Page 2 sur 14'; nothing when everything fits on one page. */
export function Pager({ page, pageCount, hasNext, onPage, label = 'Pagination' }: PagerProps) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 border-t border-slate-200 pt-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Page précédente
      </Button>
      <p className="text-sm text-slate-600">{pageCount === undefined ? `Page ${page}` : `Page ${page} sur ${pageCount}`}</p>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Page suivante
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
