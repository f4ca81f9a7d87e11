import { pageCount, pageRangeLabel } from '#contracts/admin-terms';
import { cn } from '#web/lib/cn.ts';

/** Page numbers shown around the current one: first, last, and two on each side. */
export function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? (['gap', n] as const) : [n]));
}

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** 'Affichage de X à Y sur N résultats' and the page buttons, from the server's real total. */
export function ListPagination({ page, pageSize, total, onPage }: Props) {
  const pages = pageCount(pageSize, total);
  const button = 'min-w-9 rounded-md px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row">
      <p className="text-sm text-slate-600">{pageRangeLabel(page, pageSize, total)}</p>
      {pages > 1 && (
        <ul className="flex items-center gap-1">
          <li>
            <button type="button" className={cn(button, 'text-slate-600 hover:bg-slate-100')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Précédent
            </button>
          </li>
          {visiblePages(page, pages).map((n, index) =>
            n === 'gap' ? (
              <li key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={n}>
                <button
                  type="button"
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  className={cn(button, n === page ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
                  onClick={() => onPage(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={cn(button, 'text-slate-600 hover:bg-slate-100')}
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            >
              Suivant
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
