import { useMemo } from 'react';
import { ShieldAlert } from 'lucide-react';
import { detectContactWarnings, type TContactWarningReason } from '#contracts/contact-warnings';
import { contactWarningTexts } from '#contracts/contact-warnings-terms';
import { Alert } from '#web/components/ui/alert.tsx';

/**
 * What the scam detector finds in a message being written, before a hire (ADR 0057): the same
 * code the server runs on send, so the sender is warned before sending. Nothing once hired.
 */
export function useContactWarnings(text: string, beforeHire: boolean): TContactWarningReason[] {
  return useMemo(() => (beforeHire ? detectContactWarnings(text) : []), [text, beforeHire]);
}

/** The composer's warning while the text would warn its receiver. */
export function SenderContactWarning({ reasons }: { reasons: readonly TContactWarningReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <Alert tone="warning" title={contactWarningTexts.senderTitle}>
      <p>{contactWarningTexts.sender(reasons)}</p>
    </Alert>
  );
}

/** The safety notice under a received message that warned. */
export function ReceivedMessageNotice({ reasons }: { reasons: readonly TContactWarningReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <p role="note" className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900 ring-1 ring-amber-200 ring-inset">
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
      <span>{contactWarningTexts.receiver(reasons)}</span>
    </p>
  );
}
