import type { TUserType } from './accounts-terms.ts';
import { ADMIN_SECTIONS } from './admin-sections.ts';

/**
 * The web app's pages, written once (ADR 0044): the router routes these patterns, the server
 * answers 404 for any other address, and every link (sitemap, mails, notifications, checkout
 * returns) is built by `paths` below. `:name` stands for one path segment.
 */
export const routePatterns = {
  home: '/',
  search: '/search',
  ownProfile: '/profile',
  profile: '/profile/:id',
  mission: '/jobs/:id',
  dashboard: '/dashboard',
  newMission: '/dashboard/missions/new',
  editMission: '/dashboard/missions/:id/edit',
  missionBids: '/dashboard/missions/:id/offres',
  account: '/dashboard/compte',
  notifications: '/notifications',
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  blogArticle: '/blog/:id',
  pricing: '/pricing',
  testimonials: '/testimonials',
  guides: '/guides',
  webinars: '/webinars',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  /** 'Comment fonctionne le classement' (DSA Art. 27, ADR 0056). */
  ranking: '/classement',
  stripeSuccess: '/stripe/success',
  stripeCancel: '/stripe/cancel',
  checkoutSimulator: '/checkout/simulator/:sessionId',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  resendVerification: '/auth/resend-verification',
  unsubscribe: '/desinscription',
  searchAlertUnsubscribe: '/alertes/desinscription',
  transparency: '/transparence',
  contestDecision: '/contester/:token',
  admin: '/admin',
  adminSecurity: '/admin/securite',
} as const;

export type TAdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

/** The back-office sections' pages (the dashboard is `/admin` itself). */
const adminSectionPath = (section: TAdminSectionPath = '') => (section ? `${routePatterns.admin}/${section}` : routePatterns.admin);

/** Every page pattern of the web app, each once. */
export const PAGE_PATTERNS: readonly string[] = [
  ...new Set([...Object.values(routePatterns), ...ADMIN_SECTIONS.map(({ path }) => adminSectionPath(path))]),
];

/**
 * The query parameters each public page reads from its address when it is rendered (the search's
 * filters, the blog's). The server renders and caches a page for these alone (ADR 0033): any
 * other parameter (`/?x=1`, tracking tags) gives the same page. A page that starts reading a new
 * parameter lists it here, or the server renders it as if it were absent.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // src/web/features/search/search-params.ts (`specialties` is the older spelling it still accepts).
  [routePatterns.search]: [
    'type',
    'q',
    'specialty',
    'specialties',
    'industry',
    'location',
    'lat',
    'lon',
    'radius',
    'sort',
    'rate',
    'experience',
    'minRating',
    'available',
    'language',
    'budgetMin',
    'budgetMax',
    'contract',
    'workMode',
    'published',
    'page',
  ],
  // src/web/features/blog/use-blog-filters.ts
  [routePatterns.blog]: ['q', 'category'],
};

/** The dashboard's tabs, kept in its `?tab=` query parameter. */
export const DASHBOARD_TABS = [
  'overview',
  'messages',
  'applications',
  'offers',
  'received',
  'searches',
  'favourites',
  'subscription',
  'profile',
] as const;
export type TDashboardTab = (typeof DASHBOARD_TABS)[number];

