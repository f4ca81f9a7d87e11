// `npm start`: builds the web app (`npm run build`) when its sources changed, then runs the server
// (migrations and first-run demo data happen at server start-up). Everything both steps need is
// in `dependencies`, so `npm ci --omit=dev && npm start` works.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { onOrphaned } from './on-orphaned.mjs';
import { serverEnvironment } from './server-environment.mjs';

// The browser's bundle and the server-rendering one, built together by `npm run build`.
const builtFiles = ['dist/web/index.html', 'dist/ssr/entry-server.js'];
const webSources = ['index.html', 'vite.config.ts', 'scripts/vite-precompress.ts', 'package-lock.json', 'public', 'src/web', 'src/contracts'];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), 0);
}

const builtAt = Math.min(...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (webSources.some((source) => newestModification(source) > builtAt)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env: serverEnvironment(process.env) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// npm (or its shell) gone without passing the signal on: shut down as if signalled.
onOrphaned(() => server.kill('SIGTERM'));
