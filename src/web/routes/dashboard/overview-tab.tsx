import { Mail } from 'lucide-react';
import type { TMe } from '#contracts/accounts';
import { paths } from '#contracts/paths';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ApplicationStats } from '#web/features/applications/components/application-stats.tsx';
import { NotificationsPanel } from '#web/features/notifications/components/notifications-panel.tsx';
import { FirstStepsChecklist } from '#web/features/profiles/components/first-steps-checklist.tsx';
import { PendingReviews } from '#web/features/reviews/components/pending-reviews.tsx';
import { formatCount } from '#web/lib/format.ts';

/** The dashboard's 'Vue d'ensemble' tab. */
export function OverviewTab({ viewer, unread }: { viewer: TMe; unread: number }) {
  const isCommunityManager = viewer.userType === 'community_manager';
  return (
    <div className="space-y-6">
      <p className="text-lg text-slate-700">
        Bonjour, <span className="font-semibold text-slate-900">{viewer.fullName}</span> ! Bienvenue sur votre tableau de bord.
      </p>
      <FirstStepsChecklist />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <ApplicationStats side={isCommunityManager ? 'own' : 'received'} />
        <Card className="space-y-3 p-5">
          <h2 className="text-sm font-medium text-slate-500">Messages non lus</h2>
          <p className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <Mail className="size-6 text-indigo-500" aria-hidden="true" />
            {formatCount(unread)}
          </p>
          <ButtonLink to={paths.dashboardTab('messages')} variant="secondary" size="sm">
            Voir les messages
          </ButtonLink>
        </Card>
      </div>
      <PendingReviews />
      <NotificationsPanel />
    </div>
  );
}