/** A pattern with its `:name` segments filled in (each value encoded as one segment). */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every path of the app: a page's address, or a builder for a page with parameters or a query. */
export const paths = {
  home: routePatterns.home,
  search: routePatterns.search,
  ownProfile: routePatterns.ownProfile,
  profile: (id: string) => fill(routePatterns.profile, { id }),
  mission: (id: string) => fill(routePatterns.mission, { id }),
  dashboard: routePatterns.dashboard,
  /**
   * A dashboard tab; `with` opens the conversation with that member on the messages tab, `about`
   * the mission a client writes to its applicant about; `mission` opens 'Candidatures reçues' on one mission.
   */
  dashboardTab: (tab: TDashboardTab, query: { with?: string; about?: string; mission?: string } = {}) =>
    withQuery(routePatterns.dashboard, { tab, ...query }),
  /** The mission form ('Mes Offres'): a new mission, or one of the user's to edit. */
  newMission: routePatterns.newMission,
  editMission: (id: string) => fill(routePatterns.editMission, { id }),
  /** The side-by-side comparison of one of the user's missions' bids, sorted by price or start. */
  missionBids: (id: string, sort?: 'start') => withQuery(fill(routePatterns.missionBids, { id }), { sort }),
  /** Account settings: password, email, sessions, data export, deletion. */
  account: routePatterns.account,
  /** Every notification of the member, newest first, a page at a time (`page` from 2 on). */
  notifications: routePatterns.notifications,
  notificationsPage: (page: number) => withQuery(routePatterns.notifications, { page: page > 1 ? String(page) : undefined }),
  /** Where the email change's confirmation link comes back to. */
  accountAfterEmailChange: withQuery(routePatterns.account, { email: 'modifie' }),
  about: routePatterns.about,
  contact: routePatterns.contact,
  blog: routePatterns.blog,
  blogArticle: (id: string) => fill(routePatterns.blogArticle, { id }),
  pricing: routePatterns.pricing,
  testimonials: routePatterns.testimonials,
  guides: routePatterns.guides,
  webinars: routePatterns.webinars,
  faq: routePatterns.faq,
  terms: routePatterns.terms,
  privacy: routePatterns.privacy,
  ranking: routePatterns.ranking,
  /** A notification mail's unsubscribe page (no sign-in needed); the mail adds its token. */
  unsubscribe: routePatterns.unsubscribe,
  unsubscribeWith: (token: string) => withQuery(routePatterns.unsubscribe, { token }),
  /** A saved search's alert mail: the page that stops that alert (no sign-in needed). */
  searchAlertUnsubscribe: routePatterns.searchAlertUnsubscribe,
  searchAlertUnsubscribeWith: (token: string) => withQuery(routePatterns.searchAlertUnsubscribe, { token }),
  /** A saved search opened on the search page (`query` is its stored query string). */
  /** The public 'Rapport de transparence' (DSA). */
  transparency: routePatterns.transparency,
  /** 'Contester la décision': the statement of reasons' link (its token is the key, no sign-in needed). */
  contestDecision: (token: string) => fill(routePatterns.contestDecision, { token }),
  savedSearch: (query: string) => (query ? `${routePatterns.search}?${query}` : routePatterns.search),
  auth: {
    login: routePatterns.login,
    /** The login page, coming back to `redirectTo` once signed in. */
    loginThenReturnTo: (redirectTo: string) => withQuery(routePatterns.login, { redirectTo }),
    loginAfterReset: withQuery(routePatterns.login, { reset: '1' }),
    loginAfterVerification: withQuery(routePatterns.login, { verified: '1' }),
    loginAfterAccountDeletion: withQuery(routePatterns.login, { deleted: '1' }),
    register: routePatterns.register,
    registerAs: (type: TUserType) => withQuery(routePatterns.register, { type }),
    forgotPassword: routePatterns.forgotPassword,
    resetPassword: routePatterns.resetPassword,
    verifyEmail: routePatterns.verifyEmail,
    resendVerification: routePatterns.resendVerification,
  },
  stripe: {
    success: routePatterns.stripeSuccess,
    cancel: routePatterns.stripeCancel,
  },
  /** The local card simulator's checkout page (the embedded payment provider). */
  checkoutSimulator: (sessionId: string) => fill(routePatterns.checkoutSimulator, { sessionId }),
  admin: adminSectionPath,
  /** The admin's two-factor enrolment (not a sidebar section). */
  adminSecurity: routePatterns.adminSecurity,
} as const;

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The parameters of `pattern` in `pathname`, or null when it does not match. Matches as the router
 * does: any case, a trailing slash allowed; the values are decoded.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = segments(pattern);
  const parts = segments(pathname);
  if (expected.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const part = parts[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether the web app has a page at this path; the server answers 404 for any other address. */
export const isAppPage = (pathname: string): boolean => PAGE_PATTERNS.some((pattern) => matchPattern(pattern, pathname) !== null);
