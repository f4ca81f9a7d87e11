/**
 * Search benchmark: loads the large data set (`large-data.ts`: 100,000 community managers and
 * 50,000 missions) into a fresh database, then times each query shape (the 7 of ADR 0013 per search, then every filter and
 * sort of ADR 0048), through the API (app.inject) and as the bare SQL the service runs.
 * Prints p50/p95 in milliseconds.
 *
 *   npm run bench:search                                   # PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:search
 *     # PostgreSQL: creates (and afterwards drops) the database BENCH_DB_NAME (default cm_bench)
 *     # on that server; the database named in the URL is only used to connect.
 *
 * BENCH_MANAGERS, BENCH_MISSIONS and BENCH_RUNS override the sizes (100000, 50000, 200). With 50
 * runs a p95 is the third-worst sample, so one garbage-collection pause moves it; 200 runs
 * measure the tail rather than the luck of a few samples.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { ZManagerSearchQuery, ZMissionSearchQuery, type TManagerSearchQueryInput, type TMissionSearchQueryInput } from '#contracts/search';
import { buildApp } from '#server/app';
import { createVisitorCache } from '#server/http/visitor-cache';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { resolveManagerSearch, resolveMissionSearch } from '#server/modules/search/search-query';
import { buildJobSearchSql, buildManagerSearchSql } from '#server/modules/search/service';
import { openFreshDatabase } from './fresh-database.ts';
import { dataSize, loadLargeData } from './large-data.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 5;
const BENCH_DB_NAME = process.env.BENCH_DB_NAME ?? 'cm_bench';
/**
 * The planner's cost of a random page read. PostgreSQL's default (4) models spinning disks
 * and makes it prefer scanning the whole missions table to the full-text index; 1.1 is the
 * usual value for SSDs and cached data, and what ADR 0009 asks of production. 'default'
 * keeps the server's setting.
 */
const RANDOM_PAGE_COST = process.env.BENCH_RANDOM_PAGE_COST ?? '1.1';

// ------------------------------------------------------------------ the queries

type Case = { search: 'managers'; name: string; query: TManagerSearchQueryInput } | { search: 'jobs'; name: string; query: TMissionSearchQueryInput };

async function cases(database: Database): Promise<Case[]> {
  const rows = (await database.db.execute(sql`SELECT id, name FROM skills WHERE name IN ('TikTok', 'Photographie')`)) as unknown as {
    rows: { id: string; name: string }[];
  };
  const skill = Object.fromEntries(rows.rows.map((row) => [row.name, row.id]));
  const two = [skill.TikTok!, skill.Photographie!];
  const catalog = (await database.db.execute(
    sql`SELECT (SELECT id FROM hourly_rate_ranges WHERE min_rate = 30) AS rate, (SELECT id FROM experience_levels WHERE min_years = 5) AS experience`,
  )) as unknown as { rows: { rate: string; experience: string }[] };
  const { rate, experience } = catalog.rows[0]!;
  const lyon = { location: 'Lyon', lat: 45.764, lon: 4.8357 };
  const list: Case[] = [];
  // ADR 0013's shapes, on both searches.
  const perSearch: [string, TManagerSearchQueryInput, TMissionSearchQueryInput][] = [
    ['text', { q: 'vidéaste sport' }, { q: 'shooting restaurant' }],
    ['text (broad)', { q: 'photographe' }, { q: 'contenus' }],
    ['skills', { specialties: two }, { specialties: two }],
    ['industry', { industry: 'Mode' }, { industry: 'Mode' }],
    ['location', { location: 'Lyon' }, { location: 'Lyon' }],
    ['combined', { q: 'community', specialties: two, location: 'Paris' }, { q: 'instagram', industry: 'Restauration', location: 'Télétravail' }],
    ['empty', {}, {}],
    // ADR 0048: a city with the smallest and the largest radius.
    ['city 10 km', { ...lyon, radius: 10 }, { ...lyon, radius: 10 }],
    ['city 100 km', { ...lyon, radius: 100 }, { ...lyon, radius: 100 }],
  ];
  for (const [name, managers, jobs] of perSearch) {
    list.push({ search: 'managers', name, query: managers }, { search: 'jobs', name, query: jobs });
  }
  // ADR 0048: each new sort and filter of the community managers' search…
  const managerShapes: [string, TManagerSearchQueryInput][] = [
    ['sort rating', { sort: 'rating' }],
    ['sort rate ↑', { sort: 'rate_asc' }],
    ['sort rate ↓', { sort: 'rate_desc' }],
    ['sort newest', { sort: 'newest' }],
    ['text, sort newest', { q: 'photographe', sort: 'newest' }],
    ['rate range', { rate }],
    ['rate range, sort rate ↑', { rate, sort: 'rate_asc' }],
    ['experience', { experience }],
    ['min rating 4.5', { minRating: 4.5 }],
    ['available', { available: 'true' }],
    ['language', { language: 'Allemand' }],
    ['new filters combined', { q: 'community', rate, experience, minRating: 4, available: 'true', language: 'Anglais', ...lyon, radius: 50 }],
    ['combined, sort rate ↓', { specialties: two, rate, minRating: 4, ...lyon, radius: 50, sort: 'rate_desc' }],
  ];
  for (const [name, query] of managerShapes) list.push({ search: 'managers', name, query });
  // … and of the missions' search.
  const missionShapes: [string, TMissionSearchQueryInput][] = [
    ['sort newest', { sort: 'newest' }],
    ['sort budget ↑', { sort: 'budget_asc' }],
    ['sort budget ↓', { sort: 'budget_desc' }],
    ['text, sort budget ↓', { q: 'contenus', sort: 'budget_desc' }],
    ['budget min', { budgetMin: 2500 }],
    ['budget range', { budgetMin: 1000, budgetMax: 1500 }],
    ['contract', { contract: 'part_time' }],
    ['remote', { workMode: 'remote' }],
    ['on site', { workMode: 'onsite' }],
    ['published 24 h', { published: '24h' }],
    ['published 7 days', { published: '7d' }],
    ['published 30 days', { published: '30d' }],
    [
      'new filters combined',
      { q: 'community', budgetMin: 1000, contract: ['freelance', 'contract'], workMode: 'onsite', published: '30d', ...lyon, radius: 100 },
    ],
    ['combined, sort budget ↑', { specialties: two, budgetMax: 1500, published: '30d', sort: 'budget_asc' }],
  ];
  for (const [name, query] of missionShapes) list.push({ search: 'jobs', name, query });
  return list;
}

