/**
 * `npm run bench:throughput`: how many requests a second the public reads serve, against two
 * floors measured in the same run on the same machine, first and again last (the higher of the two
 * counts): a bare Fastify route (the framework's own ceiling) and a route that makes one `SELECT 1`
 * round trip through the same database pool (the ceiling of anything that touches the database).
 * autocannon runs in its own process, 50 connections, 10 s per route after a 3 s warm-up, against the production build of the app
 * on the French demo data; every request accepts brotli and gzip, as browsers' do.
 *
 *   npm run bench:throughput                                 # PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:throughput
 *     # PostgreSQL: creates (and afterwards drops) the database cm_throughput on that server
 *
 * BENCH_CONNECTIONS, BENCH_DURATION and BENCH_WARMUP override 50, 10 and 3; BENCH_DATA=large runs
 * on the demo data plus 100,000 community managers and 50,000 missions (`large-data.ts`).
 * BENCH_ONLY, a regular expression, keeps the rows whose name it matches (the two floors always run),
 * to measure one change without the whole table, e.g. BENCH_ONLY='computed|/api/me/'.
 * Visitors are served from a 10 s in-process cache (ADR 0029): each read and page is measured as
 * visitors get it, then computed on every request (a second app whose cache keeps nothing), which
 * is what the database and the server rendering cost. Then what signed-in members read most, as a
 * demo company and a demo community manager (their session cookie on every request, as members
 * get it from the same app): the overview's reads, conversations, a conversation, 'Mes Offres',
 * received applications (a read that marks them opened: the first run opens them, later requests
 * write nothing more), a search and the dashboard's HTML.
 * Targets on PostgreSQL (issues 12 and 24), each row marked ok or MISSED: served JSON ≥ 50 % of the
 * one-query floor, served pages ≥ 25 %; computed and members' JSON ≥ 10 %, computed and members'
 * pages ≥ 2 %; p99 ≤ 100 ms and no errors everywhere. Raw and sent (brotli) bytes per answer,
 * the data size and the load average are printed with them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '#server/app';
import { createVisitorCache } from '#server/http/visitor-cache';
import { loadConfig } from '#server/config';
import { openFreshDatabase } from './fresh-database.ts';
import { dataSize, seedBenchData } from './large-data.ts';
import { autocannon, type Run } from './load.ts';
import { DEMO_COMPANY, DEMO_MANAGER, firstPartner, signIn } from './members.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const PUBLIC_URL = 'http://127.0.0.1';

/** Every request asks for compression, as browsers do. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

type Kind = 'floor' | 'served json' | 'served page' | 'computed json' | 'computed page' | 'member json' | 'member page';
type Row = { name: string; kind: Kind; url: string; headers?: Record<string, string> };

/** The share of the one-query floor each kind must reach (issue 12: served; issue 24: computed and members'). */
const TARGET_SHARE: Record<Kind, number | undefined> = {
  floor: undefined,
  'served json': 50,
  'served page': 25,
  'computed json': 10,
  'computed page': 2,
  'member json': 10,
  'member page': 2,
};
const TARGET_P99_MS = 100;

async function measure(url: string, headers: Record<string, string>): Promise<Run> {
  if (WARMUP > 0) await autocannon(url, { connections: CONNECTIONS, duration: WARMUP, headers });
  return autocannon(url, { connections: CONNECTIONS, duration: DURATION, headers });
}

/** The bytes of one answer's body as sent over the wire with these headers (no decoding). */
function bodyBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** What a demo company and a demo community manager read most, each with their own cookie. */
async function memberRows(appUrl: string): Promise<Row[]> {
  const company = await signIn(appUrl, DEMO_COMPANY, PUBLIC_URL);
  const manager = await signIn(appUrl, DEMO_MANAGER, PUBLIC_URL);
  const companyPartner = await firstPartner(appUrl, company);
  const managerPartner = await firstPartner(appUrl, manager);
  const as = (who: 'company' | 'CM', cookie: string, path: string, kind: Kind = 'member json'): Row => ({
    name: `${who} ${path.replace(/[0-9a-f-]{36}/, ':partner')}`,
    kind,
    url: `${appUrl}${path}`,
    headers: { ...BROWSER_HEADERS, cookie },
  });
  return [
    // The overview: what the dashboard's first tab requests (session, checklist, counts, reviews, notifications).
    as('company', company, '/api/me'),
    as('company', company, '/api/me/first-steps'),
    as('company', company, '/api/me/received-applications/counts'),
    as('company', company, '/api/messages/unread-count'),
    as('company', company, '/api/me/reviews/pending'),
    as('company', company, '/api/notifications'),
    as('company', company, '/api/messages/conversations'),
    as('company', company, `/api/messages/with/${companyPartner}`),
    as('company', company, '/api/me/jobs'),
    as('company', company, '/api/me/received-applications'),
    as('company', company, '/api/search/managers?q=community'),
    as('company', company, '/dashboard', 'member page'),
    as('CM', manager, '/api/me'),
    as('CM', manager, '/api/me/applications'),
    as('CM', manager, '/api/messages/conversations'),
    as('CM', manager, `/api/messages/with/${managerPartner}`),
    as('CM', manager, '/api/search/jobs?q=instagram'),
    as('CM', manager, '/dashboard', 'member page'),
  ];
}

