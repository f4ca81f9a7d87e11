import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '#server/db/index';
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
  now?: () => number;
};

export const SETTINGS_CACHE_TTL_MS = 30_000;

export function createSettingsStore(db: Db, { listen, log, ttlMs = SETTINGS_CACHE_TTL_MS, now = Date.now }: StoreOptions = {}): SettingsStore {
  let cached: { value: SiteSettings; at: number } | null = null;
  let loading: Promise<SiteSettings> | null = null;
  /** Bumped by each invalidation: a read started before it must not be cached after it. */
  let generation = 0;
  let unlisten: (() => Promise<void>) | undefined;

  const invalidate = () => {
    generation += 1;
    cached = null;
    loading = null;
  };

  return {
    async get() {
      if (cached && now() - cached.at < ttlMs) return cached.value;
      if (loading) return loading;
      const started = generation;
      const read = readSettings(db).then(
        (value) => {
          if (generation === started) {
            cached = { value, at: now() };
            loading = null;
          }
          return value;
        },
        (error: unknown) => {
          if (generation === started) loading = null;
          throw error;
        },
      );
      loading = read;
      return read;
    },
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
