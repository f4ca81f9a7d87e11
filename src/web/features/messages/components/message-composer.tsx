import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH, messagesMessages } from '#contracts/messages-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration.ts';
import { useSendMessage } from '../api/send-message.ts';
import { SenderContactWarning, useContactWarnings } from './contact-warning.tsx';
import { contactWarningTexts } from '#contracts/contact-warnings-terms';

/**
 * The thread's send box: Enter sends, Shift+Enter starts a new line; the text is trimmed and
 * a blank one is never sent; the button is disabled while sending. In a conversation about a
 * mission, each message says so (`missionId`). Before a hire, a text with contact details or an
 * off-platform payment shows a warning first, and the button says 'Envoyer quand même'; Enter then
 * does not send: only that button does, so sending a warned text is a deliberate gesture.
 */
export function MessageComposer({ partnerId, missionId, beforeHire }: { partnerId: string; missionId?: string; beforeHire: boolean }) {
  const send = useSendMessage();
  const [content, setContent] = useState('');
  // A member's thread arrives rendered (ADR 0063): what is typed before it comes alive is kept.
  const contentRef = useTypedBeforeHydration<HTMLTextAreaElement>(content, setContent);
  const id = useId();
  const hintId = `${id}-hint`;
  const trimmed = content.trim();
  const warnings = useContactWarnings(trimmed, beforeHire);

  function submit() {
    if (!trimmed || send.isPending) return;
    // Cleared once sent, unless the member has typed the next message meanwhile.
    send.mutate(
      { receiverId: partnerId, content: trimmed, jobId: missionId },
      { onSuccess: () => setContent((current) => (current === content ? '' : current)) },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (warnings.length === 0) submit();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2 border-t border-slate-200 p-4">
      {send.isError && <Alert tone="error">{errorMessageOf(send.error, messagesMessages.sendFailed)}</Alert>}
      <SenderContactWarning reasons={warnings} />
      <Label htmlFor={id} className="sr-only">
        Votre message
      </Label>
      <div className="flex items-end gap-3">
        <Textarea
          id={id}
          ref={contentRef}
          rows={2}
          value={content}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Écrivez votre message…"
          aria-describedby={hintId}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={onKeyDown}
          className="flex-1"
        />
        <Button type="submit" disabled={!trimmed} busy={send.isPending} busyLabel="Envoi en cours...">
          <Send className="size-4" aria-hidden="true" />
          {warnings.length > 0 ? contactWarningTexts.sendAnyway : 'Envoyer'}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {warnings.length > 0 ? contactWarningTexts.enterDoesNotSend : 'Entrée pour envoyer, Maj+Entrée pour aller à la ligne.'}
      </p>
    </form>
  );
}
