import { Flag, MessageSquare, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { TAdminMessageCounters } from '#contracts/admin-moderation';
import { messageModerationTexts as texts } from '#contracts/admin-moderation-terms';
import { StatCard } from '#web/components/ui/stat-card.tsx';
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
      {counters.map(({ key, label, icon, tint }) => (
        <StatCard key={key} icon={icon} label={label} tint={tint}>
          {counts ? formatCount(counts[key]) : '…'}
        </StatCard>
      ))}
    </dl>
  );
}
