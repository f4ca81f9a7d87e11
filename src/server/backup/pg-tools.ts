import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * Where `pg_dump` or `pg_restore` is: in `PG_BIN_DIR` when set, else Debian's newest
 * `/usr/lib/postgresql/<major>/bin` (pg_dump must be at least the server's major version), else
 * the PATH's.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', binDir?: string, debianRoot = DEBIAN_ROOT): string {
  if (binDir) return path.join(binDir, name);
  const majors = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((entry) => /^\d+$/.test(entry) && existsSync(path.join(debianRoot, entry, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors[0] ? path.join(debianRoot, majors[0], 'bin', name) : name;
}

/** The URL without its password, and the password for libpq's PGPASSWORD (not on the command line, which `ps` shows). */
export function splitPassword(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client tool; rejects with its standard error when it fails. */
export function runPgTool(binary: string, args: string[], databaseUrl: string): Promise<void> {
  const { url, env } = splitPassword(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...args, '--dbname', url], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${binary} not found: install the PostgreSQL client tools or set PG_BIN_DIR` : error.message)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} failed (exit ${code}): ${stderr.trim()}`))));
  });
}
