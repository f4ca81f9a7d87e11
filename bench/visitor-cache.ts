/**
 * The visitor cache's hit ratio under a mixed load (ADR 0033): visitors read the public API
 * (searches, missions, profiles, the blog, the catalog; a few popular rows read most) while
 * members change missions and profiles and visitors sign out. Run twice on the same demo data and
 * the same seeded sequence of requests:
 * - "before": what ADR 0029 did, every successful write (a sign-out included) empties the cache;
 * - "after": a write drops the tags its route declares (`missionChanged`, `profileChanged`), a
 *   sign-out nothing.
 * Time is virtual (the cache's clock advances with the request rate), so the figures do not
 * depend on the machine. `npx tsx bench/visitor-cache.ts` (PGlite, or PostgreSQL with
 * DATABASE_URL); BENCH_READS_PER_S, BENCH_WRITES_PER_S, BENCH_SIGN_OUTS_PER_S, BENCH_SECONDS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { seedDemoData } from '#server/db/seed/index';
import { createVisitorCache } from '#server/http/visitor-cache';
import { missionChanged, profileChanged } from '#server/http/visitor-cache-tags';
import { openFreshDatabase } from './fresh-database.ts';

const READS_PER_S = Number(process.env.BENCH_READS_PER_S ?? 100);
const WRITES_PER_S = Number(process.env.BENCH_WRITES_PER_S ?? 1);
const SIGN_OUTS_PER_S = Number(process.env.BENCH_SIGN_OUTS_PER_S ?? 0.5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);

/** A small deterministic generator (mulberry32), so both runs see the same requests. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index in [0, n) where the first ones are read most (popularity ~ 1/rank). */
function zipf(next: () => number, n: number): number {
  const total = Array.from({ length: n }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0);
  let pick = next() * total;
  for (let i = 0; i < n; i++) {
    pick -= 1 / (i + 1);
    if (pick <= 0) return i;
  }
  return n - 1;
}

type Step = { kind: 'read'; url: string } | { kind: 'write'; tags: readonly string[] } | { kind: 'sign-out' };

/** The requests of the run, in order, with the virtual time of each. */
function workload(missions: string[], managers: string[]): { at: number; step: Step }[] {
  const next = random(20);
  const steps: { at: number; step: Step }[] = [];
  const events = [
    { rate: READS_PER_S, make: (): Step => ({ kind: 'read', url: readUrl() }) },
    {
      rate: WRITES_PER_S,
      make: (): Step =>
        next() < 0.5
          ? { kind: 'write', tags: missionChanged({ params: { id: missions[zipf(next, missions.length)]! } }) }
          : { kind: 'write', tags: profileChanged(managers[zipf(next, managers.length)]!) },
    },
    { rate: SIGN_OUTS_PER_S, make: (): Step => ({ kind: 'sign-out' }) },
  ];
  function readUrl(): string {
    const pick = next();
    const page = 1 + zipf(next, 3);
    if (pick < 0.2) return `/api/search/managers?page=${page}`;
    if (pick < 0.4) return `/api/search/jobs?page=${page}`;
    if (pick < 0.7) return `/api/jobs/${missions[zipf(next, missions.length)]}`;
    if (pick < 0.9) return `/api/profiles/${managers[zipf(next, managers.length)]}`;
    if (pick < 0.95) return '/api/blog';
    return '/api/catalog/skills';
  }
  for (const { rate, make } of events) {
    if (rate <= 0) continue;
    for (let at = next() * (1000 / rate); at < SECONDS * 1000; at += 1000 / rate) steps.push({ at, step: make() });
  }
  return steps.sort((a, b) => a.at - b.at);
}

async function main() {
  const { database, label, cleanup } = await openFreshDatabase('cm_visitor_cache', 'default');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-visitor-cache-'));
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, VISITOR_CACHE_MISSES_PER_MINUTE: '0' });
    const ids = async (app: Awaited<ReturnType<typeof buildApp>>, kind: 'managers' | 'jobs') => {
      const found: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const answer = await app.inject({ method: 'GET', url: `/api/search/${kind}?page=${page}` });
        found.push(...(answer.json() as { items: { id: string }[] }).items.map((item) => item.id));
      }
      return found;
    };
    console.log(
      `Engine: ${label}; ${SECONDS} s virtual: ${READS_PER_S} visitor reads/s, ${WRITES_PER_S} member writes/s, ${SIGN_OUTS_PER_S} visitor sign-outs/s`,
    );
    let steps: { at: number; step: Step }[] | null = null;
    for (const mode of ['before', 'after'] as const) {
      let clock = 0;
      const visitorCache = createVisitorCache({ now: () => clock });
      const app = await buildApp({ config, database, serveWebApp: false, visitorCache });
      await app.ready();
      steps ??= workload(await ids(app, 'jobs'), await ids(app, 'managers'));
      visitorCache.clear();
      const start = { ...visitorCache.stats };
      for (const { at, step } of steps) {
        clock = at;
        if (step.kind === 'read') await app.inject({ method: 'GET', url: step.url });
        else if (mode === 'before') visitorCache.clear();
        else if (step.kind === 'write') visitorCache.invalidate(step.tags);
      }
      const hits = visitorCache.stats.hits - start.hits;
      const misses = visitorCache.stats.misses - start.misses;
      const reads = steps.filter(({ step }) => step.kind === 'read').length;
      console.log(
        `${mode === 'before' ? 'before (any write empties it)' : 'after (tags)                 '}  reads ${reads}  hits ${hits}  computed ${misses}  hit ratio ${((100 * hits) / (hits + misses)).toFixed(1)} %`,
      );
      await app.close();
    }
  } finally {
    await database.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
