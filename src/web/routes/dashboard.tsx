import { Mail } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TMe } from '#contracts/accounts';
import { favouriteKindOf } from '#contracts/favourites-terms';
import { formatBadgeCount, unreadMessagesLabel } from '#contracts/messages-terms';
import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CountBadge } from '#web/components/ui/badge.tsx';
import { Tabs, type TabItem } from '#web/components/ui/tabs.tsx';
import { useLanguages } from '#web/features/catalog/api/get-languages.ts';
import { useSectors } from '#web/features/catalog/api/get-sectors.ts';
import { useSkills } from '#web/features/catalog/api/get-skills.ts';
import { ApplicationStats } from '#web/features/applications/components/application-stats.tsx';
import { MyApplications } from '#web/features/applications/components/my-applications.tsx';
import { ReceivedApplications } from '#web/features/applications/components/received-applications.tsx';
import { FavouritesPanel } from '#web/features/favourites/components/favourites-panel.tsx';
import { MessagesPanel } from '#web/features/messages/components/messages-panel.tsx';
import { MyOffers } from '#web/features/missions/components/my-offers.tsx';
import { NotificationsPanel } from '#web/features/notifications/components/notifications-panel.tsx';
import { CreditsList } from '#web/features/payments/components/credits-list.tsx';
import { OrdersList } from '#web/features/payments/components/orders-list.tsx';
import { LazyPaymentModal } from '#web/features/payments/components/lazy-payment-modal.ts';
import { SubscriptionView } from '#web/features/payments/components/subscription-view.tsx';
import { FirstStepsChecklist } from '#web/features/profiles/components/first-steps-checklist.tsx';
import { MyProfile } from '#web/features/profiles/components/my-profile.tsx';
import { PendingReviews } from '#web/features/reviews/components/pending-reviews.tsx';
import { MySearches } from '#web/features/saved-searches/components/my-searches.tsx';
import { formatCount } from '#web/lib/format.ts';
import { useUnreadMessagesCount } from '#web/lib/unread-messages.ts';
import { DASHBOARD_TABS, paths, type TDashboardTab } from '#contracts/paths';

function isDashboardTab(value: string | null): value is TDashboardTab {
  return (DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}

/** The tabs of the spec; who sees which depends on the account type. */
function dashboardTabs(viewer: TMe, unread: number, partnerId: string | null, aboutMissionId: string | null): (TabItem & { id: TDashboardTab })[] {
  const isCommunityManager = viewer.userType === 'community_manager';
  const unreadBadge = formatBadgeCount(unread);
  return [
    { id: 'overview', label: "Vue d'ensemble", content: <Overview viewer={viewer} unread={unread} /> },
    {
      id: 'messages',
      label: 'Messages',
      badge: <CountBadge text={unreadBadge} label={`(${unreadMessagesLabel(unread)})`} />,
      content: <MessagesPanel viewerId={viewer.id} partnerId={partnerId} aboutMissionId={aboutMissionId} paymentModal={LazyPaymentModal} />,
    },
    isCommunityManager
      ? { id: 'applications', label: 'Mes Candidatures', content: <MyApplications /> }
      : { id: 'offers', label: 'Mes Offres', content: <MyOffers /> },
    ...(isCommunityManager ? [] : [{ id: 'received' as const, label: 'Candidatures reçues', content: <ReceivedApplications /> }]),
    { id: 'searches', label: 'Mes recherches', content: <MySearches /> },
    { id: 'favourites', label: 'Favoris', content: <FavouritesPanel kind={favouriteKindOf(viewer.userType)} /> },
    {
      id: 'subscription',
      label: 'Abonnement',
      content: (
        <div className="space-y-6">
          <SubscriptionView />
          {isCommunityManager && <CreditsList />}
          <OrdersList />
        </div>
      ),
    },
    { id: 'profile', label: 'Mon Profil', content: <ProfileTab /> },
  ];
}

/** 'Mon Profil' with the reference lists it chooses from (fetched once the tab is open). */
function ProfileTab() {
  const skills = useSkills();
  const sectors = useSectors();
  const languages = useLanguages();
  return <MyProfile catalog={{ skills: skills.data, sectors: sectors.data, languages: languages.data }} />;
}

function Overview({ viewer, unread }: { viewer: TMe; unread: number }) {
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

function Dashboard({ viewer }: { viewer: TMe }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const unread = useUnreadMessagesCount();
  const partnerId = searchParams.get('with');
  const tabs = dashboardTabs(viewer, unread, partnerId, searchParams.get('about'));
  const requested = searchParams.get('tab');
  // An unknown tab, or one this account type does not have, shows the overview.
  const selectedId = isDashboardTab(requested) && tabs.some((tab) => tab.id === requested) ? requested : 'overview';

  return <Tabs label="Tableau de bord" tabs={tabs} selectedId={selectedId} onSelect={(id) => setSearchParams({ tab: id })} />;
}

export default function DashboardRoute() {
  return (
    <RequireViewer>
      {(viewer) => (
        <PageShell title="Tableau de bord">
          <Dashboard viewer={viewer} />
        </PageShell>
      )}
    </RequireViewer>
  );
}
