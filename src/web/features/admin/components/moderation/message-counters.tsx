import { Flag, MessageSquare, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { TAdminMessageCounters } from '#contracts/admin-moderation';
import { messageModerationTexts as texts } from '#contracts/admin-moderation-terms';
import { Card } from '#web/components/ui/card.tsx';
import { formatCount } from '#web/lib/format.ts';

const counters: { key: keyof TAdminMessageCounters; label: string; icon: LucideIcon; tint: string }[] = [
  { key: 'today', label: texts.today, icon: MessageSquare, tint: 'bg-indigo-50 text-indigo-600' },
  { key: 'reported', label: texts.reportedCount, icon: Flag, tint: 'bg-red-50 text-red-600' },
  { key: 'total', label: texts.total, icon: MessagesSquare, tint: 'bg-slate-100 text-slate-600' },
];

/** 'Gestion des messages' counters: today (France), reported, total. */
export function MessageCounters({ counts }: { counts: TAdminMessageCounters | undefined }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {counters.map(({ key, label, icon: Icon, tint }) => (
        <Card key={key} className="flex items-center gap-4 p-5">
          <span className={`flex size-12 items-center justify-center rounded-xl ${tint}`}>
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{counts ? formatCount(counts[key]) : '…'}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
