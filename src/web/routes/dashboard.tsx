import type { TMe } from '#contracts/accounts';
import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';
import { Tabs, type TabItem } from '#web/components/ui/tabs.tsx';

/** The tabs of the spec; who sees which depends on the account type. */
function dashboardTabs(viewer: TMe): TabItem[] {
  const isCommunityManager = viewer.userType === 'community_manager';
  const comingSoon = <ComingSoon />;
  return [
    {
      id: 'overview',
      label: "Vue d'ensemble",
      content: (
        <div className="space-y-6">
          <p className="text-lg text-slate-700">
            Bonjour, <span className="font-semibold text-slate-900">{viewer.fullName}</span> ! Bienvenue sur votre
            tableau de bord.
          </p>
          {comingSoon}
        </div>
      ),
    },
    { id: 'messages', label: 'Messages', content: comingSoon },
    isCommunityManager
      ? { id: 'applications', label: 'Mes Candidatures', content: comingSoon }
      : { id: 'jobs', label: 'Mes Offres', content: comingSoon },
    ...(isCommunityManager ? [] : [{ id: 'received', label: 'Candidatures reçues', content: comingSoon }]),
    { id: 'subscription', label: 'Abonnement', content: comingSoon },
    { id: 'profile', label: 'Mon Profil', content: comingSoon },
  ];
}

export default function DashboardRoute() {
  return (
    <RequireViewer>
      {(viewer) => (
        <PageShell title="Tableau de bord">
          <Tabs label="Tableau de bord" tabs={dashboardTabs(viewer)} />
        </PageShell>
      )}
    </RequireViewer>
  );
}
