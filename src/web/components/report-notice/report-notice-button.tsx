import { useState } from 'react';
import { Flag } from 'lucide-react';
import { noticeTexts, type TNoticeTarget } from '#contracts/notices-terms';
import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { cn } from '#web/lib/cn.ts';

const ReportNoticeDialog = lazyDialog(async () => (await import('./report-notice-dialog.tsx')).default);

type ReportNoticeButtonProps = {
  target: { type: TNoticeTarget; id: string };
  /** What is reported, for assistive tech: 'Signaler le profil de Camille'. */
  label: string;
  /** Already reported (a message its receiver reported): 'Signalé' instead of the button. */
  reported?: boolean;
  className?: string;
};

/**
 * 'Signaler' on a content — public ones, for visitors and members alike, and received messages:
 * opens the notice form (DSA); once sent here, it reads 'Signalé'.
 */
export function ReportNoticeButton({ target, label, reported = false, className }: ReportNoticeButtonProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (reported || sent) return <span className={cn('inline-flex items-center gap-1 text-xs text-slate-500', className)}>{noticeTexts.reported}</span>;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() => setOpen(true)}
        className={cn('inline-flex items-center gap-1 text-xs text-slate-600 hover:text-red-700 hover:underline', className)}
      >
        <Flag className="size-3" aria-hidden="true" />
        {noticeTexts.report}
      </button>
      <ReportNoticeDialog open={open} onClose={() => setOpen(false)} onSent={() => setSent(true)} target={target} />
    </>
  );
}
