import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './local.ts';
import { holdingRemovals } from './removal-hold.ts';

// The removals are watched where they reach the disk.
vi.mock(import('node:fs/promises'), async (importOriginal) => {
  const fs = await importOriginal();
  return { ...fs, rm: vi.fn(fs.rm) };
});

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'cm-hold-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const removalsOf = (file: string) => vi.mocked(rm).mock.calls.filter(([target]) => target === file);

describe('removals during a backup', () => {
  it('wait until the backup holding the folder is done, then happen', async () => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    const elsewhere = createLocalStorage(path.join(root, 'other'));
    const held = path.join(root, 'uploads/avatars/a-256.webp');
    const other = path.join(root, 'other/b.webp');
    await storage.put('avatars/a-256.webp', Buffer.from('photo'), 'image/webp');
    await elsewhere.put('b.webp', Buffer.from('photo'), 'image/webp');
    let removal: Promise<void> | null = null;
    await holdingRemovals(path.join(root, 'uploads'), async () => {
      removal = storage.remove('avatars/a-256.webp');
      // A removal asked after it, where no backup holds, is done: this one waits, it is not slow.
      await elsewhere.remove('b.webp');
      expect(removalsOf(other)).toHaveLength(1);
      expect(removalsOf(held)).toEqual([]);
      // Still there for the backup to copy.
      expect(existsSync(held)).toBe(true);
    });
    await removal;
    expect(removalsOf(held)).toHaveLength(1);
    expect(existsSync(held)).toBe(false);
  });

  it('do not wait for a backup of another folder', async () => {
    const storage = createLocalStorage(root);
    writeFileSync(path.join(root, 'b.webp'), 'x');
    await holdingRemovals(path.join(root, 'elsewhere'), async () => {
      await storage.remove('b.webp');
      expect(existsSync(path.join(root, 'b.webp'))).toBe(false);
    });
  });
});
