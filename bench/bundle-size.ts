// `npm run bench:bundle`: builds the web app and prints what the browser receives on the first load
// of each public page: the JavaScript and CSS of the entry with its static imports, plus the page's
// layout and screen (lazy routes) with theirs, as the server sends them (the brotli files written
// at build time; gzip beside them). Targets (issue 12): home ≤ 110 KB brotli, every other public
// page ≤ 130 KB.
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

const sizeOf = (file: string) => {
  const full = path.join(outDir, file);
  const content = readFileSync(full);
  // Files under 1 KB are sent as they are.
  return { brotli: existsSync(`${full}.br`) ? readFileSync(`${full}.br`).length : content.length, gzip: gzipSync(content).length };
};

/**
 * The JS and CSS files a first load of these modules fetches. A root the manifest does not list
 * has no chunk of its own: it was bundled into the entry (the public layout is), already counted.
 */
function firstLoad(roots: string[]) {
  for (const root of roots) if (root !== 'index.html' && !existsSync(root)) throw new Error(`No such module: ${root}`);
  const keys = new Set(roots.flatMap((root) => [...closure(root)]).filter((key) => manifest[key]));
  const files = new Set([...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
  return [...files].filter((file) => /\.(js|css)$/.test(file)).map((file) => ({ file, ...sizeOf(file) }));
}

const publicLayout = 'src/web/components/layouts/public-layout.tsx';
const authLayout = 'src/web/components/layouts/auth-layout.tsx';
const pages: { page: string; roots: string[]; targetKb: number }[] = [
  { page: 'home', roots: [publicLayout, 'src/web/routes/home.tsx'], targetKb: 110 },
  { page: 'search', roots: [publicLayout, 'src/web/routes/search.tsx'], targetKb: 130 },
  { page: 'profile', roots: [publicLayout, 'src/web/routes/profile-detail.tsx'], targetKb: 130 },
  { page: 'mission', roots: [publicLayout, 'src/web/routes/mission-detail.tsx'], targetKb: 130 },
  { page: 'blog', roots: [publicLayout, 'src/web/routes/blog.tsx'], targetKb: 130 },
  { page: 'article', roots: [publicLayout, 'src/web/routes/blog-article.tsx'], targetKb: 130 },
  { page: 'pricing', roots: [publicLayout, 'src/web/routes/pricing.tsx'], targetKb: 130 },
  { page: 'contact', roots: [publicLayout, 'src/web/routes/contact.tsx'], targetKb: 130 },
  { page: 'login', roots: [authLayout, 'src/web/routes/auth/login.tsx'], targetKb: 130 },
  { page: 'register', roots: [authLayout, 'src/web/routes/auth/register.tsx'], targetKb: 130 },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (rows: { brotli: number; gzip: number }[], key: 'brotli' | 'gzip') => rows.reduce((total, row) => total + row[key], 0);

if (process.argv.includes('--files')) {
  const rows = firstLoad(['index.html', ...pages[0]!.roots]).sort((a, b) => b.brotli - a.brotli);
  console.log(`${'brotli'.padStart(9)}  ${'gzip'.padStart(9)}  home's files`);
  for (const row of rows) console.log(`${kb(row.brotli).padStart(9)}  ${kb(row.gzip).padStart(9)}  ${row.file}`);
  console.log('');
}

console.log(`${'page'.padEnd(9)}  ${'brotli'.padStart(9)}  ${'gzip'.padStart(9)}  target`);
let allMet = true;
for (const { page, roots, targetKb } of pages) {
  const rows = firstLoad(['index.html', ...roots]);
  const brotli = sum(rows, 'brotli');
  const met = brotli <= targetKb * 1024;
  allMet &&= met;
  console.log(`${page.padEnd(9)}  ${kb(brotli).padStart(9)}  ${kb(sum(rows, 'gzip')).padStart(9)}  ≤ ${targetKb} KB ${met ? 'met' : 'MISSED'}`);
}
console.log(allMet ? 'Every first load meets its target.' : 'Some first loads miss their target.');
