import { useState } from 'react';
import type { TCatalogRequests } from '#contracts/admin-catalog';
import { CATALOG_TEXTS, catalogMessages, type TCatalogResource } from '#contracts/admin-catalog-terms';
import { ApiError, errorMessageOf, isNotFound } from '#web/lib/api-client.ts';
import { useDeleteCatalogRow } from '../../api/delete-catalog-row.ts';
import { useSaveCatalogRow } from '../../api/save-catalog-row.ts';

type Named = { id: string; name: string };

/**
 * The state of a reference-data screen: its form (spec §4: closed, add mode or edit mode of a
 * row), the row awaiting delete confirmation, and the dismissable red banner where update and
 * write errors show (spec §8: 'Secteur introuvable. Il a peut-être été supprimé.').
 */
export function useCatalogEditor<R extends TCatalogResource, TRow extends Named>(resource: R) {
  const texts = CATALOG_TEXTS[resource];
  const [editing, setEditing] = useState<TRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const save = useSaveCatalogRow(resource);
  const remove = useDeleteCatalogRow(resource);

  return {
    texts,
    /** null: closed; 'new': add mode; a row: edit mode. */
    editing,
    startAdd: () => {
      setBanner(null);
      setEditing('new');
    },
    startEdit: (row: TRow) => {
      setBanner(null);
      setEditing(row);
    },
    close: () => setEditing(null),
    /**
     * Saves the form: on success the form resets and closes (the list refreshes). Per-field
     * refusals go back to the form; anything else shows in the banner; a row deleted meanwhile
     * also closes the form.
     */
    async submit(data: TCatalogRequests[R]) {
      const id = editing && editing !== 'new' ? editing.id : null;
      try {
        await save.mutateAsync({ id, data });
        setBanner(null);
        setEditing(null);
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) throw error;
        setBanner(errorMessageOf(error, id ? texts.updateFailed : catalogMessages.unexpected));
        if (isNotFound(error)) setEditing(null);
      }
    },
    banner,
    dismissBanner: () => setBanner(null),
    deleting,
    askDelete: (row: TRow) => {
      remove.reset();
      setDeleting(row);
    },
    cancelDelete: () => setDeleting(null),
    async confirmDelete() {
      if (!deleting) return;
      try {
        await remove.mutateAsync(deleting.id);
        setDeleting(null);
        if (editing !== 'new' && editing?.id === deleting.id) setEditing(null);
      } catch {
        // Shown in the dialog (the row still in use: how many profiles or missions).
      }
    },
    deleteBusy: remove.isPending,
    deleteError: remove.isError ? errorMessageOf(remove.error, catalogMessages.unexpected) : null,
  };
}
export type CatalogEditorState<R extends TCatalogResource, TRow extends Named> = ReturnType<typeof useCatalogEditor<R, TRow>>;
