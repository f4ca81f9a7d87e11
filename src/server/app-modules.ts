import type { FastifyInstance } from 'fastify';
import type { Geocoder } from '#server/adapters/geocoding/index';
import type { MailTransport } from '#server/adapters/mail/index';
import { createPayments } from '#server/adapters/payments/index';
import type { RealtimeBus } from '#server/adapters/realtime/index';
import type { FileStorage } from '#server/adapters/storage/index';
import type { Auth } from '#server/auth/auth';
import { sessionStillHolds } from '#server/auth/session-check';
import type { Config } from '#server/config';
import type { Database, Db } from '#server/db/client';
import type { MailLinkSettings } from '#server/http/origins';
import type { TaggedMemos } from '#server/http/tagged-memos';
import type { VisitorCacheSync } from '#server/http/visitor-cache-sync';
import { REVIEWS_CHANGED } from '#server/http/visitor-cache-tags';
import { accountsRoutes } from '#server/modules/accounts/routes';
import { accountSettingsRoutes } from '#server/modules/accounts/settings-routes';
import { adminRoutes } from '#server/modules/admin/routes';
import { applicationsRoutes } from '#server/modules/applications/routes';
import { blogRoutes } from '#server/modules/blog/routes';
import { catalogRoutes } from '#server/modules/catalog/routes';
import { contactRoutes } from '#server/modules/contact/routes';
import { noticesRoutes } from '#server/modules/notices/routes';
import { devMailboxRoutes } from '#server/modules/dev/mailbox';
import { devMailPreviewRoutes } from '#server/modules/dev/mail-previews';
import { favouritesRoutes } from '#server/modules/favourites/routes';
import { realtimeRoutes } from '#server/modules/realtime/routes';
import { geoRoutes } from '#server/modules/geo/routes';
import { jobsRoutes } from '#server/modules/missions/routes';
import { mailDeliveryHandler } from '#server/modules/mail/index';
import { messagesRoutes } from '#server/modules/messages/routes';
import { notificationsRoutes } from '#server/modules/notifications/routes';
import { notifierHandler } from '#server/modules/notifier/index';
import { paymentsRoutes } from '#server/modules/payments/routes';
import { applicationCreditHandler } from '#server/modules/payments/index';
import { profilesRoutes } from '#server/modules/profiles/routes';
import { reviewsPublishHandler } from '#server/modules/reviews/index';
import { reviewsRoutes } from '#server/modules/reviews/routes';
import { savedSearchesRoutes } from '#server/modules/saved-searches/routes';
import { searchAlertHandler } from '#server/modules/saved-searches/index';
import { searchRoutes } from '#server/modules/search/routes';
import { seoRoutes } from '#server/modules/seo/routes';
import { statsRoutes } from '#server/modules/stats/routes';
import { siteRoutes, type SettingsStore } from '#server/modules/settings/index';
import { fileRemovalHandler } from '#server/modules/uploads/index';
import type { BackgroundJobHandlers, BackgroundJobKind } from '#server/queue/index';

/** What `buildApp` hands every module: the configuration and the shared services it built once. */
export type ModuleContext = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  bus: RealtimeBus;
  geocoder: Geocoder;
  storage: FileStorage;
  settings: SettingsStore;
  mailTransport: MailTransport;
  /** Where mailed links point and how unsubscribe links are signed. */
  mailLinks: MailLinkSettings;
  visitorCacheSync: VisitorCacheSync;
  /** Reference data kept in this instance, dropped with the visitor cache's tags. */
  referenceData: TaggedMemos;
};

/** One module as the app sees it: its routes and the kinds of background job it runs (ADR 0043). */
type AppModule = {
  name: string;
  routes?: (app: FastifyInstance, context: ModuleContext) => PromiseLike<unknown>;
  backgroundJobs?: (context: ModuleContext) => Partial<BackgroundJobHandlers>;
};

/**
 * Every module of the server, in the order its routes are registered. A new module adds its
 * entry here; `buildApp` iterates over the list and does not change.
 */
