import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteObject } from 'react-router';
import { ADMIN_SECTIONS } from '#contracts/admin-sections';
import { routePatterns, type TAdminSectionPath } from '#contracts/paths';
import { PublicLayout } from '#web/components/layouts/public-layout.tsx';
import { RouteErrorBoundary } from '#web/components/layouts/route-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useHydratedMark } from '#web/lib/hydrated-mark.ts';
import type { PageQueries, PageRequest } from './page-queries.ts';

/** A route file: its screen, and for the pages the server renders, the data they show (`pageQueries`, `memberPageQueries`). */
export type ScreenModule = { default: ComponentType; pageQueries?: PageQueries; memberPageQueries?: PageQueries };
/** What each route of the tree carries: how to load its module ahead of rendering (server rendering, hydration). */
export type RouteHandle = { load: () => Promise<ScreenModule> };

/**
 * A screen or layout loaded on first visit (each route file default-exports its component).
 * Navigations run in a transition, so the current screen stays until the next one has loaded.
 * Once loaded ahead (`loadRouteModules`: server rendering, hydration), it renders at once
 * instead of suspending.
 */
function screen(load: () => Promise<ScreenModule>): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ScreenModule | undefined;
  const loadAhead = async () => (loaded = await load());
  const Lazy = lazy(loadAhead);
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the page.
    const [Component] = useState<ComponentType>(() => loaded?.default ?? Lazy);
    useHydratedMark();
    return <Component />;
  }
  return { element: <Screen />, handle: { load: loadAhead } satisfies RouteHandle };
}
const layout = (load: () => Promise<ComponentType>) => screen(async () => ({ default: await load() }));

const adminScreens: Record<TAdminSectionPath, () => Promise<ScreenModule>> = {
  '': () => import('./routes/admin/dashboard.tsx'),
  users: () => import('./routes/admin/users.tsx'),
  jobs: () => import('./routes/admin/missions.tsx'),
  applications: () => import('./routes/admin/applications.tsx'),
  skills: () => import('./routes/admin/skills.tsx'),
  experience: () => import('./routes/admin/experience.tsx'),
  rates: () => import('./routes/admin/rates.tsx'),
  industries: () => import('./routes/admin/industries.tsx'),
  languages: () => import('./routes/admin/languages.tsx'),
  reviews: () => import('./routes/admin/reviews.tsx'),
  messages: () => import('./routes/admin/messages.tsx'),
  notices: () => import('./routes/admin/notices.tsx'),
  blog: () => import('./routes/admin/blog.tsx'),
  settings: () => import('./routes/admin/settings.tsx'),
  'background-jobs': () => import('./routes/admin/background-jobs.tsx'),
};

