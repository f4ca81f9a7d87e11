import { describe, expect, it, vi } from 'vitest';
import { createTaggedMemos } from './tagged-memos.ts';
import { cacheTags } from './visitor-cache-tags.ts';

const counting = () => {
  let reads = 0;
  return vi.fn(async () => ({ reads: ++reads }));
};

describe('reference data kept in the instance', () => {
  it('reads once, for concurrent callers too, until a change to one of its tags; "*" drops everything', async () => {
    const memos = createTaggedMemos();
    const [readSkills, readStats] = [counting(), counting()];
    const skills = memos.memo('skills', { tags: [cacheTags.catalog], ttlMs: 60_000 }, readSkills);
    const stats = memos.memo('stats', { tags: [], ttlMs: 60_000 }, readStats);
    await Promise.all([skills(), skills(), stats()]);
    expect(await skills()).toEqual({ reads: 1 });
    memos.invalidate([cacheTags.blog, cacheTags.missionsSearch]);
    expect(await skills()).toEqual({ reads: 1 });
    memos.invalidate([cacheTags.catalog]);
    expect(await skills()).toEqual({ reads: 2 });
    expect(await stats()).toEqual({ reads: 1 });
    memos.invalidate([cacheTags.everything]);
    expect(await stats()).toEqual({ reads: 2 });
    expect(await skills()).toEqual({ reads: 3 });
  });

  it('reads again once its age has passed', async () => {
    const memos = createTaggedMemos();
    const stats = memos.memo('stats', { tags: [], ttlMs: 5 }, counting());
    expect(await stats()).toEqual({ reads: 1 });
    expect(await stats()).toEqual({ reads: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await stats()).toEqual({ reads: 2 });
  });

  it('answers a read that a change overtook, but does not keep it (it may show the old data)', async () => {
    const memos = createTaggedMemos();
    let finish: () => void = () => {};
    let reads = 0;
    const skills = memos.memo('skills', { tags: [cacheTags.catalog], ttlMs: 60_000 }, async () => {
      reads++;
      if (reads === 1) await new Promise<void>((resolve) => (finish = resolve));
      return { reads };
    });
    const overtaken = skills();
    await vi.waitFor(() => expect(reads).toBe(1));
    memos.invalidate([cacheTags.catalog]);
    finish();
    expect(await overtaken).toEqual({ reads: 1 });
    expect(await skills()).toEqual({ reads: 2 });
  });

  it('keeps nothing while it cannot hear the other instances, and starts afresh once it can', async () => {
    const memos = createTaggedMemos();
    const skills = memos.memo('skills', { tags: [cacheTags.catalog], ttlMs: 60_000 }, counting());
    await skills();
    memos.setListening(false);
    await skills();
    expect(await skills()).toEqual({ reads: 3 });
    memos.setListening(true);
    await skills();
    expect(await skills()).toEqual({ reads: 4 });
  });
});
