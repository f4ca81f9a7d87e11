import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { TMe } from '#contracts/accounts';
import { favouriteKindOf } from '#contracts/favourites-terms';
import { formatBadgeCount, unreadMessagesLabel } from '#contracts/messages-terms';
import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { CountBadge } from '#web/components/ui/badge.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { Tabs, type TabItem } from '#web/components/ui/tabs.tsx';
import { LazyPaymentModal } from '#web/features/payments/components/lazy-payment-modal.ts';
import { unreadMessagesQueryOptions, useUnreadMessagesCount } from '#web/lib/unread-messages.ts';
import { DASHBOARD_TABS, type TDashboardTab } from '#contracts/paths';
import { myApplicationCountsQueryOptions, myApplicationsQueryOptions } from '#web/features/applications/api/get-my-applications.ts';
import { receivedApplicationCountsQueryOptions, receivedApplicationsQueryOptions } from '#web/features/applications/api/get-received-applications.ts';
import { conversationsQueryOptions } from '#web/features/messages/api/get-conversations.ts';
import { threadQueryOptions } from '#web/features/messages/api/get-thread.ts';
import { firstStepsQueryOptions } from '#web/features/profiles/api/first-steps.ts';
import { pendingReviewsQueryOptions } from '#web/features/reviews/api/get-pending-reviews.ts';
import { notificationsQueryOptions } from '#web/lib/notifications.ts';
import { pipelineQueryOf } from '#web/features/applications/components/use-pipeline-filters.ts';
import { myMissionsQueryOptions } from '#web/features/missions/api/get-my-missions.ts';
import type { PageQueries } from '#web/page-queries.ts';

function isDashboardTab(value: string | null): value is TDashboardTab {
  return (DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}

/**
 * A tab's panel, loaded on first open (as the router's screens): each tab brings only its own code.
 * Once loaded ahead (`loadAhead`) it renders at once instead of showing the spinner.
 */
function lazyTab<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loadAhead = async () => ({ default: (loaded = await load()) });
  const Lazy = lazy(loadAhead);
  function Tab(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the panel.
    const [Panel] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={<PageSpinner />}>
        <Panel {...props} />
      </Suspense>
    );
  }
  return { Tab, loadAhead };
}

const tabPanels = {
  overview: lazyTab(async () => (await import('./dashboard/overview-tab.tsx')).OverviewTab),
  messages: lazyTab(async () => (await import('#web/features/messages/components/messages-panel.tsx')).MessagesPanel),
  applications: lazyTab(async () => (await import('#web/features/applications/components/my-applications.tsx')).MyApplications),
  offers: lazyTab(async () => (await import('#web/features/missions/components/my-offers.tsx')).MyOffers),
  received: lazyTab(async () => (await import('#web/features/applications/components/received-applications.tsx')).ReceivedApplications),
  searches: lazyTab(async () => (await import('#web/features/saved-searches/components/my-searches.tsx')).MySearches),
  favourites: lazyTab(async () => (await import('#web/features/favourites/components/favourites-panel.tsx')).FavouritesPanel),
  subscription: lazyTab(async () => (await import('./dashboard/subscription-tab.tsx')).SubscriptionTab),
  profile: lazyTab(async () => (await import('./dashboard/profile-tab.tsx')).ProfileTab),
} satisfies Record<TDashboardTab, { loadAhead: () => Promise<unknown> }>;

// The tab the address asks for loads with this file, not once the dashboard has rendered: a tab
// the server rendered hydrates with the dashboard, so a tap on it while its code is on the way is
// never lost (ADR 0063).
if (typeof window !== 'undefined') {
  const requested = new URLSearchParams(window.location.search).get('tab');
  await tabPanels[isDashboardTab(requested) ? requested : 'overview'].loadAhead();
}

/** The tabs of the spec; who sees which depends on the account type. */
function dashboardTabs(viewer: TMe, unread: number, partnerId: string | null, aboutMissionId: string | null): (TabItem & { id: TDashboardTab })[] {
  const isCommunityManager = viewer.userType === 'community_manager';
  const unreadBadge = formatBadgeCount(unread);
  return [
    { id: 'overview', label: "Vue d'ensemble", content: <tabPanels.overview.Tab viewer={viewer} unread={unread} /> },
    {
      id: 'messages',
      label: 'Messages',
      badge: <CountBadge text={unreadBadge} label={`(${unreadMessagesLabel(unread)})`} />,
      content: <tabPanels.messages.Tab viewerId={viewer.id} partnerId={partnerId} aboutMissionId={aboutMissionId} paymentModal={LazyPaymentModal} />,
    },
    isCommunityManager
      ? { id: 'applications', label: 'Mes Candidatures', content: <tabPanels.applications.Tab /> }
      : { id: 'offers', label: 'Mes Offres', content: <tabPanels.offers.Tab /> },
    ...(isCommunityManager ? [] : [{ id: 'received' as const, label: 'Candidatures reçues', content: <tabPanels.received.Tab /> }]),
    { id: 'searches', label: 'Mes recherches', content: <tabPanels.searches.Tab /> },
    { id: 'favourites', label: 'Favoris', content: <tabPanels.favourites.Tab kind={favouriteKindOf(viewer.userType)} /> },
    { id: 'subscription', label: 'Abonnement', content: <tabPanels.subscription.Tab isCommunityManager={isCommunityManager} /> },
    { id: 'profile', label: 'Mon Profil', content: <tabPanels.profile.Tab /> },
  ];
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

/**
 * What the requested tab shows its member, read as them when the server renders the dashboard
 * (ADR 0063), with the unread count its tab badge shows; the other tabs are rendered by the browser.
 */
export const memberPageQueries: PageQueries = (queryClient, { searchParams, member }) => {
  if (!member) return null;
  const isCommunityManager = member.userType === 'community_manager';
  const requested = searchParams.get('tab') ?? 'overview';
  const tabQueries = (): Promise<void>[] | null => {
    switch (requested) {
      case 'overview':
        return [
          queryClient.prefetchQuery(firstStepsQueryOptions()),
          isCommunityManager
            ? queryClient.prefetchQuery(myApplicationCountsQueryOptions())
            : queryClient.prefetchQuery(receivedApplicationCountsQueryOptions()),
          queryClient.prefetchQuery(pendingReviewsQueryOptions()),
          queryClient.prefetchQuery(notificationsQueryOptions()),
        ];
      case 'messages': {
        const partnerId = searchParams.get('with');
        return [
          queryClient.prefetchQuery(conversationsQueryOptions()),
          ...(partnerId ? [queryClient.prefetchInfiniteQuery(threadQueryOptions(partnerId, searchParams.get('about') ?? undefined))] : []),
        ];
      }
      case 'applications':
        return isCommunityManager ? [queryClient.prefetchQuery(myApplicationsQueryOptions())] : null;
      case 'offers':
        return isCommunityManager ? null : [queryClient.prefetchQuery(myMissionsQueryOptions())];
      case 'received':
        return isCommunityManager ? null : [queryClient.prefetchQuery(receivedApplicationsQueryOptions(pipelineQueryOf(searchParams)))];
      default:
        return null;
    }
  };
  const queries = tabQueries();
  return queries && [queryClient.prefetchQuery(unreadMessagesQueryOptions()), ...queries];
};

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
