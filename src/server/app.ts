import Fastify from 'fastify';
import '#contracts/zod-french';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGeocoder } from '#server/adapters/geocoding/index';
import { logTransport, smtpTransport, type MailTransport } from '#server/adapters/mail/index';
import { createBus } from '#server/adapters/realtime/index';
import { createStorage, localUploadsDir, usesLocalStorage } from '#server/adapters/storage/index';
import { createAuth } from '#server/auth/auth';
import { authPlugin } from '#server/auth/plugin';
import type { Config, TrustProxy } from '#server/config';
import type { Database } from '#server/db/client';
import { registerAccess } from '#server/http/access';
import { registerCachePolicy } from '#server/http/cache-policy';
import { frameworkErrors, registerCanonicalPaths } from '#server/http/canonical-path';
import { brotliOptions, gzipOptions, MIN_COMPRESSED_BYTES } from '#server/http/encoded-answers';
import { httpServerFactory } from '#server/http/head-as-get';
import { registerErrorReference } from '#server/http/error-page';
import { MAX_PARAM_LENGTH, registerErrorHandler } from '#server/http/errors';
import { registerHealth } from '#server/http/health';
import { recordInProcessReads } from '#server/http/in-process-reads';
import { registerBodyDepthLimit } from '#server/http/json-depth';
import { registerLocalUploads } from '#server/http/local-uploads';
import { countingFailures } from '#server/http/instrument';
import { registerMaintenance } from '#server/http/maintenance';
import { createMetrics, registerMetrics } from '#server/http/metrics';
import { registerApiDocs, registerOpenApi } from '#server/http/openapi';
import { registerOriginCheck } from '#server/http/origin-check';
import { createMissLimit } from '#server/http/miss-limit';
import { registerSecurityHeaders, securityHeaders } from '#server/http/security-headers';
import { registerRequestIdHeader, registerRequestLogContext, RequestLog, requestIdOf } from '#server/http/request-log';
import { createVisitorCache, registerVisitorCache, type VisitorCache } from '#server/http/visitor-cache';
import { syncVisitorCache, type VisitorCacheSync } from '#server/http/visitor-cache-sync';
import { createTaggedMemos, type TaggedMemos } from '#server/http/tagged-memos';
import { databaseRateLimitStore } from '#server/http/rate-limit-store';
import { registerWebApp } from '#server/http/web-app';
import { getMe } from '#server/modules/accounts/service';
import { createIndexRenderer } from '#server/modules/seo/routes';
import { openEventStreamCount } from '#server/modules/realtime/routes';
import { createSettingsStore } from '#server/modules/settings/index';
import { createBackgroundJobWorker, backgroundJobStats, type BackgroundJobWorker } from '#server/queue/index';
import { appModules, backgroundJobHandlers, type ModuleContext } from '#server/app-modules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background-job worker (tests call `app.backgroundJobs.drain()` to run due jobs now). */
    backgroundJobs: BackgroundJobWorker;
    /** What visitors are sent, kept a few seconds (tests that change the database directly empty it). */
    visitorCache: VisitorCache;
    /** Reference data kept in this instance (tests that change the database directly empty it too). */
    referenceData: TaggedMemos;
    /** Drops visitor-cache tags on every instance (`publish`), for changes no route declares. */
    visitorCacheSync: VisitorCacheSync;
  }
}

export type AppDependencies = {
  config: Config;
  database: Database;
  /** Overrides the configured mail transport (tests). */
  mailTransport?: MailTransport;
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Overrides the visitor cache (the throughput benchmark measures with one that keeps nothing). */
  visitorCache?: VisitorCache;
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
};

/** A hop count becomes Fastify's "trust the n closest hops" function (its types lack the number form). */
function toFastifyTrustProxy(trustProxy: TrustProxy) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

