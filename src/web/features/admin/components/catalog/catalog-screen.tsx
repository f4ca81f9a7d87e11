import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { TCatalogRows } from '#contracts/admin-catalog';
import type { TCatalogResource } from '#contracts/admin-catalog-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCatalogPage } from '../../api/get-catalog-page.ts';
import { useListParams } from '../../hooks/use-list-params.ts';
import { ListPanel } from '../list-panel.tsx';
import { CatalogEditor, type CatalogFormConfig } from './catalog-editor.tsx';
import { CatalogTable, type CatalogColumn } from './catalog-table.tsx';
import { useCatalogEditor, type CatalogEditorState } from './use-catalog-editor.ts';

type PagedResource = Exclude<TCatalogResource, 'skill-categories'>;
const NO_FILTERS = {};

type Props<R extends PagedResource> = {
  resource: R;
  title: string;
  /** The button opening the add form ('Ajouter un secteur'). */
  addLabel: string;
  form: CatalogFormConfig<R, TCatalogRows[R]>;
  /** The page's rows: a table (`catalogTable`) or cards. */
  renderRows: (rows: TCatalogRows[R][], editor: CatalogEditorState<R, TCatalogRows[R]>) => ReactNode;
};

/**
 * A reference-data screen without filters (experience levels, rate ranges, sectors, languages):
 * the add button, the banner, the form, the paged list (page in the URL) and the delete confirmation.
 */
export function CatalogScreen<R extends PagedResource>({ resource, title, addLabel, form, renderRows }: Props<R>) {
  const { page, setPage, apiQuery } = useListParams(NO_FILTERS);
  const list = useCatalogPage(resource, apiQuery);
  const editor = useCatalogEditor<R, TCatalogRows[R]>(resource);
  return (
    <PageShell title={title}>
      <div className="flex justify-end">
        <Button onClick={editor.startAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      <CatalogEditor editor={editor} form={form} />
      <ListPanel query={list} loadError={editor.texts.loadFailed} empty={catalogEmpty(editor.texts)} page={page} onPage={setPage}>
        {(rows) => renderRows(rows, editor)}
      </ListPanel>
    </PageShell>
  );
}

/** A reference-data list's empty state (ListPanel's `empty`). */
export const catalogEmpty = (texts: { emptyTitle: string; emptyDescription?: string }) => ({ title: texts.emptyTitle, hint: texts.emptyDescription });

/** `renderRows` for a table of `columns`, named by the rows' `name`. */
export function catalogTable<TRow extends { id: string; name: string }>(caption: string, columns: CatalogColumn<TRow>[]) {
  function CatalogRows(rows: TRow[], editor: { startEdit: (row: TRow) => void; askDelete: (row: TRow) => void }) {
    return (
      <CatalogTable
        caption={caption}
        columns={columns}
        rows={rows}
        nameOf={(row) => row.name}
        onEdit={editor.startEdit}
        onDelete={editor.askDelete}
      />
    );
  }
  return CatalogRows;
}
