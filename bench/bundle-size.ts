// `npm run bench:bundle`: builds the web app and prints the gzip size of the JavaScript the
// home page loads: the entry with its static imports, plus the public layout and the home
// screen (lazy routes) with theirs. Target: ≤ 120 KB.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
const outDir = 'dist/web';
execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const roots = ['index.html', 'src/web/components/layouts/public-layout.tsx', 'src/web/routes/home.tsx'];
const keys = new Set(roots.flatMap((root) => [...closure(root)]));
const rows = [...keys]
  .map((key) => manifest[key]!.file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(outDir, file))).length }))
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows) console.log(`${kb(row.gzip).padStart(9)}  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${kb(total).padStart(9)}  total JavaScript for the home page (gzip; target ≤ 120 KB)`);
