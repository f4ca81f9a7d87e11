/**
 * `npm run bench:throughput`: how many requests a second the public reads serve, against two
 * floors measured in the same run on the same machine: a bare Fastify route (the framework's
 * own ceiling) and a route that makes one `SELECT 1` round trip through the same database pool
 * (the ceiling of anything that touches the database). autocannon runs in its own process,
 * 50 connections, 10 s per route after a 3 s warm-up, against the production build of the app
 * on the French demo data; every request accepts brotli and gzip, as browsers' do.
 *
 *   npm run bench:throughput                                 # PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:throughput
 *     # PostgreSQL: creates (and afterwards drops) the database cm_throughput on that server
 *
 * BENCH_CONNECTIONS, BENCH_DURATION and BENCH_WARMUP override 50, 10 and 3.
 * Targets on PostgreSQL (issue 12): JSON reads ≥ 50 % of the one-query floor, pages ≥ 25 %,
 * p99 ≤ 100 ms, no errors. Visitors are served from a 10 s in-process cache (ADR 0029): each read
 * and page is measured as visitors get it, then computed on every request (a second app whose
 * cache keeps nothing), which is what the database and the server rendering cost.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '#server/app';
import { createVisitorCache } from '#server/http/visitor-cache';
import { loadConfig } from '#server/config';
import { seedDemoData } from '#server/db/seed/index';
import { openFreshDatabase } from './fresh-database.ts';
import { autocannon, type Run } from './load.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

/** Every request asks for compression, as browsers do. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

async function measure(url: string): Promise<Run> {
  if (WARMUP > 0) await autocannon(url, { connections: CONNECTIONS, duration: WARMUP, headers: BROWSER_HEADERS });
  return autocannon(url, { connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS });
}

async function main() {
  if (!existsSync('dist/web/index.html') || !existsSync('dist/ssr/entry-server.js'))
    execFileSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], { stdio: 'inherit' });
  const { database, label, cleanup } = await openFreshDatabase('cm_throughput', '1.1');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-throughput-'));
  try {
    await database.migrate();
    await seedDemoData(database.db);
    await database.db.execute(sql.raw(database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'));
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      BETTER_AUTH_SECRET: 'throughput-benchmark-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // One client address makes every request: no per-address miss limit.
      VISITOR_CACHE_MISSES_PER_MINUTE: '0',
    });
    const app = await buildApp({ config, database });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const uncached = await buildApp({ config, database, visitorCache: createVisitorCache({ ttlMs: 0 }) });
    const uncachedUrl = await uncached.listen({ host: '127.0.0.1', port: 0 });

    // The floors: the same framework without our plugins, and one query through the same pool.
    const floor = Fastify({ logger: false });
    floor.get('/bare', async () => ({ ok: true }));
    floor.get('/select1', async () => {
      await database.db.execute(sql`select 1`);
      return { ok: true };
    });
    const floorUrl = await floor.listen({ host: '127.0.0.1', port: 0 });

    const manager = ((await (await fetch(`${appUrl}/api/search/managers`)).json()) as { items: { id: string }[] }).items[0]!.id;
    const mission = ((await (await fetch(`${appUrl}/api/search/jobs`)).json()) as { items: { id: string }[] }).items[0]!.id;
    const reads: [string, string, 'json' | 'page'][] = [
      ['/api/search/managers', '/api/search/managers', 'json'],
      ['/api/search/jobs', '/api/search/jobs', 'json'],
      ['/api/profiles/:id', `/api/profiles/${manager}`, 'json'],
      ['/api/jobs/:id', `/api/jobs/${mission}`, 'json'],
      ['/ (HTML)', '/', 'page'],
      ['/search (HTML)', '/search', 'page'],
      ['/profile/:id (HTML)', `/profile/${manager}`, 'page'],
      ['/jobs/:id (HTML)', `/jobs/${mission}`, 'page'],
    ];
    const routes: [string, string, 'json' | 'page' | 'floor' | 'uncached'][] = [
      ['bare Fastify route', `${floorUrl}/bare`, 'floor'],
      ['one SELECT 1 round trip', `${floorUrl}/select1`, 'floor'],
      ...reads.map(([name, path, kind]): [string, string, 'json' | 'page'] => [name, `${appUrl}${path}`, kind]),
      ...reads.map(([name, path]): [string, string, 'uncached'] => [`${name} uncached`, `${uncachedUrl}${path}`, 'uncached']),
    ];

    console.log(
      `Engine: ${label}; ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s; ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()})`,
    );
    const results: { name: string; kind: string; run: Run }[] = [];
    for (const [name, url, kind] of routes) results.push({ name, kind, run: await measure(url) });
    const bare = results[0]!.run.rps;
    const oneQuery = results[1]!.run.rps;
    const pct = (value: number, of: number) => `${((100 * value) / of).toFixed(1)} %`;
    console.log(
      [
        'route'.padEnd(36),
        'req/s'.padStart(8),
        'p50 ms'.padStart(7),
        'p99 ms'.padStart(7),
        'errors'.padStart(7),
        'of bare'.padStart(9),
        'of 1 query'.padStart(11),
        '  target',
      ].join(' '),
    );
    for (const { name, kind, run } of results) {
      const target = kind === 'json' ? '≥ 50 % of 1 query' : kind === 'page' ? '≥ 25 % of 1 query' : '';
      console.log(
        [
          name.padEnd(36),
          run.rps.toFixed(0).padStart(8),
          String(run.p50).padStart(7),
          String(run.p99).padStart(7),
          String(run.errors).padStart(7),
          pct(run.rps, bare).padStart(9),
          pct(run.rps, oneQuery).padStart(11),
          `  ${target}`,
        ].join(' '),
      );
    }
    await floor.close();
    await uncached.close();
    await app.close();
  } finally {
    await database.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
