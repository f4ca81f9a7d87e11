import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** What the server process runs: `npm start` and the operator commands of package.json. */
const ENTRY_POINTS = [
  'src/server/main.ts',
  'src/server/db/seed/cli.ts',
  'src/server/db/seed/demo-passwords-cli.ts',
  'src/server/auth/admin-create.ts',
  'src/server/auth/admin-reset-two-factor.ts',
  'src/server/backup/backup-cli.ts',
  'src/server/backup/restore-cli.ts',
  'scripts/start.mjs',
];
const BUILD_CONFIG = 'vite.config.ts';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const builtins = new Set(builtinModules);

// `import x from '…'`, `export … from '…'`, `import '…'`, `import('…')`; type-only imports are erased.
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

// `@import 'tailwindcss'` in a stylesheet: the specifier lands in the same group as a JS import.
const CSS_IMPORT = /@import\s+()()['"]([^'"]+)['"]/g;

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('#server/')) base = path.join('src/server', specifier.slice('#server/'.length));
  else if (specifier.startsWith('#contracts/')) base = path.join('src/contracts', specifier.slice('#contracts/'.length));
  else if (specifier.startsWith('#web/')) base = path.join('src/web', specifier.slice('#web/'.length));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.(m?[jt]sx?|css)$/.test(candidate)) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** The npm packages a file graph imports at run time (type-only imports excluded). */
function packagesImportedFrom(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(file.endsWith('.css') ? CSS_IMPORT : IMPORT)) {
      if (match[2]) continue;
      const specifier = (match[3] ?? match[4])!;
      const local = resolveLocal(file, specifier);
      if (local) {
        queue.push(local);
        continue;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
      if (!packages.has(name)) packages.set(name, file);
    }
  }
  return packages;
}

function outsideDependencies(packages: Map<string, string>): string[] {
  return [...packages].filter(([name]) => !(name in packageJson.dependencies)).map(([name, file]) => `${name} (${file})`);
}

describe('npm start needs no devDependencies', () => {
  it('the server process imports only `dependencies`', () => {
    const packages = packagesImportedFrom(ENTRY_POINTS);
    expect(packages.has('fastify')).toBe(true);
    expect(outsideDependencies(packages)).toEqual([]);
  });

  it('the web build (vite.config.ts and the app it bundles) uses only `dependencies`', () => {
    const packages = packagesImportedFrom([BUILD_CONFIG, 'src/web/main.tsx']);
    expect(packages.has('vite')).toBe(true);
    expect(packages.has('react')).toBe(true);
    expect(packages.has('tailwindcss')).toBe(true);
    expect(outsideDependencies(packages)).toEqual([]);
  });
});

describe('mail templates stay on the server', () => {
  it('the server renders its mails with react-email', () => {
    expect(packagesImportedFrom(['src/server/main.ts']).has('@react-email/components')).toBe(true);
  });

  it('neither web bundle (browser, server rendering) imports react-email', () => {
    const packages = packagesImportedFrom(['src/web/main.tsx', 'src/web/entry-server.tsx']);
    expect(packages.has('react')).toBe(true);
    expect([...packages.keys()].filter((name) => name.startsWith('@react-email/'))).toEqual([]);
  });
});
