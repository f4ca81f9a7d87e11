import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, DbOrTx } from '#server/db/client';
import type { Viewer } from './guards.ts';

/** The NOTIFY channel a deleted session row is announced on, with its user's id (migration 0015's trigger). */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';
/** The NOTIFY channel on which a change to what a member's viewer says (role, two-factor, address) is announced, with the user's id. */
export const VIEWER_CHANGED_CHANNEL = 'viewer_changed';

/** Tells every instance that `userId`'s viewer changed: their cached sessions of that user are dropped. */
export async function announceViewerChanged(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${VIEWER_CHANGED_CHANNEL}, ${userId})`);
}

/**
 * A session Better Auth accepted, with what the request needs of its user: the viewer without
 * `twoFactorMissing` (that follows the admin setting, read per request).
 */
export type CachedSession = {
  sessionId: string;
  /** Last use recorded in the database as this instance knows it (ms): the idle timeout's clock. */
  lastSeenAt: number;
  /** When the session ends (ms). */
  expiresAt: number;
  /** When Better Auth's `updateAge` is due: from then a session read slides it forward and sends a new cookie (ms). */
  refreshAt: number;
  viewer: Omit<Viewer, 'twoFactorMissing'>;
};

/** How long a resolved session is trusted without reading it again (ms): what a lost NOTIFY can cost at most. */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX = 10_000;

/** The cache key of a signed session cookie: its hash, so no token sits in memory as it is. */
export const sessionKey = (signedToken: string) => createHash('sha256').update(signedToken).digest('base64url');

export type SessionCache = {
  get(key: string): CachedSession | undefined;
  /** Where a miss starts: pass it to `keep`, which keeps nothing if something was dropped meanwhile. */
  generation(): number;
  keep(key: string, entry: CachedSession, generation: number): void;
  /** Drops the sessions of `userId` here (other instances hear the database's NOTIFY). */
  forgetUser(userId: string): void;
  forget(key: string): void;
  clear(): void;
  /** Listens to ended sessions and changed viewers; until it does, nothing is kept. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The sessions this instance resolved lately, by the hash of their signed cookie: a hit means
 * Better Auth verified that very cookie's signature and found its session and user, less than
 * 30 s ago. Every event that ends a session (a session row deleted: sign-out, revocation,
 * password change or reset, suspension, deletion, idle timeout) or changes a viewer (a user row
 * updated through Better Auth, a role granted) is announced by NOTIFY and drops the user's entries
 * on every instance; while the listener is lost nothing is kept (as the visitor cache).
 */
export function createSessionCache(options: { listen?: Database['listen']; log?: FastifyBaseLogger }): SessionCache {
  const cache = new LRUCache<string, CachedSession>({ max: SESSION_CACHE_MAX, ttl: SESSION_CACHE_TTL_MS });
  let listening = false;
  // Bumped by every drop: a miss that read the database before it must not keep what it read.
  let dropped = 0;
  const clear = () => {
    dropped += 1;
    cache.clear();
  };
  const forgetUser = (userId: string) => {
    dropped += 1;
    for (const [key, entry] of cache.entries()) if (entry.viewer.id === userId) cache.delete(key);
  };
  const unlisteners: (() => Promise<void>)[] = [];
  const onError = (error: unknown) => {
    listening = false;
    clear();
    options.log?.warn({ err: error }, 'sessions: lost the LISTEN connection; nothing is cached until it is back');
  };
  const onReconnect = () => {
    clear();
    listening = true;
  };

  return {
    get: (key) => cache.get(key),
    generation: () => dropped,
    keep(key, entry, generation) {
      if (listening && generation === dropped) cache.set(key, entry);
    },
    forgetUser,
    forget: (key) => {
      dropped += 1;
      cache.delete(key);
    },
    clear,
    async start() {
      if (!options.listen || listening) return;
      try {
        for (const channel of [SESSIONS_ENDED_CHANNEL, VIEWER_CHANGED_CHANNEL]) {
          unlisteners.push(await options.listen(channel, forgetUser, onError, onReconnect));
        }
        listening = true;
      } catch (error) {
        options.log?.warn({ err: error }, 'sessions: cannot listen; every request reads its session');
      }
    },
    async stop() {
      listening = false;
      clear();
      for (const unlisten of unlisteners.splice(0)) await unlisten();
    },
  };
}