function verdict(kind: Kind, run: Run, oneQuery: number): string {
  const share = TARGET_SHARE[kind];
  if (share === undefined) return '';
  const misses = [
    ...((100 * run.rps) / oneQuery < share ? [`< ${share} %`] : []),
    ...(run.p99 > TARGET_P99_MS ? [`p99 > ${TARGET_P99_MS} ms`] : []),
    ...(run.errors > 0 ? ['errors'] : []),
  ];
  return misses.length ? `MISSED (${misses.join(', ')})` : `ok (≥ ${share} %, p99 ≤ ${TARGET_P99_MS} ms)`;
}

async function main() {
  if (!existsSync('dist/web/index.html') || !existsSync('dist/ssr/entry-server.js'))
    execFileSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], { stdio: 'inherit' });
  const { database, label, cleanup } = await openFreshDatabase('cm_throughput', '1.1');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-throughput-'));
  try {
    await database.migrate();
    await seedBenchData(database);
    const size = await dataSize(database);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL,
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

    const firstId = async (search: string) =>
      ((await (await fetch(`${appUrl}/api/search/${search}`)).json()) as { items: { id: string }[] }).items[0]!.id;
    const manager = await firstId('managers');
    const mission = await firstId('jobs');
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
    const rows: Row[] = [
      { name: 'bare Fastify route', kind: 'floor', url: `${floorUrl}/bare` },
      { name: 'one SELECT 1 round trip', kind: 'floor', url: `${floorUrl}/select1` },
      ...reads.map(([name, path, kind]): Row => ({ name, kind: `served ${kind}`, url: `${appUrl}${path}` })),
      ...reads.map(([name, path, kind]): Row => ({ name: `${name} computed`, kind: `computed ${kind}`, url: `${uncachedUrl}${path}` })),
      ...(await memberRows(appUrl)),
      // Measured again at the end: a machine busier at the start than later (the demo data's
      // first jobs, another process) would otherwise flatter every share; the higher one counts.
      { name: 'bare Fastify route (again)', kind: 'floor', url: `${floorUrl}/bare` },
      { name: 'one SELECT 1 round trip (again)', kind: 'floor', url: `${floorUrl}/select1` },
    ];

    const loadBefore = os.loadavg();
    console.log(
      `Engine: ${label}; ${size}; ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s; ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()})`,
    );
    const results: (Row & { run: Run; raw: number; sent: number })[] = [];
    for (const row of rows) {
      if (ONLY && row.kind !== 'floor' && !ONLY.test(row.name)) continue;
      const headers = { ...BROWSER_HEADERS, ...row.headers };
      const raw = row.kind === 'floor' ? 0 : await bodyBytes(row.url, { ...headers, 'accept-encoding': 'identity' });
      const sent = row.kind === 'floor' ? 0 : await bodyBytes(row.url, headers);
      results.push({ ...row, run: await measure(row.url, headers), raw, sent });
    }
    const bare = Math.max(results[0]!.run.rps, results.at(-2)!.run.rps);
    const oneQuery = Math.max(results[1]!.run.rps, results.at(-1)!.run.rps);
    const pct = (value: number, of: number) => `${((100 * value) / of).toFixed(1)} %`;
    const kb = (bytes: number) => (bytes ? (bytes / 1024).toFixed(1) : '');
    console.log(
      [
        'route'.padEnd(44),
        'req/s'.padStart(8),
        'p50 ms'.padStart(7),
        'p99 ms'.padStart(7),
        'errors'.padStart(7),
        'of bare'.padStart(9),
        'of 1 query'.padStart(11),
        'raw KB'.padStart(7),
        'sent KB'.padStart(8),
        '  target',
      ].join(' '),
    );
    for (const { name, kind, run, raw, sent } of results) {
      console.log(
        [
          name.padEnd(44),
          run.rps.toFixed(0).padStart(8),
          String(run.p50).padStart(7),
          String(run.p99).padStart(7),
          String(run.errors).padStart(7),
          pct(run.rps, bare).padStart(9),
          pct(run.rps, oneQuery).padStart(11),
          kb(raw).padStart(7),
          kb(sent).padStart(8),
          `  ${verdict(kind, run, oneQuery)}`,
        ].join(' '),
      );
    }
    const loadAfter = os.loadavg();
    console.log(
      `load average (1, 5, 15 min): ${loadBefore.map((value) => value.toFixed(1)).join(', ')} before, ${loadAfter.map((value) => value.toFixed(1)).join(', ')} after` +
        (Math.max(loadBefore[0]!, loadAfter[0]!) > os.cpus().length ? ' (busy machine: figures read low)' : ''),
    );
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
