import { useState } from 'react';
import type { TAdminMessage } from '#contracts/admin-moderation';
import { messageModerationTexts as texts } from '#contracts/admin-moderation-terms';
import { errorMessages } from '#contracts/errors-terms';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useAdminMessages } from '../../api/get-admin-messages.ts';
import { useMessageCounters } from '../../api/get-message-counters.ts';
import { useRemoveMessage } from '../../api/remove-message.ts';
import { useListParams } from '../../hooks/use-list-params.ts';
import { MessageCounters } from './message-counters.tsx';
import { ModerationRows } from './moderation-rows.tsx';
import { FilterCheckbox, ListFilters } from '../list-filters.tsx';
import { ListPanel } from '../list-panel.tsx';
import { ListSearch } from '../list-search.tsx';
import { MessageItem } from './message-item.tsx';

const FILTERS = { q: '', reported: '' };

/** 'Gestion des messages': counters, search and 'Messages signalés uniquement' (in the URL), rows, 'Supprimer'. */
export function MessagesModeration() {
  const { values, page, setValues, setPage, apiQuery } = useListParams(FILTERS);
  const messages = useAdminMessages(apiQuery);
  const counters = useMessageCounters();
  const remove = useRemoveMessage();
  const [removing, setRemoving] = useState<TAdminMessage | null>(null);

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        closeRemove();
        toast.success(texts.removed);
      },
    });
  };

  return (
    <div className="space-y-6">
      <MessageCounters counts={counters.data} />
      <ListFilters>
        <ListSearch label={texts.searchLabel} placeholder={texts.searchPlaceholder} value={values.q} onSearch={(q) => setValues({ q })} />
        <FilterCheckbox
          label={texts.reportedOnly}
          checked={values.reported === 'true'}
          onChange={(checked) => setValues({ reported: checked ? 'true' : '' })}
        />
      </ListFilters>
      <ListPanel query={messages} loadError={texts.loadFailed} empty={{ title: texts.empty, hint: texts.emptyHint }} page={page} onPage={setPage}>
        {(items) => (
          <ModerationRows label="Messages" items={items}>
            {(message) => <MessageItem message={message} onRemove={setRemoving} />}
          </ModerationRows>
        )}
      </ListPanel>
      {removing && (
        <ConfirmDialog
          message={texts.removeConfirm}
          busy={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error, errorMessages.internal) : null}
          onConfirm={confirmRemove}
          onCancel={closeRemove}
        />
      )}
    </div>
  );
}
