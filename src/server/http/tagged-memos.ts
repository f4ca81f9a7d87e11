import { LRUCache } from 'lru-cache';
import { cacheTags } from './visitor-cache-tags.ts';

type Memo = { tags: ReadonlySet<string>; ttlMs: number; read: () => Promise<object> };

/**
 * Reference data kept in this instance (ADR 0060): reads that every computed page repeats (the
 * catalogue lists, the home page's counters), each kept until a change to one of its tags drops
 * it, here and on every other instance through the visitor cache's NOTIFY (`visitor-cache-sync.ts`),
 * or until its TTL, the backstop for what no tag names.
 */
export type TaggedMemos = {
  /** `read`, kept under `name` with `tags` for at most `ttlMs`; concurrent callers share one read. */
  memo<T extends object>(name: string, options: { tags: readonly string[]; ttlMs: number }, read: () => Promise<T>): () => Promise<T>;
  /** Drops the values showing any of `tags` (`*`: all), and every read under way. */
  invalidate(tags: readonly string[]): void;
  clear(): void;
  /** While the instance cannot hear the other instances' changes it keeps nothing, as the visitor cache. */
  setListening(listening: boolean): void;
};

export function createTaggedMemos(): TaggedMemos {
  const memos = new Map<string, Memo>();
  // lru-cache merges concurrent misses into one read. A drop during a read deletes the key: that
  // read still answers its callers (`ignoreFetchAbort`) but is not kept (it may predate the change).
  const values = new LRUCache<string, object, Memo>({
    max: 100,
    ignoreFetchAbort: true,
    fetchMethod: (_name, _stale, { context }) => context.read(),
  });
  let listening = true;
  return {
    memo<T extends object>(name: string, { tags, ttlMs }: { tags: readonly string[]; ttlMs: number }, read: () => Promise<T>) {
      const memo: Memo = { tags: new Set(tags), ttlMs, read };
      memos.set(name, memo);
      return async () => (listening ? ((await values.forceFetch(name, { context: memo, ttl: ttlMs })) as T) : read());
    },
    invalidate(tags) {
      if (tags.includes(cacheTags.everything)) return values.clear();
      for (const [name, { tags: shown }] of memos) if (tags.some((tag) => shown.has(tag))) values.delete(name);
    },
    clear: () => values.clear(),
    setListening(next) {
      values.clear();
      listening = next;
    },
  };
}
