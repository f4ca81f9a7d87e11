import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { TCatalogRequests } from '#contracts/admin-catalog';
import type { TCatalogResource } from '#contracts/admin-catalog-terms';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { CatalogForm, type CatalogField } from './catalog-form.tsx';
import { DismissableAlert } from './dismissable-alert.tsx';
import type { CatalogEditorState } from './use-catalog-editor.ts';

type Named = { id: string; name: string };

export type CatalogFormConfig<R extends TCatalogResource, TRow> = {
  schema: z.ZodType<TCatalogRequests[R], FieldValues>;
  fields: CatalogField[];
  /** A new row's values. */
  empty: TCatalogRequests[R];
  /** The form's values for a row being edited. */
  fromRow: (row: TRow) => TCatalogRequests[R];
  addTitle: string;
  editTitle: string;
};

type Props<R extends TCatalogResource, TRow extends Named> = {
  editor: CatalogEditorState<R, TRow>;
  form: CatalogFormConfig<R, TRow>;
};

/** The banner, the add/edit form and the delete confirmation of a reference-data screen. */
export function CatalogEditor<R extends TCatalogResource, TRow extends Named>({ editor, form }: Props<R, TRow>) {
  const { editing, deleting } = editor;
  return (
    <>
      {editor.banner && <DismissableAlert onDismiss={editor.dismissBanner}>{editor.banner}</DismissableAlert>}
      {editing && (
        <CatalogForm<TCatalogRequests[R] & FieldValues>
          // A new key per row: switching rows starts from that row's values.
          key={editing === 'new' ? 'new' : editing.id}
          schema={form.schema as never}
          fields={form.fields}
          defaultValues={(editing === 'new' ? form.empty : form.fromRow(editing)) as TCatalogRequests[R] & FieldValues}
          mode={editing === 'new' ? 'add' : 'edit'}
          title={editing === 'new' ? form.addTitle : form.editTitle}
          onSubmit={editor.submit}
          onCancel={editor.close}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={editor.texts.confirmDelete}
          busy={editor.deleteBusy}
          error={editor.deleteError}
          onConfirm={() => void editor.confirmDelete()}
          onCancel={editor.cancelDelete}
        />
      )}
    </>
  );
}
