import { useState } from 'react';
import { Flag } from 'lucide-react';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.tsx';

type ReportButtonProps = {
  /** Already reported (by the viewer or anyone): shows 'Signalé' instead of the button. */
  reported: boolean;
  /** Sends the report (idempotent on the server). */
  report: () => Promise<unknown>;
  /** The toast confirming the report. */
  confirmation: string;
  /** What is reported, for assistive tech: 'Signaler l’avis de Paul'. */
  label: string;
  className?: string;
};

const failed = 'Le signalement n’a pas pu être envoyé. Veuillez réessayer.';

/** 'Signaler' on a review or a received message; once sent it reads 'Signalé' and a toast confirms. */
export function ReportButton({ reported, report, confirmation, label, className }: ReportButtonProps) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>(reported ? 'sent' : 'idle');
  if (state === 'sent' || reported) {
    return <span className={cn('inline-flex items-center gap-1 text-xs text-slate-500', className)}>Signalé</span>;
  }
  const send = async () => {
    setState('sending');
    try {
      await report();
      setState('sent');
      toast.success(confirmation);
    } catch (error) {
      setState('idle');
      toast.error(errorMessageOf(error, failed));
    }
  };
  return (
    <button
      type="button"
      aria-label={label}
      disabled={state === 'sending'}
      onClick={() => void send()}
      className={cn('inline-flex items-center gap-1 text-xs text-slate-600 hover:text-red-700 hover:underline disabled:opacity-50', className)}
    >
      <Flag className="size-3" aria-hidden="true" />
      Signaler
    </button>
  );
}
