import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BackgroundJobStats } from '#server/queue/index';
import type { PoolStats } from '#server/db/client';

/** Connections of the node-postgres pool (PGlite has none). */

type MetricSources = {
  /** The background jobs table, read at each scrape. */
  backgroundJobs: () => Promise<BackgroundJobStats>;
  /** The database pool's connections, read at each scrape; null on PGlite. */
  /** The database's pool, read at each scrape (`Database.poolStats`); null on PGlite, which has none. */
  pool: () => PoolStats | null;
  /** The visitor cache's reads served from memory and computed since the start. */
  visitorCache: () => { hits: number; misses: number };
  /** Live event streams open on this instance. */
  liveStreams: () => number;
  /** PGlite's WASM heap (`Database.embeddedHeapBytes`); absent on PostgreSQL. */
  embeddedHeap?: () => number;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** Where unmatched addresses (the 404s of unknown paths) are counted: never the raw URL. */
const UNMATCHED_ROUTE = '(unmatched)';

/** The built files are one route each (@fastify/static): counted together, one series per build otherwise. */
const routeLabel = (route: string | undefined) => (route === undefined ? UNMATCHED_ROUTE : route.startsWith('/assets/') ? '/assets/*' : route);

let processRegistry: Registry | undefined;
/**
 * prom-client's process metrics (CPU, memory, event loop, GC), once per process: they describe the
 * process, not an app, and each collection starts observers that are never stopped.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's metrics, in its own registry (tests build several apps in one process). Counters
 * are fed by the instrumented parts (`instrument.ts`); the background jobs and the pool are read at scrape
 * time (ADR 0035).
 */
export function createMetrics({ backgroundJobs, pool, visitorCache, liveStreams, embeddedHeap, log }: MetricSources) {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  /** Every background job kind the worker handles, reported at 0 when none is due or failed. */
  const jobKinds = new Set<string>();
  // One read of the background jobs table per scrape, shared by the gauges that show it.
  let reading: Promise<BackgroundJobStats | null> | null = null;
  const readJobs = () =>
    (reading ??= backgroundJobs()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'metrics: cannot read the background jobs table');
        return null;
      })
      .finally(() => (reading = null)));
  const perKind = (gauge: Gauge<'kind'>, counts: Record<string, number> | undefined) => {
    gauge.reset();
    if (!counts) return;
    for (const kind of new Set([...jobKinds, ...Object.keys(counts)])) gauge.set({ kind }, counts[kind] ?? 0);
  };
  new Gauge({
    name: 'cmconnect_jobs_due',
    help: 'Background jobs due and waiting for a worker (queue depth), by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      perKind(this, (await readJobs())?.due);
    },
  });
  new Gauge({
    name: 'cmconnect_jobs_failed',
    help: 'Background jobs that used up their attempts (kept for inspection), by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      perKind(this, (await readJobs())?.failed);
    },
  });
  const jobAttemptsFailed = new Counter({
    name: 'cmconnect_job_attempts_failed_total',
    help: 'Background job runs that failed (each retry counts), by kind',
    labelNames: ['kind'] as const,
    registers,
  });

  new Gauge({
    name: 'cmconnect_live_streams',
    help: 'Live event streams (server-sent events) open on this instance',
    registers,
    collect() {
      this.set(liveStreams());
    },
  });

  /** A counter kept by the part it describes, copied at each scrape. */
  const readCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  readCounter('cmconnect_visitor_cache_hits_total', 'Visitor answers served from the visitor cache', () => visitorCache().hits);
  readCounter(
    'cmconnect_visitor_cache_misses_total',
    'Visitor answers the visitor cache did not hold (computed, then kept)',
    () => visitorCache().misses,
  );

  if (pool()) {
    const poolGauge = (name: string, help: string, read: (use: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const use = pool();
          if (use) this.set(read(use));
        },
      });
    poolGauge('cmconnect_db_pool_connections', 'Database connections open in the pool', (use) => use.total);
    poolGauge('cmconnect_db_pool_idle', 'Database connections open and idle', (use) => use.idle);
    poolGauge('cmconnect_db_pool_waiting', 'Queries waiting for a database connection', (use) => use.waiting);
  }

  if (embeddedHeap) {
    new Gauge({
      name: 'cmconnect_pglite_heap_bytes',
      help: 'The embedded database’s WASM heap: it grows to the most PGlite ever held and is never given back',
      registers,
      collect() {
        this.set(embeddedHeap());
      },
    });
  }

  return {
    registry,
    observeRequest(labels: { method: string; route: string; status: number }, seconds: number) {
      requestDuration.observe({ method: labels.method, route: labels.route, status: String(labels.status) }, seconds);
    },
    /** A kind of job the worker runs: shown at 0 until something happens to one. */
    declareBackgroundJobKind(kind: string) {
      jobKinds.add(kind);
      jobAttemptsFailed.inc({ kind }, 0);
    },
    backgroundJobAttemptFailed: (kind: string) => jobAttemptsFailed.inc({ kind }),
    /** The Prometheus text of the process and app metrics. */
    async text(): Promise<{ contentType: string; body: string }> {
      const [process, app] = await Promise.all([processMetrics().metrics(), registry.metrics()]);
      return { contentType: registry.contentType, body: `${process}\n${app}` };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every request by route pattern (`/api/profiles/:id`, never the address with its ids) and
 * serves `GET /metrics` to the monitoring scraper (access rule `'monitoring'`): never cached,
 * open during maintenance.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      { method: request.method, route: routeLabel(request.routeOptions.url), status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { config: { access: 'monitoring' } }, async (_request, reply) => {
    const { contentType, body } = await metrics.text();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}
