import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import type { TSavedSearch } from '#contracts/saved-searches';
import { SAVED_SEARCHES_MAX, SEARCH_ALERTS, savedSearchMessages, searchAlertLabels, type TSearchAlert } from '#contracts/saved-searches-terms';
import { SEARCH_TYPE_LABELS } from '#contracts/search-terms';
import { paths } from '#contracts/paths';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.tsx';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches.ts';
import { SavedSearchDialog } from './saved-search-dialog.tsx';

const loadFailed = 'Impossible de charger vos recherches enregistrées.';
const changeFailed = 'La modification n’a pas pu être enregistrée. Veuillez réessayer.';

/** One saved search: open it with its filters, change its alert (missions), rename or delete it. */
function SavedSearchRow({ search }: { search: TSavedSearch }) {
  const alertId = useId();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();

  const changeAlert = (alert: TSearchAlert) =>
    update.mutate(
      { id: search.id, alert },
      { onSuccess: () => toast.success(savedSearchMessages.alertChanged), onError: (error) => toast.error(errorMessageOf(error, changeFailed)) },
    );

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h3 className="truncate font-semibold text-slate-900">{search.name}</h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone={search.type === 'jobs' ? 'indigo' : 'gray'}>{SEARCH_TYPE_LABELS[search.type]}</Badge>
          <span>Enregistrée le {formatDate(search.createdAt)}</span>
        </p>
        {search.type === 'jobs' && (
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <label htmlFor={alertId} className="text-sm text-slate-700">
              Alerte <span className="sr-only">de « {search.name} »</span>
            </label>
            <Select
              id={alertId}
              className="w-auto py-1.5 text-sm"
              value={search.alert}
              disabled={update.isPending}
              onChange={(event) => changeAlert(event.target.value as TSearchAlert)}
            >
              {SEARCH_ALERTS.map((alert) => (
                <option key={alert} value={alert}>
                  {searchAlertLabels[alert]}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ButtonLink to={paths.savedSearch(search.query)} size="sm" aria-label={`${savedSearchMessages.open} « ${search.name} »`}>
          {savedSearchMessages.open}
        </ButtonLink>
        <Button variant="secondary" size="sm" aria-label={`${savedSearchMessages.rename} « ${search.name} »`} onClick={() => setDialog('rename')}>
          {savedSearchMessages.rename}
        </Button>
        <Button variant="ghost" size="sm" aria-label={`${savedSearchMessages.remove} « ${search.name} »`} onClick={() => setDialog('delete')}>
          {savedSearchMessages.remove}
        </Button>
      </div>
      {dialog === 'rename' && (
        <SavedSearchDialog
          title={savedSearchMessages.renameTitle}
          defaultValues={{ name: search.name, alert: search.alert }}
          withAlert={false}
          onClose={() => setDialog(null)}
          onSubmit={async ({ name }) => {
            await update.mutateAsync({ id: search.id, name });
            setDialog(null);
            toast.success(savedSearchMessages.renamed);
          }}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          message={`${savedSearchMessages.removeTitle} ${savedSearchMessages.removeBody(search.name, search.type === 'jobs')}`}
          busy={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error, changeFailed) : null}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            remove.mutate(search.id, {
              onSuccess: () => {
                setDialog(null);
                toast.success(savedSearchMessages.removed);
              },
            })
          }
        />
      )}
    </li>
  );
}

/** The dashboard's 'Mes recherches' tab. */
export function MySearches() {
  const searches = useSavedSearches();
  return (
    <Card className="space-y-2 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Search className="size-5 text-slate-400" aria-hidden="true" />
          {savedSearchMessages.tabTitle}
        </h2>
        {searches.data && (
          <p className="text-sm text-slate-600">
            {searches.data.length} / {SAVED_SEARCHES_MAX}
          </p>
        )}
      </div>
      {searches.isPending ? (
        <Spinner />
      ) : searches.isError ? (
        <Alert tone="error">{errorMessageOf(searches.error, loadFailed)}</Alert>
      ) : searches.data.length === 0 ? (
        <div className="space-y-3 py-4 text-sm text-slate-600">
          <p>{savedSearchMessages.empty}</p>
          <ButtonLink to={paths.search} variant="secondary" size="sm">
            Rechercher
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {searches.data.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </Card>
  );
}
