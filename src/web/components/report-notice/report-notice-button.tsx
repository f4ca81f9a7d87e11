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
  className?: string;
};

/** 'Signaler' on a public content, for visitors and members alike: opens the notice form (DSA). */
export function ReportNoticeButton({ target, label, className }: ReportNoticeButtonProps) {
  const [open, setOpen] = useState(false);
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
      <ReportNoticeDialog open={open} onClose={() => setOpen(false)} target={target} />
    </>
  );
}
