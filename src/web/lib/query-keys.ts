import type { TPurchasePurpose } from '#contracts/payments-terms';

/**
 * Every query key of the web app, written once (ADR 0044): the features fetch with them and
 * invalidate through them, and the realtime client invalidates what live events change (lib
 * cannot import features). Each domain's keys start with the domain's `all` prefix, so
 * invalidating the prefix refreshes all of them. No key is written anywhere else.
 */
export const queryKeys = {
  /** GET /api/me: the signed-in user, or null for a visitor. */
  session: ['session'] as const,
  /** Set (true) in a page the server rendered for a member with their session (ADR 0063); fetched from nowhere. */
  renderedSession: ['rendered-session'] as const,
  account: {
    all: ['account'] as const,
    sessions: () => ['account', 'sessions'] as const,
  },
  site: {
    all: ['site'] as const,
    /** GET /api/site: name, language, maintenance (admin settings). */
    info: () => ['site', 'info'] as const,
  },
  notices: {
    all: ['notices'] as const,
    /** GET /api/transparency */
    transparency: () => ['notices', 'transparency'] as const,
    /** GET /api/decisions/:token: the decision a statement of reasons' link lets its author contest. */
    decision: (token: string) => ['notices', 'decision', token] as const,
  },
  messages: {
    all: ['messages'] as const,
    conversations: () => ['messages', 'conversations'] as const,
    /** With `about`, the thread opened about a mission (still under the partner's thread prefix). */
    thread: (partnerId: string, about?: string) => ['messages', 'thread', partnerId, ...(about ? [about] : [])] as const,
    rights: (partnerId: string) => ['messages', 'rights', partnerId] as const,
    unreadCount: () => ['messages', 'unread-count'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: () => ['notifications', 'list'] as const,
    /** A page of the notifications page (every notification). */
    page: (page: number) => ['notifications', 'page', page] as const,
    mailPreferences: () => ['notifications', 'mail-preferences'] as const,
    /** The public unsubscribe page's reading of a mail's token. */
    unsubscribe: (token: string) => ['notifications', 'unsubscribe', token] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    pending: () => ['reviews', 'pending'] as const,
    /** The best-rated reviews (home and testimonials pages). */
    testimonials: (limit: number) => ['reviews', 'testimonials', limit] as const,
  },
  missions: {
    all: ['missions'] as const,
    /** The mission page (its statistics count applications). */
    detail: (id: string) => ['missions', id] as const,
    /** 'Mes Offres': the viewer's own missions. */
    own: () => ['missions', 'own'] as const,
    /** One mission's received applications (its owner's view). */
    applications: (id: string) => ['missions', id, 'applications'] as const,
    /** One mission's bids, compared (its owner's view). */
    bids: (id: string, sort: string) => ['missions', id, 'bids', sort] as const,
  },
  applications: {
    all: ['applications'] as const,
    own: () => ['applications', 'own'] as const,
    ownCounts: () => ['applications', 'own-counts'] as const,
    received: (query: object = {}) => ['applications', 'received', query] as const,
    receivedCounts: () => ['applications', 'received-counts'] as const,
    viewerState: (missionId: string) => ['applications', 'viewer-state', missionId] as const,
  },
  catalog: {
    all: ['catalog'] as const,
    skills: () => ['catalog', 'skills'] as const,
    sectors: () => ['catalog', 'sectors'] as const,
    languages: () => ['catalog', 'languages'] as const,
    rateRanges: () => ['catalog', 'rate-ranges'] as const,
    experienceLevels: () => ['catalog', 'experience-levels'] as const,
  },
  /** The home page's counters. */
  siteStats: ['site-stats'] as const,
  profiles: {
    all: ['profiles'] as const,
    /** 'Mon Profil': the viewer's editable values. */
    own: () => ['profiles', 'own'] as const,
    /** The viewer's first steps: the 'Mon Profil' meter and the dashboard's checklist. */
    firstSteps: () => ['profiles', 'first-steps'] as const,
    /** The viewer's own portfolio, as 'Mon Profil' edits it. */
    portfolio: () => ['profiles', 'portfolio'] as const,
    /** A public profile page. */
    detail: (id: string) => ['profiles', id] as const,
  },
  /** The viewer's favourites (member-only, so public pages stay cacheable). */
  favourites: {
    all: ['favourites'] as const,
    /** What the hearts read. */
    ids: () => ['favourites', 'ids'] as const,
    /** The 'Favoris' tab. */
    list: () => ['favourites', 'list'] as const,
  },
  /** The search page's results (filters are the search feature's). */
  search: {
    all: ['search'] as const,
    missions: (filters: object) => ['search', 'jobs', filters] as const,
    managers: (filters: object) => ['search', 'managers', filters] as const,
  },
  /** 'Mes recherches' and the public page that stops an alert. */
  savedSearches: {
    all: ['saved-searches'] as const,
    list: () => ['saved-searches', 'list'] as const,
    alertUnsubscribe: (token: string) => ['saved-searches', 'alert-unsubscribe', token] as const,
  },
  blog: {
    all: ['blog'] as const,
    posts: (filters: { q: string; category: string }) => ['blog', 'posts', filters] as const,
    post: (id: string) => ['blog', 'post', id] as const,
  },
  payments: {
    all: ['payments'] as const,
    checkoutSession: (sessionId: string) => ['payments', 'checkout-session', sessionId] as const,
    entitlement: (purpose: TPurchasePurpose, targetId: string) => ['payments', 'entitlement', purpose, targetId] as const,
    orders: () => ['payments', 'orders'] as const,
    credits: () => ['payments', 'credits'] as const,
    subscription: () => ['payments', 'subscription'] as const,
  },
  /** The back-office: every key starts with `admin`, so one invalidation refreshes its lists and counters. */
  admin: {
    all: ['admin'] as const,
    dashboard: () => ['admin', 'dashboard'] as const,
    settings: () => ['admin', 'settings'] as const,
    /** `query`: a list's URL query (filters and page). */
    users: (query: string) => ['admin', 'users', query] as const,
    missions: (query: string) => ['admin', 'jobs', query] as const,
    applications: (query: string) => ['admin', 'applications', query] as const,
    reviews: (query: string) => ['admin', 'reviews', query] as const,
    /** The worker's failed jobs (kind, attempts, last error). */
    backgroundJobs: (query: string) => ['admin', 'background-jobs', query] as const,
    messages: {
      all: ['admin', 'messages'] as const,
      list: (query: string) => ['admin', 'messages', 'list', query] as const,
      counters: () => ['admin', 'messages', 'counters'] as const,
    },
    catalog: {
      all: ['admin', 'catalog'] as const,
      page: (resource: string, query: string) => ['admin', 'catalog', resource, query] as const,
      skillCategories: () => ['admin', 'catalog', 'skill-categories'] as const,
    },
    /** The moderation's one queue of notices and complaints (DSA), or the decided notices ('Traités'). */
    notices: (view: 'queue' | 'decided') => ['admin', 'notices', view] as const,
    blog: {
      all: ['admin', 'blog'] as const,
      list: (apiQuery: string) => ['admin', 'blog', 'list', apiQuery] as const,
      categories: () => ['admin', 'blog', 'categories'] as const,
      post: (id: string) => ['admin', 'blog', 'post', id] as const,
    },
  },
} as const;
