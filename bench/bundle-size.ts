// `npm run bench:bundle`: builds the web app and prints what the browser receives for the home
// page's first load: the JavaScript and CSS of the entry with its static imports, plus the public
// layout and the home screen (lazy routes) with theirs, as the server sends them (the brotli
// files written at build time; gzip beside them). Target: ≤ 110 KB brotli (issue 12).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
const outDir = 'dist/web';
execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const roots = ['index.html', 'src/web/components/layouts/public-layout.tsx', 'src/web/routes/home.tsx'];
const keys = new Set(roots.flatMap((root) => [...closure(root)]));
const files = new Set([...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
const sizeOf = (file: string) => {
  const full = path.join(outDir, file);
  const content = readFileSync(full);
  // Files under 1 KB are sent as they are.
  return { brotli: existsSync(`${full}.br`) ? readFileSync(`${full}.br`).length : content.length, gzip: gzipSync(content).length };
};
const rows = [...files]
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => ({ file, ...sizeOf(file) }))
  .sort((a, b) => b.brotli - a.brotli);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${'brotli'.padStart(9)}  ${'gzip'.padStart(9)}  file`);
for (const row of rows) console.log(`${kb(row.brotli).padStart(9)}  ${kb(row.gzip).padStart(9)}  ${row.file}`);
const total = (key: 'brotli' | 'gzip') => rows.reduce((sum, row) => sum + row[key], 0);
console.log(`${kb(total('brotli')).padStart(9)}  ${kb(total('gzip')).padStart(9)}  home page's first load, JS + CSS (target ≤ 110 KB brotli)`);
