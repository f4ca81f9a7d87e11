import { useId, useState } from 'react';
import type { TAdminMessage } from '#contracts/admin-moderation';
import { messageModerationTexts as texts } from '#contracts/admin-moderation-terms';
import { errorMessages } from '#contracts/errors-terms';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useAdminMessages } from '../../api/get-admin-messages.ts';
import { useMessageCounters } from '../../api/get-message-counters.ts';
import { useRemoveMessage } from '../../api/remove-message.ts';
import { useListParams } from '../../hooks/use-list-params.ts';
import { MessageCounters } from './message-counters.tsx';
import { MessageItem } from './message-item.tsx';
import { ModerationList } from './moderation-list.tsx';
import { SearchField } from './search-field.tsx';

const FILTERS = { q: '', reported: '' };

/** 'Gestion des messages': counters, search and 'Messages signalés uniquement' (in the URL), rows, 'Supprimer'. */
export function MessagesModeration() {
  const reportedId = useId();
  const { values, setValues, setPage, apiQuery } = useListParams(FILTERS);
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
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={values.q}
          onSearch={(q) => setValues({ q })}
        />
        <div className="flex items-center gap-2">
          <Checkbox
            id={reportedId}
            checked={values.reported === 'true'}
            onChange={(event) => setValues({ reported: event.target.checked ? 'true' : '' })}
          />
          <label htmlFor={reportedId} className="text-sm whitespace-nowrap text-slate-700">
            {texts.reportedOnly}
          </label>
        </div>
      </div>
      <ModerationList
        label="Messages"
        query={messages}
        texts={texts}
        onPage={setPage}
        renderItem={(message) => <MessageItem message={message} onRemove={setRemoving} />}
      />
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
