import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client';
import { createTestDatabase } from '#server/testing/database';
import { DEFAULT_SETTINGS, writeSettings, type SiteSettings } from './service.ts';
import { createSettingsStore } from './store.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const values = ({ updatedAt: _updatedAt, ...rest }: SiteSettings) => rest;
const save = (changes: Partial<SiteSettings>) => database.db.transaction((tx) => writeSettings(tx, { ...values(DEFAULT_SETTINGS), ...changes }));

describe('settings store', () => {
  it('reads the defaults when the row does not exist, then caches the row until invalidated', async () => {
    const store = createSettingsStore(database.db);
    expect(await store.get()).toEqual(DEFAULT_SETTINGS);
    await save({ siteName: 'Studio Social' });
    expect((await store.get()).siteName).toBe('CM Connect');
    store.invalidate();
    expect((await store.get()).siteName).toBe('Studio Social');
  });

  it('expires its copy after the TTL (an instance whose listener was lost)', async () => {
    let now = 5_000;
    const store = createSettingsStore(database.db, { ttlMs: 1000, now: () => now });
    await save({ sessionTimeout: 12 });
    expect((await store.get()).sessionTimeout).toBe(12);
    await save({ sessionTimeout: 13 });
    now = 6_000;
    expect((await store.get()).sessionTimeout).toBe(12);
    now = 6_001;
    expect((await store.get()).sessionTimeout).toBe(13);
  });

  it('drops its copy when another instance saves (NOTIFY on commit)', async () => {
    const other = createSettingsStore(database.db, { listen: database.listen, ttlMs: 60 * 60_000 });
    await other.start();
    await save({ maintenanceMode: false });
    await vi.waitFor(async () => expect((await other.get()).maintenanceMode).toBe(false));
    await save({ maintenanceMode: true });
    await vi.waitFor(async () => expect((await other.get()).maintenanceMode).toBe(true));
    await other.stop();
  });

  it('reads the row once for concurrent misses', async () => {
    let selects = 0;
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'select') selects += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const store = createSettingsStore(counting);
    const [first, second] = await Promise.all([store.get(), store.get()]);
    expect(second).toEqual(first);
    expect(selects).toBe(1);
  });

  it('does not cache a read that an invalidation overtook', async () => {
    const store = createSettingsStore(database.db);
    await save({ siteName: 'Avant' });
    const pending = store.get();
    store.invalidate();
    expect((await pending).siteName).toBe('Avant');
    await save({ siteName: 'Après' });
    expect((await store.get()).siteName).toBe('Après');
  });

  it('drops its copy when the shared listener reconnects (a change saved meanwhile was not heard)', async () => {
    let reconnected: () => void = () => {};
    const store = createSettingsStore(database.db, {
      ttlMs: 60 * 60_000,
      listen: async (_channel, _onNotify, _onError, onReconnect) => {
        reconnected = onReconnect ?? (() => {});
        return async () => {};
      },
    });
    await store.start();
    await save({ siteName: 'Pendant la panne' });
    await store.get();
    await save({ siteName: 'Après la panne' });
    expect((await store.get()).siteName).toBe('Pendant la panne');
    reconnected();
    expect((await store.get()).siteName).toBe('Après la panne');
    await store.stop();
  });
});
