import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database, Db } from '#server/db/client';
import { readSettings, SETTINGS_CHANNEL, type SiteSettings } from './service.ts';

/**
 * The settings, cached in this process: several effects read them on every request (session
 * timeout, maintenance mode, page language). A save drops the copy here at once and, through a
 * NOTIFY sent on commit, in every other instance; the copy also expires after `ttlMs`, so an
 * instance whose listener was lost is never stale for long.
 */
export type SettingsStore = {
  get(): Promise<SiteSettings>;
  /** Drops the cached copy: the next `get` reads the row again. */
  invalidate(): void;
  /** Subscribes to other instances' changes (NOTIFY); without it only the TTL refreshes. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

type StoreOptions = {
  listen?: Database['listen'];
  log?: FastifyBaseLogger;
  /** How long a cached copy is trusted (ms). */
  ttlMs?: number;
  /** Clock for the TTL (tests). */
  now?: () => number;
};

export const SETTINGS_CACHE_TTL_MS = 30_000;

/** The one key of the cache: there is one settings row. */
const SETTINGS_KEY = 'settings';

export function createSettingsStore(db: Db, { listen, log, ttlMs = SETTINGS_CACHE_TTL_MS, now }: StoreOptions = {}): SettingsStore {
  // lru-cache merges concurrent misses into one read. An invalidation during a read deletes the
  // key: that read still answers its callers (`ignoreFetchAbort`) but is not kept.
  const cache = new LRUCache<typeof SETTINGS_KEY, SiteSettings>({
    max: 1,
    ttl: ttlMs,
    ...(now && { perf: { now }, ttlResolution: 0 }),
    ignoreFetchAbort: true,
    fetchMethod: () => readSettings(db),
  });
  const invalidate = () => {
    cache.delete(SETTINGS_KEY);
  };
  let unlisten: (() => Promise<void>) | undefined;

  return {
    get: () => cache.forceFetch(SETTINGS_KEY),
    invalidate,
    async start() {
      if (!listen || unlisten) return;
      try {
        unlisten = await listen(
          SETTINGS_CHANNEL,
          invalidate,
          (error) => log?.warn({ err: error }, 'settings: listener lost, the cache expires by time until it is back'),
          // A change saved meanwhile was not heard: read the row again.
          invalidate,
        );
      } catch (error) {
        log?.warn({ err: error }, 'settings: cannot listen, the cache expires by time only');
      }
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
