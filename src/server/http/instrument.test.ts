import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { countingFailures, poolUse } from './instrument.ts';

describe('instrumented parts', () => {
  it('counts each failed run of a job by its kind and lets the failure through', async () => {
    const failed: string[] = [];
    const kinds: string[] = [];
    const handlers = countingFailures(
      { declareJobKind: (kind) => kinds.push(kind), jobAttemptFailed: (kind) => failed.push(kind) },
      { 'mail.deliver': async () => Promise.reject(new Error('SMTP down')), 'files.remove': async () => {} },
    );
    expect(kinds).toEqual(['mail.deliver', 'files.remove']);
    await expect(handlers['mail.deliver']()).rejects.toThrow('SMTP down');
    await handlers['files.remove']();
    expect(failed).toEqual(['mail.deliver']);
  });

  it("reads the node-postgres pool's counts at each call, and nothing on PGlite", () => {
    const pool = { totalCount: 4, idleCount: 1, waitingCount: 0 };
    const use = poolUse({ kind: 'postgres', db: { $client: pool } } as unknown as Database);
    expect(use?.()).toEqual({ total: 4, idle: 1, waiting: 0 });
    pool.waitingCount = 3;
    expect(use?.()).toEqual({ total: 4, idle: 1, waiting: 3 });
    expect(poolUse({ kind: 'pglite', db: { $client: {} } } as unknown as Database)).toBeNull();
  });
});
