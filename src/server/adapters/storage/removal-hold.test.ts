import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.ts';
import { holdingRemovals } from './removal-hold.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'cm-hold-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('removals during a backup', () => {
  it('wait until the backup holding the folder is done, then happen', async () => {
    const storage = createLocalStorage(root);
    await storage.put('avatars/a-256.webp', Buffer.from('photo'), 'image/webp');
    let removal: Promise<void> | null = null;
    await holdingRemovals(root, async () => {
      removal = storage.remove('avatars/a-256.webp');
      await new Promise((resolve) => setTimeout(resolve, 30));
      // Still there for the backup to copy.
      expect(existsSync(path.join(root, 'avatars/a-256.webp'))).toBe(true);
    });
    await removal;
    expect(existsSync(path.join(root, 'avatars/a-256.webp'))).toBe(false);
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
