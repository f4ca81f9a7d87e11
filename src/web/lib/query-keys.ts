import type { TPurchasePurpose } from '#contracts/payments-terms';

/**
 * The query keys of what live events change, shared by the features that fetch the data and
 * by the realtime client that invalidates it (lib cannot import features). Each domain's keys
 * start with the domain's `all` prefix, so invalidating the prefix refreshes all of them.
 */
export const queryKeys = {
  site: {
    all: ['site'] as const,
    /** GET /api/site: name, language, maintenance (admin settings). */
    info: () => ['site', 'info'] as const,
  },
  messages: {
    all: ['messages'] as const,
    conversations: () => ['messages', 'conversations'] as const,
    thread: (partnerId: string) => ['messages', 'thread', partnerId] as const,
    rights: (partnerId: string) => ['messages', 'rights', partnerId] as const,
    unreadCount: () => ['messages', 'unread-count'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: () => ['notifications', 'list'] as const,
    mailPreferences: () => ['notifications', 'mail-preferences'] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    pending: () => ['reviews', 'pending'] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    /** The mission page (its statistics count applications). */
    detail: (id: string) => ['jobs', id] as const,
    /** 'Mes Offres': the viewer's own missions. */
    own: () => ['jobs', 'own'] as const,
    /** One mission's received applications (its owner's view). */
    applications: (id: string) => ['jobs', id, 'applications'] as const,
  },
  applications: {
    all: ['applications'] as const,
    own: () => ['applications', 'own'] as const,
    received: () => ['applications', 'received'] as const,
    viewerState: (jobId: string) => ['applications', 'viewer-state', jobId] as const,
  },
  payments: {
    all: ['payments'] as const,
    checkoutSession: (sessionId: string) => ['payments', 'checkout-session', sessionId] as const,
    entitlement: (purpose: TPurchasePurpose, targetId: string) => ['payments', 'entitlement', purpose, targetId] as const,
    orders: () => ['payments', 'orders'] as const,
    subscription: () => ['payments', 'subscription'] as const,
  },
} as const;