/** The route tree, every path from the registry `#contracts/paths` (exported for the test that keeps `PAGE_PATTERNS` equal to it). */
export const routes: RouteObject[] = [
  {
    // The site's frame comes with the entry (nearly every page shows it): one file fewer to fetch
    // and to compress apart on a first load (ADR 0031).
    ...layout(async () => PublicLayout),
    children: [
      { index: true, ...screen(() => import('./routes/home.tsx')) },
      { path: routePatterns.search, ...screen(() => import('./routes/search.tsx')) },
      { path: routePatterns.ownProfile, ...screen(() => import('./routes/profile.tsx')) },
      { path: routePatterns.profile, ...screen(() => import('./routes/profile-detail.tsx')) },
      { path: routePatterns.mission, ...screen(() => import('./routes/mission-detail.tsx')) },
      { path: routePatterns.dashboard, ...screen(() => import('./routes/dashboard.tsx')) },
      { path: routePatterns.newMission, ...screen(() => import('./routes/mission-form.tsx')) },
      { path: routePatterns.editMission, ...screen(() => import('./routes/mission-form.tsx')) },
      { path: routePatterns.missionBids, ...screen(() => import('./routes/mission-bids.tsx')) },
      { path: routePatterns.account, ...screen(() => import('./routes/account.tsx')) },
      { path: routePatterns.notifications, ...screen(() => import('./routes/notifications.tsx')) },
      { path: routePatterns.about, ...screen(() => import('./routes/about.tsx')) },
      { path: routePatterns.contact, ...screen(() => import('./routes/contact.tsx')) },
      { path: routePatterns.blog, ...screen(() => import('./routes/blog.tsx')) },
      { path: routePatterns.blogArticle, ...screen(() => import('./routes/blog-article.tsx')) },
      { path: routePatterns.pricing, ...screen(() => import('./routes/pricing.tsx')) },
      { path: routePatterns.testimonials, ...screen(() => import('./routes/testimonials.tsx')) },
      { path: routePatterns.guides, ...screen(() => import('./routes/guides.tsx')) },
      { path: routePatterns.webinars, ...screen(() => import('./routes/webinars.tsx')) },
      { path: routePatterns.faq, ...screen(() => import('./routes/faq.tsx')) },
      { path: routePatterns.terms, ...screen(() => import('./routes/terms.tsx')) },
      { path: routePatterns.privacy, ...screen(() => import('./routes/privacy.tsx')) },
      { path: routePatterns.ranking, ...screen(() => import('./routes/ranking.tsx')) },
      { path: routePatterns.transparency, ...screen(() => import('./routes/transparency.tsx')) },
      { path: routePatterns.contestDecision, ...screen(() => import('./routes/contest-decision.tsx')) },
      { path: routePatterns.stripeSuccess, ...screen(() => import('./routes/stripe/success.tsx')) },
      { path: routePatterns.stripeCancel, ...screen(() => import('./routes/stripe/cancel.tsx')) },
      { path: routePatterns.checkoutSimulator, ...screen(() => import('./routes/checkout-simulator.tsx')) },
      { path: '*', ...screen(() => import('./routes/not-found.tsx')) },
    ],
  },
  {
    ...layout(async () => (await import('#web/components/layouts/auth-layout.tsx')).AuthLayout),
    children: [
      { path: routePatterns.login, ...screen(() => import('./routes/auth/login.tsx')) },
      { path: routePatterns.register, ...screen(() => import('./routes/auth/register.tsx')) },
      { path: routePatterns.forgotPassword, ...screen(() => import('./routes/auth/forgot-password.tsx')) },
      { path: routePatterns.resetPassword, ...screen(() => import('./routes/auth/reset-password.tsx')) },
      { path: routePatterns.verifyEmail, ...screen(() => import('./routes/auth/verify-email.tsx')) },
      { path: routePatterns.resendVerification, ...screen(() => import('./routes/auth/resend-verification.tsx')) },
      { path: routePatterns.unsubscribe, ...screen(() => import('./routes/unsubscribe.tsx')) },
      { path: routePatterns.searchAlertUnsubscribe, ...screen(() => import('./routes/search-alert-unsubscribe.tsx')) },
    ],
  },
  {
    path: routePatterns.admin,
    ...layout(async () => (await import('#web/components/layouts/admin-layout.tsx')).AdminLayout),
    children: [
      ...ADMIN_SECTIONS.map(({ path }): RouteObject =>
        path ? { path, ...screen(adminScreens[path]) } : { index: true, ...screen(adminScreens[path]) },
      ),
      { path: routePatterns.adminSecurity, ...screen(() => import('./routes/admin/security.tsx')) },
    ],
  },
];

type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;
const loadMatched = (matches: RouteMatches) => Promise.all(matches.map(({ route }) => (route.handle as RouteHandle).load()));

/** How many paths' matches are kept: the busy pages, and a crawler's walk costs one match per path. */
const MATCHED_PATHS_KEPT = 500;
const matchedPaths = new Map<string, RouteMatches | null>();

/**
 * The routes `pathname` matches, found once per path: React Router flattens and ranks the whole
 * tree on every match (about a millisecond), and a server-rendered page needs its match twice
 * (`matchPage`, then `AppRoutes`). The matches are never changed, so they are shared (ADR 0066).
 */
function matchedRoutes(pathname: string): RouteMatches | null {
  let matches = matchedPaths.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, pathname);
    if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.delete(matchedPaths.keys().next().value as string);
    matchedPaths.set(pathname, matches);
  }
  return matches;
}

/**
 * The modules of the layout and screen `location` shows, loaded (the server renders them, and the
 * browser hydrates them, in one pass instead of suspending on each lazy route).
 */
export const loadRouteModules = (location: string): Promise<ScreenModule[]> =>
  loadMatched(matchedRoutes(new URL(location, 'http://page').pathname) ?? []);

/**
 * The page `location` opens: its route parameters and query string, and its modules to load
 * (`loadRouteModules`, from the same match). Null outside the route tree.
 */
export function matchPage(location: string): { request: PageRequest; loadModules: () => Promise<ScreenModule[]> } | null {
  const url = new URL(location, 'http://page');
  const matches = matchedRoutes(url.pathname);
  const match = matches?.at(-1);
  if (!matches || !match) return null;
  return { request: { params: match.params, searchParams: url.searchParams }, loadModules: () => loadMatched(matches) };
}

/**
 * Every screen of the app. Declarative routing (no loaders or actions: screens fetch through
 * TanStack Query) keeps the router's data layer out of every page (ADR 0012).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // `useRoutes` without its matching: no path here is relative, and no route nested.
  const element = renderMatches(matchedRoutes(pathname));
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
