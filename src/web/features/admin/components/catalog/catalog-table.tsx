import type { ReactNode } from 'react';
import { RowActions } from './row-actions.tsx';

export type CatalogColumn<TRow> = { header: string; cell: (row: TRow) => ReactNode; className?: string };

type Props<TRow extends { id: string }> = {
  caption: string;
  columns: CatalogColumn<TRow>[];
  rows: TRow[];
  /** The row's name in its buttons' labels ('Modifier Instagram'). */
  nameOf: (row: TRow) => string;
  onEdit: (row: TRow) => void;
  onDelete: (row: TRow) => void;
};

/** The table of a reference-data screen (inside a card): the screen's columns, then edit and delete. */
export function CatalogTable<TRow extends { id: string }>({ caption, columns, rows, nameOf, onEdit, onDelete }: Props<TRow>) {
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3">
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} className={column.className ?? 'px-4 py-3 text-slate-700'}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="px-4 py-3">
                <RowActions name={nameOf(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
