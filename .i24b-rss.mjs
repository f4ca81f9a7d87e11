// RSS of a dev server on PGlite (demo data) after start-up, after a load of computed searches, after idle.
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os'; import path from 'node:path';
import autocannon from 'autocannon';
const [duration, idle] = [Number(process.env.LOAD_S ?? 20), Number(process.env.IDLE_S ?? 60)];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'i24b-rss-'));
const port = 3821;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', VISITOR_CACHE_MISSES_PER_MINUTE: '0' }, stdio: ['ignore', 'inherit', 'inherit'] });
const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024);
const metric = async (name) => { const t = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(); const l = t.split('\n').find((x) => x.startsWith(name + ' ')); return l ? Math.round(Number(l.split(' ')[1]) / 2 ** 20) : null; };
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
await new Promise((r) => setTimeout(r, 3000));
const start = rss(); const startHeap = await metric('cmconnect_pglite_heap_bytes');
const words = ['community', 'instagram', 'photographe', 'vidéo', 'lyon', 'paris', 'contenus', 'tiktok', 'marque', 'restaurant', 'mode', 'sport'];
const pick = (a) => a[Math.floor(Math.random() * a.length)];
const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 20, duration, headers: { 'accept-encoding': 'br, gzip' },
  requests: [{ setupRequest: (req) => ({ ...req, path: Math.random() < 0.5 ? `/api/search/managers?q=${encodeURIComponent(pick(words))}&page=${1 + Math.floor(Math.random() * 3)}&sort=${pick(['rating', 'newest', 'rate_asc'])}` : `/api/search/jobs?q=${encodeURIComponent(pick(words))}&sort=${pick(['newest', 'budget_asc', 'budget_desc'])}&page=${1 + Math.floor(Math.random() * 3)}` }) }] });
const loaded = rss(); const loadedHeap = await metric('cmconnect_pglite_heap_bytes');
await new Promise((r) => setTimeout(r, idle * 1000));
const idled = rss();
console.log(JSON.stringify({ env: { SB: process.env.PGLITE_SHARED_BUFFERS ?? 'default', ARENA: process.env.MALLOC_ARENA_MAX ?? '-' }, reqPerSec: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, rssMB: { start, loaded, idled }, heapMB: { start: startHeap, loaded: loadedHeap } }));
server.kill('SIGTERM'); await new Promise((r) => server.on('exit', r)); rmSync(dataDir, { recursive: true, force: true });
