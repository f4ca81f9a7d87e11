import { LRUCache } from 'lru-cache';
import { weakEtag } from './cache-policy.ts';
import { sentToMany } from './encoded-answers.ts';
import type { CachedAnswer } from './visitor-cache.ts';

/** Distinct shells kept: one per path's head (title, meta), a few dozen in use at most. */
const MAX_SHELLS = 64;

/**
 * Members are sent the built index.html with their path's head: the same bytes for each of them
 * on that path. One answer per distinct shell (by its ETag) is kept and handed out again, so it is
 * compressed once (`sentToMany`), not on every navigation (ADR 0060).
 */
export function sharedShells(): (answer: CachedAnswer) => CachedAnswer {
  const shells = new LRUCache<string, CachedAnswer>({ max: MAX_SHELLS });
  return (answer) => {
    const key = `${answer.status} ${answer.contentType} ${weakEtag(answer.body)}`;
    const shell = shells.get(key);
    // The ETag ignores a rendered page's fetch times: only the very same text is the same shell.
    if (shell?.body === answer.body) return shell;
    shells.set(key, sentToMany(answer));
    return answer;
  };
}
