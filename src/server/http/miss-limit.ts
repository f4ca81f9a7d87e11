import { LRUCache } from 'lru-cache';

/** Addresses remembered at once; the least recently seen is forgotten first (a full bucket again). */
const MAX_ADDRESSES = 10_000;

export type MissLimit = {
  /** Takes one token from `address`'s bucket: false once it is empty. */
  take(address: string): boolean;
};

/**
 * A token bucket per client address: `perMinute` computations a minute, in bursts of up to a
 * quarter of that. 0 allows everything.
 */
export function createMissLimit(perMinute: number, now: () => number = Date.now): MissLimit {
  if (perMinute <= 0) return { take: () => true };
  const capacity = Math.max(1, Math.ceil(perMinute / 4));
  const perMs = perMinute / 60_000;
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: MAX_ADDRESSES });
  return {
    take(address) {
      const time = now();
      const bucket = buckets.get(address) ?? { tokens: capacity, at: time };
      bucket.tokens = Math.min(capacity, bucket.tokens + (time - bucket.at) * perMs);
      bucket.at = time;
      buckets.set(address, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