export async function buildApp({
  config,
  database,
  mailTransport,
  serveWebApp = true,
  visitorCache = createVisitorCache(),
  logStream,
}: AppDependencies) {
  const storage = createStorage(config);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(storage.origin ? [storage.origin] : [])],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureTransport ? [] : null,
      },
    },
    hsts: config.secureTransport,
    // Browsers only honour these on a trustworthy origin: over plain http at a LAN address they
    // log an error on every page instead.
    crossOriginOpenerPolicy: config.secureTransport,
    originAgentCluster: config.secureTransport,
  });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request, with its id (ADR 0035).
    logController: new RequestLog(),
    genReqId: requestIdOf,
    // Off unless TRUST_PROXY names a hop count or the proxies' addresses (never "trust everyone").
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    serverFactory: httpServerFactory(config.http),
    // Malformed %-escapes and overlong paths answer in French too (the router's own answer is Fastify's English).
    frameworkErrors: frameworkErrors(headers),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First: every answer, whoever sends it, carries the request id.
  registerRequestIdHeader(app);
  registerRequestLogContext(app);
  registerErrorHandler(app);
  // Bodies nested absurdly deep answer 400 before anything walks them.
  registerBodyDepthLimit(app);
  // 5xx answers carry the request id; a failed page is a French error page quoting it.
  registerErrorReference(app);
  // Before any route: every route declares who may call it, or registering it throws (ADR 0018).
  registerAccess(app, { monitoring: { token: config.metricsToken, behindProxy: config.trustProxy !== false } });
  // Before any route too: the reads server-rendered pages make are called without HTTP (ADR 0059).
  const inProcessReads = recordInProcessReads(app, { visitorCache, maintenance: () => siteSettings.get() });
  // Prometheus metrics at /metrics; the instrumented parts below are wrapped with `counting…` (ADR 0035).
  const metrics = createMetrics({
    backgroundJobs: () => backgroundJobStats(database.db),
    pool: () => database.poolStats(),
    visitorCache: () => visitorCache.stats,
    liveStreams: openEventStreamCount,
    embeddedHeap: database.embeddedHeapBytes,
    log: app.log.child({ module: 'metrics' }),
  });
  // Before any route too: it collects their schemas into the OpenAPI document (ADR 0038).
  if (!config.isProduction) await registerOpenApi(app);
  registerSecurityHeaders(app, headers);
  // First of the hooks that decide: a path with `..`, `//`, a backslash or an encoded separator
  // is refused before anything matches it against a list (ADR 0036).
  registerCanonicalPaths(app);
  registerCachePolicy(app);
  // Visitors' pages and public reads are kept a few seconds; a change drops the entries showing
  // it, on every instance (ADR 0033). Before the compression: it keeps the plain answers.
  // The catalogue lists and the home page's counters, kept per instance, dropped with the same tags (ADR 0060).
  const referenceData = createTaggedMemos();
  const visitorCacheSync = syncVisitorCache([visitorCache, referenceData], database, app.log.child({ module: 'visitor-cache' }));
  const missLimit = createMissLimit(config.visitorCache.missesPerMinute);
  registerVisitorCache(app, visitorCache, { publish: visitorCacheSync.publish, missLimit });
  app.decorate('visitorCache', visitorCache);
  app.decorate('referenceData', referenceData);
  app.decorate('visitorCacheSync', visitorCacheSync);
  // brotli or gzip for text answers above 1 KB, per Accept-Encoding (the built assets come
  // precompressed); request bodies are never accepted compressed. What it compresses is sent to
  // one request (a member's read, a computed miss): the one-off levels (ADR 0060). Answers up to
  // 64 KB (every JSON read) are compressed in one call and sent with their length: the stream
  // path (its default above 8 KB on two cores) wrote a pipeline's received applications as
  // chunks, one system call each, and cost more than the 0.2 ms of compressing them (ADR 0064).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: MIN_COMPRESSED_BYTES,
    syncThreshold: 64 * 1024,
    brotliOptions: brotliOptions('read'),
    zlibOptions: gzipOptions('read'),
    globalDecompression: false,
  });
  // After the compression (it hooks the routes registered after it), before every module's route.
  registerMetrics(app, metrics);
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  registerOriginCheck(app, config.origins);

  const { db } = database;
  database.useLogger(app.log.child({ module: 'database' }));
  const transport =
    mailTransport ??
    (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : logTransport((line) => app.log.info(line), { withBody: !config.isProduction }));
  const auth = createAuth(config, db, app.log);
  const bus = await createBus(database, app.log);
  // The admin settings, cached: the session timeout, maintenance mode and page language read them per request.
  const siteSettings = createSettingsStore(db, { listen: database.listen, log: app.log.child({ module: 'settings' }) });
  const modules: ModuleContext = {
    config,
    database,
    db,
    auth,
    bus,
    geocoder: createGeocoder(config),
    storage,
    settings: siteSettings,
    mailTransport: transport,
    mailLinks: { publicUrl: config.publicUrl, origins: config.origins, authSecret: config.authSecret },
    visitorCacheSync,
    referenceData,
  };
  const backgroundJobs = createBackgroundJobWorker({
    db,
    log: app.log.child({ module: 'background-jobs' }),
    listen: database.listen,
    handlers: countingFailures(metrics, backgroundJobHandlers(modules)),
  });
  app.decorate('backgroundJobs', backgroundJobs);
  app.decorate('siteSettings', siteSettings);
  app.addHook('onReady', async () => {
    await siteSettings.start();
    await visitorCacheSync.start();
    await backgroundJobs.start();
  });
  app.addHook('onClose', async () => {
    await backgroundJobs.stop();
    await siteSettings.stop();
    await visitorCacheSync.stop();
    await bus.close();
  });

  await app.register(authPlugin, {
    auth,
    db,
    settings: siteSettings,
    origins: config.origins,
    publicUrl: config.publicUrl,
    rateLimitMax: config.rateLimit.authMax,
    listen: database.listen,
  });
  // After the viewer is resolved, before every route's access check (admins are let through).
  registerMaintenance(app, () => siteSettings.get());
  if (usesLocalStorage(config)) await registerLocalUploads(app, localUploadsDir(config));
  for (const module of appModules) if ('routes' in module) await module.routes(app, modules);
  registerHealth(app, db);
  if (!config.isProduction) await registerApiDocs(app);
  if (serveWebApp) {
    await registerWebApp(app, {
      renderIndex: createIndexRenderer(db, config.publicUrl, siteSettings),
      siteName: async () => (await siteSettings.get()).siteName,
      visitorCache,
      missLimit,
      inProcessReads,
      sessionOf: (viewer) => getMe(db, viewer.id, viewer.role, viewer.twoFactorMissing),
    });
  }

  return app;
}