async function statementOf(database: Database, item: Case): Promise<SQL> {
  if (item.search === 'managers') return buildManagerSearchSql(await resolveManagerSearch(database.db, ZManagerSearchQuery.parse(item.query)));
  return buildJobSearchSql(resolveMissionSearch(ZMissionSearchQuery.parse(item.query)));
}

function toUrl(search: string, query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return `/api/search/${search}${text ? `?${text}` : ''}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** Runs both alternately (same conditions for each), after a warm-up; p50/p95 in ms. */
async function timeBoth(api: () => Promise<unknown>, bare: () => Promise<unknown>) {
  for (let index = 0; index < WARMUP; index += 1) {
    await api();
    await bare();
  }
  const samples = { api: [] as number[], bare: [] as number[] };
  const measure = async (run: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await run();
    into.push(performance.now() - start);
  };
  for (let index = 0; index < RUNS; index += 1) {
    await measure(api, samples.api);
    await measure(bare, samples.bare);
  }
  const stats = (values: number[]) => {
    values.sort((a, b) => a - b);
    return { p50: percentile(values, 0.5), p95: percentile(values, 0.95) };
  };
  return { api: stats(samples.api), bare: stats(samples.bare) };
}

// ------------------------------------------------------------------ main

async function main() {
  const started = performance.now();
  const { database, label, cleanup } = await openFreshDatabase(BENCH_DB_NAME, RANDOM_PAGE_COST);
  const { db } = database;
  console.log(`Engine: ${label}; random_page_cost ${RANDOM_PAGE_COST}`);
  await database.migrate();

  const loadSeconds = await loadLargeData(database);
  const loaded = performance.now();
  await db.execute(sql.raw(database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'));
  const counts = (await db.execute(
    sql`SELECT (SELECT count(*)::int FROM community_managers) AS managers, (SELECT count(*)::int FROM jobs) AS missions,
               (SELECT count(*)::int FROM jobs WHERE status = 'open') AS open, (SELECT count(*)::int FROM user_skills) AS "userSkills",
               (SELECT count(*)::int FROM applications) AS applications`,
  )) as unknown as { rows: Record<string, number>[] };
  console.log(`Loaded in ${loadSeconds.toFixed(1)} s (+ ${((performance.now() - loaded) / 1000).toFixed(1)} s ANALYZE):`, counts.rows[0]);
  console.log(await dataSize(database));

  // Every answer computed (no visitor cache, no cap on computed answers per client): what ADR 0013 measures.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATA_DIR: os.tmpdir(),
    VISITOR_CACHE_MISSES_PER_MINUTE: '0',
  });
  const app = await buildApp({ config, database, serveWebApp: false, visitorCache: createVisitorCache({ ttlMs: 0 }) });
  await app.ready();

  const results: string[][] = [];
  for (const item of await cases(database)) {
    const url = toUrl(item.search, item.query);
    const statement = await statementOf(database, item);
    const first = await app.inject({ method: 'GET', url });
    if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
    // '1000+': the search stopped counting at SEARCH_TOTAL_CAP (ADR 0013).
    const answer = first.json() as { total: number; totalIsLowerBound?: true };
    const total = `${answer.total}${answer.totalIsLowerBound ? '+' : ''}`;
    const { api, bare } = await timeBoth(
      () => app.inject({ method: 'GET', url }),
      () => db.execute(statement),
    );
    results.push([
      item.search,
      item.name,
      decodeURIComponent(url.replace(/^\/api\/search\/\w+\??/, '')).replace(/=[0-9a-f-]{36}/g, '=…') || '—',
      total,
      bare.p50.toFixed(2),
      bare.p95.toFixed(2),
      api.p50.toFixed(2),
      api.p95.toFixed(2),
      (api.p95 / bare.p95).toFixed(2),
    ]);
  }
  await app.close();

  const header = ['search', 'query', 'parameters', 'total', 'SQL p50', 'SQL p95', 'API p50', 'API p95', 'API/SQL p95'];
  const widths = header.map((title, column) => Math.max(title.length, ...results.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column >= 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(`\n${RUNS} runs per query after ${WARMUP} warm-up runs; milliseconds.\n`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of results) console.log(line(row));
  console.log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await database.close();
  await cleanup();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
