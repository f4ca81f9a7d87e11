import { describe, expect, it, vi } from 'vitest';
import { memoryBus } from '#server/adapters/realtime/bus';
import type { Database } from '#server/db/client';
import { countingFailures, countingStreams, countingVisitorCache, poolUse } from './instrument.ts';
import { createVisitorCache } from './visitor-cache.ts';

const answer = { status: 200, body: '{}', contentType: 'application/json' };

describe('instrumented parts', () => {
  it('counts a live stream from its subscription to its end, once', async () => {
    let open = 0;
    const bus = countingStreams(memoryBus(), {
      streamOpened: () => {
        open += 1;
      },
      streamClosed: () => {
        open -= 1;
      },
    });
    const received: unknown[] = [];
    const end = bus.subscribe('u1', (event) => received.push(event));
    const other = bus.subscribe('u2', () => {});
    expect(open).toBe(2);
    await bus.publish('u1', { type: 'notification', data: {} } as never);
    expect(received).toHaveLength(1);
    end();
    end();
    expect(open).toBe(1);
    other();
    expect(open).toBe(0);
    expect(bus.kind).toBe('memory');
  });

  it('counts the visitor cache: a computed answer is a miss, a kept one a hit', async () => {
    const counts = { hit: 0, miss: 0 };
    const cache = countingVisitorCache(createVisitorCache(), { cacheHit: () => (counts.hit += 1), cacheMiss: () => (counts.miss += 1) });
    const produce = vi.fn(async () => answer);
    await cache.get('page /', produce);
    await cache.get('page /', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(cache.peek('read /api/x')).toBeUndefined();
    cache.set('read /api/x', answer);
    expect(cache.peek('read /api/x')).toEqual(answer);
    expect(counts).toEqual({ hit: 2, miss: 2 });
  });

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
