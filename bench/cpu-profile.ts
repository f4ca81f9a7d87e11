/**
 * `npm run bench:profile -- <path> [<path>…]`: where a public read's time goes. Serves the
 * production build on the demo data with the visitor cache off (every request computed, as on a
 * cache miss), records a V8 CPU profile while autocannon (own process, 50 connections, 10 s)
 * loads each path, writes it to `bench-profiles/<name>.cpuprofile` (open it in Chrome DevTools'
 * Performance panel or speedscope.app for the flame graph) and prints the self time per part of
 * the stack (our code, Drizzle, the database driver, Fastify, zod, React's server renderer…)
 * and the 15 heaviest functions.
 *
 *   npm run bench:profile -- /api/search/managers '/jobs/:mission'
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:profile -- /api/search/jobs
 *
 * `:manager` and `:mission` in a path become a demo community manager's and mission's ids. A path
 * starting with `member:` is requested as a signed-in demo member (the demo company, or the
 * account BENCH_MEMBER names; `:partner` becomes the partner of its newest conversation), e.g.
 * `member:/api/me/received-applications` or `member:/api/messages/with/:partner`. Every request
 * accepts brotli and gzip, as browsers' do. BENCH_DATA=large profiles on the demo data plus
 * 100,000 community managers and 50,000 missions (`large-data.ts`); BENCH_DURATION overrides 10 s.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createVisitorCache } from '#server/http/visitor-cache';
import { openFreshDatabase } from './fresh-database.ts';
import { dataSize, seedBenchData } from './large-data.ts';
import { autocannon } from './load.ts';
import { DEMO_COMPANY, firstPartner, signIn } from './members.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Requests sent one after the other to measure what one costs, before the profiled load. */
const SEQUENTIAL = 300;
/** BENCH_SERVED=1 keeps the visitor cache on: what a hit costs. */
const SERVED = process.env.BENCH_SERVED === '1';
const PUBLIC_URL = 'http://127.0.0.1';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[] };

/** The part of the stack a frame belongs to, by its file. */
function partOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/dist/ssr/')) return 'our web app (server rendering)';
  if (url.includes('/src/server/')) return 'our server';
  if (url.includes('/src/contracts/')) return 'our contracts';
  if (url.startsWith('node:') || url === '') return url === '' ? '(V8, GC, native)' : 'Node.js';
  return url;
}

function summarise(profile: Profile) {
  const total = profile.nodes.reduce((sum, node) => sum + node.hitCount, 0);
  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    byPart.set(partOf(url), (byPart.get(partOf(url)) ?? 0) + node.hitCount);
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(src|dist)\//, '$1/')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.hitCount);
  }
  const share = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)} %`;
  console.log('  self time by part of the stack:');
  for (const [part, hits] of [...byPart].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`    ${share(hits)}  ${part}`);
  console.log('  heaviest functions (self time):');
  for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${share(hits)}  ${name}`);
}

/** One GET, its body read and left encoded (decoding it would be the client's CPU, not the server's). */
function getOnce(url: string, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/**
 * What one request costs when nothing else runs: the process's CPU time (server and this small
 * client, the same for every path) and the median wall time over SEQUENTIAL requests, the first
 * tenth left out as warm-up. Far steadier than a throughput under load on a shared machine.
 */
async function costOfOne(url: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const warmUp = SEQUENTIAL / 10;
  const walls: number[] = [];
  let cpu = process.cpuUsage();
  for (let index = 0; index < SEQUENTIAL; index++) {
    if (index === warmUp) cpu = process.cpuUsage();
    const start = performance.now();
    const status = await getOnce(url, headers, agent);
    if (status >= 400) throw new Error(`${url} answered ${status}`);
    if (index >= warmUp) walls.push(performance.now() - start);
  }
  const { user, system } = process.cpuUsage(cpu);
  agent.destroy();
  walls.sort((a, b) => a - b);
  return { cpuMs: (user + system) / 1000 / walls.length, wallMs: walls[Math.floor(walls.length / 2)]! };
}

/** Waits until the process is idle (the demo data's start-up jobs done): they would be counted in the first path's cost. */
async function settled() {
  for (let waited = 0; waited < 60; waited++) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { user, system } = process.cpuUsage(before);
    if (user + system < 25_000) return;
  }
}

async function main() {
  const paths = process.argv.slice(2);
  if (paths.length === 0) throw new Error('give the paths to profile, e.g. /api/search/managers');
  const { database, label, cleanup } = await openFreshDatabase('cm_profile', '1.1');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-profile-'));
  const session = new Session();
  try {
    await database.migrate();
    await seedBenchData(database);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL,
      BETTER_AUTH_SECRET: 'profile-benchmark-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      VISITOR_CACHE_MISSES_PER_MINUTE: '0',
    });
    const visitorCache = SERVED ? createVisitorCache() : createVisitorCache({ ttlMs: 0 });
    const app = await buildApp({ config, database, visitorCache });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const firstId = async (kind: string) => ((await (await fetch(`${url}/api/search/${kind}`)).json()) as { items: { id: string }[] }).items[0]!.id;
    const ids = { manager: await firstId('managers'), mission: await firstId('jobs') };
    const cookie = paths.some((raw) => raw.startsWith('member:')) ? await signIn(url, process.env.BENCH_MEMBER ?? DEMO_COMPANY, PUBLIC_URL) : '';
    const partner = paths.some((raw) => raw.includes(':partner')) ? await firstPartner(url, cookie) : '';
    await settled();
    session.connect();
    await session.post('Profiler.enable');
    mkdirSync('bench-profiles', { recursive: true });
    console.log(`Engine: ${label}; ${await dataSize(database)}; visitor cache ${SERVED ? 'on' : 'off'}; 50 connections, ${DURATION} s per path`);
    for (const raw of paths) {
      const member = raw.startsWith('member:');
      const target = raw
        .replace(/^member:/, '')
        .replace(':manager', ids.manager)
        .replace(':mission', ids.mission)
        .replace(':partner', partner);
      const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', ...(member ? { cookie } : {}) };
      const one = await costOfOne(`${url}${target}`, headers);
      await autocannon(`${url}${target}`, { connections: 50, duration: 3, headers });
      await session.post('Profiler.start');
      const run = await autocannon(`${url}${target}`, { connections: 50, duration: DURATION, headers });
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      const file = path.join('bench-profiles', `${raw.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`\n${raw}: one at a time ${one.cpuMs.toFixed(2)} ms of CPU, ${one.wallMs.toFixed(2)} ms (median) each`);
      console.log(`  under load: ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms, ${run.errors} errors — flame graph in ${file}`);
      summarise(profile);
    }
    await app.close();
  } finally {
    session.disconnect();
    await database.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
