import { generatePath } from 'react-router';
import type { TUserType } from '#contracts/accounts-terms';
import { ADMIN_SECTIONS } from '#contracts/admin-sections';

/** Route patterns with parameters, as the router matches them. */
export const routePatterns = {
  profile: '/profile/:id',
  job: '/jobs/:id',
  editMission: '/dashboard/missions/:id/edit',
  blogArticle: '/blog/:id',
  checkoutSimulator: '/checkout/simulator/:sessionId',
  admin: '/admin',
} as const;

export type TAdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

/** The dashboard's tabs, kept in its `?tab=` query parameter. */
export const DASHBOARD_TABS = ['overview', 'messages', 'applications', 'offers', 'received', 'subscription', 'profile'] as const;
export type TDashboardTab = (typeof DASHBOARD_TABS)[number];

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every path of the app, in one place. */
export const paths = {
  home: '/',
  search: '/search',
  ownProfile: '/profile',
  profile: (id: string) => generatePath(routePatterns.profile, { id }),
  job: (id: string) => generatePath(routePatterns.job, { id }),
  dashboard: '/dashboard',
  /** A dashboard tab; `with` opens the conversation with that member on the messages tab. */
  dashboardTab: (tab: TDashboardTab, query: { with?: string } = {}) => withQuery('/dashboard', { tab, with: query.with }),
  /** The mission form ('Mes Offres'): a new mission, or one of the user's to edit. */
  newMission: '/dashboard/missions/new',
  editMission: (id: string) => generatePath(routePatterns.editMission, { id }),
  /** Account settings: password, email, sessions, data export, deletion. */
  account: '/dashboard/compte',
  /** Where the email change's confirmation link comes back to. */
  accountAfterEmailChange: withQuery('/dashboard/compte', { email: 'modifie' }),
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  blogArticle: (id: string) => generatePath(routePatterns.blogArticle, { id }),
  pricing: '/pricing',
  testimonials: '/testimonials',
  guides: '/guides',
  webinars: '/webinars',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  /** A notification mail's unsubscribe link (token in the query string). */
  unsubscribe: '/desinscription',
  auth: {
    login: '/auth/login',
    /** The login page, coming back to `redirectTo` once signed in. */
    loginThenReturnTo: (redirectTo: string) => withQuery('/auth/login', { redirectTo }),
    loginAfterReset: withQuery('/auth/login', { reset: '1' }),
    loginAfterVerification: withQuery('/auth/login', { verified: '1' }),
    loginAfterAccountDeletion: withQuery('/auth/login', { deleted: '1' }),
    register: '/auth/register',
    registerAs: (type: TUserType) => withQuery('/auth/register', { type }),
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    verifyEmail: '/auth/verify-email',
    resendVerification: '/auth/resend-verification',
  },
  stripe: {
    success: '/stripe/success',
    cancel: '/stripe/cancel',
  },
  /** The local card simulator's checkout page (the embedded payment provider). */
  checkoutSimulator: (sessionId: string) => generatePath(routePatterns.checkoutSimulator, { sessionId }),
  admin: (section: TAdminSectionPath = '') => (section ? `${routePatterns.admin}/${section}` : routePatterns.admin),
  /** The admin's two-factor enrolment (not a sidebar section). */
  adminSecurity: '/admin/securite',
} as const;
