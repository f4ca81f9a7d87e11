import { useState } from 'react';
import { BookmarkPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SAVED_SEARCH_NAME_MAX_LENGTH, savedSearchMessages } from '#contracts/saved-searches-terms';
import { SEARCH_TYPE_LABELS, type TSearchType } from '#contracts/search-terms';
import { Button } from '#web/components/ui/button.tsx';
import { useViewer } from '#web/lib/auth.tsx';
import { toast } from '#web/lib/toast.tsx';
import { useCreateSavedSearch } from '../api/saved-searches.ts';
import { SavedSearchDialog } from './saved-search-dialog.tsx';

/** A name to start from: the words and place searched, else the tab. */
function suggestedName(params: URLSearchParams, type: TSearchType): string {
  const words = [params.get('q')?.trim(), params.get('location')?.trim()].filter(Boolean).join(' · ');
  return (words || SEARCH_TYPE_LABELS[type]).slice(0, SAVED_SEARCH_NAME_MAX_LENGTH);
}

/**
 * 'Sauvegarder cette recherche' on the search page, for a signed-in member: the page's address
 * (its filters) is saved under a name, with an alert for a mission search. The server normalises it.
 */
export function SaveSearchButton({ type }: { type: TSearchType }) {
  const { viewer } = useViewer();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const create = useCreateSavedSearch();
  if (!viewer) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <BookmarkPlus className="size-4" aria-hidden="true" />
        {savedSearchMessages.save}
      </Button>
      {open && (
        <SavedSearchDialog
          title={savedSearchMessages.dialogTitle}
          defaultValues={{ name: suggestedName(params, type), alert: type === 'jobs' ? 'daily' : 'none' }}
          withAlert={type === 'jobs'}
          onClose={() => setOpen(false)}
          onSubmit={async (values) => {
            await create.mutateAsync({ ...values, query: params.toString() });
            setOpen(false);
            toast.success(savedSearchMessages.saved);
          }}
        />
      )}
    </>
  );
}
