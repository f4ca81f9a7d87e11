import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cm-pglite-memory-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const setting = async (database: Database, name: string) => {
  const { rows } = (await database.db.execute(sql`select current_setting(${name}) as value`)) as unknown as { rows: { value: string }[] };
  return rows[0]?.value;
};

describe('the embedded database’s memory', () => {
  it('runs with bounded buffers (PGlite’s heap never shrinks), the configured ones or the defaults', async () => {
    const configured = await openDatabase({ dataDir: path.join(scratch, 'configured'), pgliteMemory: { sharedBuffers: '16MB', workMem: '1MB' } });
    try {
      expect(await setting(configured, 'shared_buffers')).toBe('16MB');
      expect(await setting(configured, 'work_mem')).toBe('1MB');
      expect(await setting(configured, 'maintenance_work_mem')).toBe('16MB');
      expect(configured.embeddedHeapBytes?.()).toBeGreaterThan(0);
    } finally {
      await configured.close();
    }
    const defaults = await openDatabase({ dataDir: path.join(scratch, 'defaults') });
    try {
      expect(await setting(defaults, 'shared_buffers')).toBe('32MB');
      expect(await setting(defaults, 'work_mem')).toBe('2MB');
    } finally {
      await defaults.close();
    }
  });
});
