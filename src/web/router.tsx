import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { ADMIN_SECTIONS } from '#contracts/admin-terms';
import { RouteErrorBoundary } from '#web/components/layouts/route-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths, routePatterns, type TAdminSectionPath } from './paths.ts';

type ScreenModule = { default: ComponentType };

/**
 * A screen or layout loaded on first visit (each route file default-exports its component).
 * Navigations run in a transition, so the current screen stays until the next one has loaded.
 */
function screen(load: () => Promise<ScreenModule>) {
  const Screen = lazy(load);
  return <Screen />;
}
const layout = (load: () => Promise<ComponentType>) => screen(async () => ({ default: await load() }));

const adminScreens: Record<TAdminSectionPath, () => Promise<ScreenModule>> = {
  '': () => import('./routes/admin/dashboard.tsx'),
  users: () => import('./routes/admin/users.tsx'),
  jobs: () => import('./routes/admin/jobs.tsx'),
  applications: () => import('./routes/admin/applications.tsx'),
  skills: () => import('./routes/admin/skills.tsx'),
  experience: () => import('./routes/admin/experience.tsx'),
  rates: () => import('./routes/admin/rates.tsx'),
  industries: () => import('./routes/admin/industries.tsx'),
  languages: () => import('./routes/admin/languages.tsx'),
  reviews: () => import('./routes/admin/reviews.tsx'),
  messages: () => import('./routes/admin/messages.tsx'),
  blog: () => import('./routes/admin/blog.tsx'),
  settings: () => import('./routes/admin/settings.tsx'),
};

/** The route tree (exported for the test that keeps `PAGE_PATTERNS` equal to it). */
export const routes: RouteObject[] = [
  {
    element: layout(async () => (await import('#web/components/layouts/public-layout.tsx')).PublicLayout),
    children: [
      { index: true, element: screen(() => import('./routes/home.tsx')) },
      { path: paths.search, element: screen(() => import('./routes/search.tsx')) },
      { path: paths.ownProfile, element: screen(() => import('./routes/profile.tsx')) },
      { path: routePatterns.profile, element: screen(() => import('./routes/profile-detail.tsx')) },
      { path: routePatterns.job, element: screen(() => import('./routes/job-detail.tsx')) },
      { path: paths.dashboard, element: screen(() => import('./routes/dashboard.tsx')) },
      { path: paths.newMission, element: screen(() => import('./routes/mission-form.tsx')) },
      { path: routePatterns.editMission, element: screen(() => import('./routes/mission-form.tsx')) },
      { path: paths.account, element: screen(() => import('./routes/account.tsx')) },
      { path: paths.about, element: screen(() => import('./routes/about.tsx')) },
      { path: paths.contact, element: screen(() => import('./routes/contact.tsx')) },
      { path: paths.blog, element: screen(() => import('./routes/blog.tsx')) },
      { path: routePatterns.blogArticle, element: screen(() => import('./routes/blog-article.tsx')) },
      { path: paths.pricing, element: screen(() => import('./routes/pricing.tsx')) },
      { path: paths.testimonials, element: screen(() => import('./routes/testimonials.tsx')) },
      { path: paths.guides, element: screen(() => import('./routes/guides.tsx')) },
      { path: paths.webinars, element: screen(() => import('./routes/webinars.tsx')) },
      { path: paths.faq, element: screen(() => import('./routes/faq.tsx')) },
      { path: paths.terms, element: screen(() => import('./routes/terms.tsx')) },
      { path: paths.privacy, element: screen(() => import('./routes/privacy.tsx')) },
      { path: paths.stripe.success, element: screen(() => import('./routes/stripe/success.tsx')) },
      { path: paths.stripe.cancel, element: screen(() => import('./routes/stripe/cancel.tsx')) },
      { path: routePatterns.checkoutSimulator, element: screen(() => import('./routes/checkout-simulator.tsx')) },
      { path: '*', element: screen(() => import('./routes/not-found.tsx')) },
    ],
  },
  {
    element: layout(async () => (await import('#web/components/layouts/auth-layout.tsx')).AuthLayout),
    children: [
      { path: paths.auth.login, element: screen(() => import('./routes/auth/login.tsx')) },
      { path: paths.auth.register, element: screen(() => import('./routes/auth/register.tsx')) },
      { path: paths.auth.forgotPassword, element: screen(() => import('./routes/auth/forgot-password.tsx')) },
      { path: paths.auth.resetPassword, element: screen(() => import('./routes/auth/reset-password.tsx')) },
      { path: paths.auth.verifyEmail, element: screen(() => import('./routes/auth/verify-email.tsx')) },
      { path: paths.auth.resendVerification, element: screen(() => import('./routes/auth/resend-verification.tsx')) },
      { path: paths.unsubscribe, element: screen(() => import('./routes/unsubscribe.tsx')) },
    ],
  },
  {
    path: routePatterns.admin,
    element: layout(async () => (await import('#web/components/layouts/admin-layout.tsx')).AdminLayout),
    children: [
      ...ADMIN_SECTIONS.map(({ path }) =>
        path ? { path, element: screen(adminScreens[path]) } : { index: true, element: screen(adminScreens[path]) },
      ),
      { path: paths.adminSecurity, element: screen(() => import('./routes/admin/security.tsx')) },
    ],
  },
];

/**
 * Every screen of the app. Declarative routing (no loaders or actions: screens fetch through
 * TanStack Query) keeps the router's data layer out of every page (ADR 0012).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
