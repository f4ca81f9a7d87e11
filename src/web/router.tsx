import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_SECTIONS } from '#contracts/admin';
import { RouteError } from '#web/components/layouts/route-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths, routePatterns, type TAdminSectionPath } from './paths.ts';

type ScreenModule = { default: ComponentType };

/** A screen loaded on first visit: each route file default-exports its component. */
const screen = (load: () => Promise<ScreenModule>) => async () => ({ Component: (await load()).default });

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

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        lazy: async () => ({ Component: (await import('#web/components/layouts/public-layout.tsx')).PublicLayout }),
        children: [
          { index: true, lazy: screen(() => import('./routes/home.tsx')) },
          { path: paths.search, lazy: screen(() => import('./routes/search.tsx')) },
          { path: paths.ownProfile, lazy: screen(() => import('./routes/profile.tsx')) },
          { path: routePatterns.profile, lazy: screen(() => import('./routes/profile-detail.tsx')) },
          { path: routePatterns.job, lazy: screen(() => import('./routes/job-detail.tsx')) },
          { path: paths.dashboard, lazy: screen(() => import('./routes/dashboard.tsx')) },
          { path: paths.about, lazy: screen(() => import('./routes/about.tsx')) },
          { path: paths.contact, lazy: screen(() => import('./routes/contact.tsx')) },
          { path: paths.blog, lazy: screen(() => import('./routes/blog.tsx')) },
          { path: routePatterns.blogArticle, lazy: screen(() => import('./routes/blog-article.tsx')) },
          { path: paths.pricing, lazy: screen(() => import('./routes/pricing.tsx')) },
          { path: paths.testimonials, lazy: screen(() => import('./routes/testimonials.tsx')) },
          { path: paths.guides, lazy: screen(() => import('./routes/guides.tsx')) },
          { path: paths.webinars, lazy: screen(() => import('./routes/webinars.tsx')) },
          { path: paths.faq, lazy: screen(() => import('./routes/faq.tsx')) },
          { path: paths.terms, lazy: screen(() => import('./routes/terms.tsx')) },
          { path: paths.privacy, lazy: screen(() => import('./routes/privacy.tsx')) },
          { path: paths.stripe.success, lazy: screen(() => import('./routes/stripe/success.tsx')) },
          { path: paths.stripe.cancel, lazy: screen(() => import('./routes/stripe/cancel.tsx')) },
          { path: routePatterns.checkoutSimulator, lazy: screen(() => import('./routes/checkout-simulator.tsx')) },
          { path: '*', lazy: screen(() => import('./routes/not-found.tsx')) },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('#web/components/layouts/auth-layout.tsx')).AuthLayout }),
        children: [
          { path: paths.auth.login, lazy: screen(() => import('./routes/auth/login.tsx')) },
          { path: paths.auth.register, lazy: screen(() => import('./routes/auth/register.tsx')) },
          { path: paths.auth.forgotPassword, lazy: screen(() => import('./routes/auth/forgot-password.tsx')) },
          { path: paths.auth.resetPassword, lazy: screen(() => import('./routes/auth/reset-password.tsx')) },
          { path: paths.auth.verifyEmail, lazy: screen(() => import('./routes/auth/verify-email.tsx')) },
          { path: paths.auth.resendVerification, lazy: screen(() => import('./routes/auth/resend-verification.tsx')) },
        ],
      },
      {
        path: routePatterns.admin,
        lazy: async () => ({ Component: (await import('#web/components/layouts/admin-layout.tsx')).AdminLayout }),
        children: ADMIN_SECTIONS.map(({ path }) =>
          path ? { path, lazy: screen(adminScreens[path]) } : { index: true, lazy: screen(adminScreens[path]) },
        ),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