export const appModules = [
  { name: 'settings', routes: (app, { settings }) => app.register(siteRoutes, { settings }) },
  {
    name: 'accounts',
    routes: async (app, { db, auth, config, mailLinks }) => {
      const { origins, publicUrl, rateLimit } = config;
      await app.register(accountsRoutes, { db, auth, origins, publicUrl, rateLimitMax: rateLimit.authMax });
      await app.register(accountSettingsRoutes, { db, auth, rateLimitMax: rateLimit.authMax, ...mailLinks });
    },
  },
  { name: 'catalog', routes: (app, { db, referenceData }) => app.register(catalogRoutes, { db, referenceData }) },
  { name: 'stats', routes: (app, { db, referenceData }) => app.register(statsRoutes, { db, referenceData }) },
  { name: 'search', routes: (app, { db }) => app.register(searchRoutes, { db }) },
  {
    name: 'saved-searches',
    routes: (app, { db, config }) =>
      app.register(savedSearchesRoutes, { db, authSecret: config.authSecret, publicUrl: config.publicUrl, origins: config.origins }),
    backgroundJobs: ({ db, config }) => ({ 'search-alert.send': searchAlertHandler(db, config.publicUrl, config.authSecret) }),
  },
  { name: 'profiles', routes: (app, { db, geocoder, storage }) => app.register(profilesRoutes, { db, geocoder, storage }) },
  { name: 'jobs', routes: (app, { db, geocoder, mailLinks }) => app.register(jobsRoutes, { db, geocoder, ...mailLinks }) },
  { name: 'geo', routes: (app, { geocoder, config }) => app.register(geoRoutes, { geocoder, preload: config.env !== 'test' }) },
  { name: 'contact', routes: (app, { db }) => app.register(contactRoutes, { db }) },
  { name: 'notices', routes: (app, { db }) => app.register(noticesRoutes, { db }) },
  { name: 'blog', routes: (app, { db }) => app.register(blogRoutes, { db }) },
  {
    name: 'reviews',
    routes: (app, { db, mailLinks }) => app.register(reviewsRoutes, { db, ...mailLinks }),
    backgroundJobs: ({ db, config, visitorCacheSync }) => {
      const publish = reviewsPublishHandler(db, { baseUrl: config.publicUrl });
      return {
        // A published review changes public pages: their cached copies go, on every instance.
        'reviews.publish': async (payload) => {
          await publish(payload);
          visitorCacheSync.publish(REVIEWS_CHANGED);
        },
      };
    },
  },
  { name: 'applications', routes: (app, { db, mailLinks }) => app.register(applicationsRoutes, { db, ...mailLinks }) },
  {
    name: 'payments',
    routes: (app, { db, config }) =>
      app.register(paymentsRoutes, { db, publicUrl: config.publicUrl, origins: config.origins, ...createPayments(config, app.log) }),
    backgroundJobs: ({ db, config }) => ({ 'application-credit.check': applicationCreditHandler(db, { baseUrl: config.publicUrl }) }),
  },
  { name: 'seo', routes: (app, { db, config }) => app.register(seoRoutes, { db, publicUrl: config.publicUrl }) },
  { name: 'admin', routes: (app, { db, storage, config }) => app.register(adminRoutes, { db, storage, config, prefix: '/api/admin' }) },
  {
    name: 'realtime',
    routes: (app, { bus, auth, db, database }) =>
      app.register(realtimeRoutes, { bus, sessionCheck: sessionStillHolds(auth, db), listen: database.listen }),
    backgroundJobs: ({ bus }) => ({ 'realtime.push': ({ userId, event }) => bus.publish(userId, event) }),
  },
  { name: 'messages', routes: (app, { db, mailLinks }) => app.register(messagesRoutes, { db, ...mailLinks }) },
  { name: 'favourites', routes: (app, { db }) => app.register(favouritesRoutes, { db }) },
  {
    name: 'notifications',
    routes: (app, { db, config }) => app.register(notificationsRoutes, { db, authSecret: config.authSecret }),
  },
  {
    name: 'notifier',
    backgroundJobs: ({ db, config }) => ({
      'domain.event': notifierHandler(db, { secret: config.authSecret, messageMailDelayMs: config.messageMailDelayMs }),
    }),
  },
  {
    name: 'mail',
    backgroundJobs: ({ db, mailTransport, config }) => ({ 'mail.deliver': mailDeliveryHandler(db, mailTransport, config.mail.from) }),
  },
  { name: 'uploads', backgroundJobs: ({ storage }) => ({ 'files.remove': fileRemovalHandler(storage) }) },
  {
    name: 'dev',
    routes: async (app, { db, config }) => {
      if (config.isProduction) return;
      await app.register(devMailboxRoutes, { db });
      await app.register(devMailPreviewRoutes, { db, publicUrl: config.publicUrl });
    },
  },
] as const satisfies readonly AppModule[];

/** The keys of each member of a union (`keyof` of a union keeps only the shared ones). */
type KeysOfEach<T> = T extends unknown ? keyof T : never;
type HandledKinds = KeysOfEach<ReturnType<Extract<(typeof appModules)[number], { backgroundJobs: unknown }>['backgroundJobs']>>;

/** Every module's background-job handlers: this stops compiling while a kind of job has no module handling it. */
export function backgroundJobHandlers(context: ModuleContext): BackgroundJobHandlers {
  const handlers: Record<HandledKinds, unknown> = Object.assign(
    {},
    ...appModules.map((module) => ('backgroundJobs' in module ? module.backgroundJobs(context) : {})),
  );
  return handlers satisfies Record<BackgroundJobKind, unknown> as BackgroundJobHandlers;
}
