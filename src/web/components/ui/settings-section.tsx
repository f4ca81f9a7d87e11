import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

type SettingsSectionProps = { title: string; description?: ReactNode; danger?: boolean; children: ReactNode };

/** One block of a settings page (account, profile): a titled card. */
export function SettingsSection({ title, description, danger = false, children }: SettingsSectionProps) {
  return (
    <Card className={cn('space-y-5 p-6', danger && 'ring-red-200')}>
      <div className="space-y-1">
        <h2 className={cn('text-lg font-semibold', danger ? 'text-red-700' : 'text-slate-900')}>{title}</h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
