import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgTool, runPgTool, splitPassword } from './pg-tools.ts';

describe('PostgreSQL client tools', () => {
  it('take PG_BIN_DIR when set, else the newest Debian major (by number, not by name), else the PATH', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cm-pgbin-'));
    try {
      for (const major of ['9', '15', '13']) {
        mkdirSync(path.join(root, major, 'bin'), { recursive: true });
        writeFileSync(path.join(root, major, 'bin', 'pg_dump'), '');
      }
      expect(pgTool('pg_dump', undefined, root)).toBe(path.join(root, '15', 'bin', 'pg_dump'));
      expect(pgTool('pg_dump', '/opt/pg17/bin', root)).toBe('/opt/pg17/bin/pg_dump');
      expect(pgTool('pg_restore', undefined, root)).toBe('pg_restore');
      expect(pgTool('pg_dump', undefined, path.join(root, 'absent'))).toBe('pg_dump');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('pass the password through PGPASSWORD, not on the command line', () => {
    expect(splitPassword('postgres://cm:s%40cret@db.internal:5432/cm?sslmode=require')).toEqual({
      url: 'postgres://cm@db.internal:5432/cm?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
    });
    expect(splitPassword('postgres://cm@localhost/cm')).toEqual({ url: 'postgres://cm@localhost/cm', env: {} });
  });

  it('say how to fix a missing binary', async () => {
    await expect(runPgTool('/nonexistent/pg_dump', [], 'postgres://localhost/x')).rejects.toThrow(
      /install the PostgreSQL client tools or set PG_BIN_DIR/,
    );
  });
});
