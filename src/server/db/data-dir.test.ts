import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { assertWritableDataDir, DataDirError, type DataDirProbe } from './data-dir.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cm-data-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function failingWith(code: string, where: 'mkdir' | 'write'): DataDirProbe {
  const error = Object.assign(new Error(code), { code });
  return {
    mkdir: () => {
      if (where === 'mkdir') throw error;
    },
    writeAndRemove: () => {
      if (where === 'write') throw error;
    },
  };
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DataDirError);
    return (error as Error).message;
  }
  throw new Error('expected a DataDirError');
}

describe('data directory check', () => {
  it('accepts a writable directory, creating DATA_DIR/db', () => {
    expect(() => assertWritableDataDir(path.join(scratch, 'fresh'))).not.toThrow();
  });

  it.each([
    ['EACCES', 'write', 'permission refusée', 'permission denied'],
    ['EROFS', 'write', 'système de fichiers en lecture seule', 'read-only file system'],
    ['ENOSPC', 'write', 'disque plein', 'no space left on the device'],
    ['EACCES', 'mkdir', 'permission refusée', 'permission denied'],
  ] as const)('explains %s (%s) in French and English, naming the path and the permission', (code, where, fr, en) => {
    const dir = path.join(scratch, 'data');
    const message = messageOf(() => assertWritableDataDir(dir, failingWith(code, where)));
    expect(message).toContain(`« ${path.resolve(dir)} »`);
    expect(message).toContain(`"${path.resolve(dir)}"`);
    expect(message).toContain(fr);
    expect(message).toContain(en);
    expect(message).toMatch(/lire, écrire et créer des fichiers \(droits rwx\)/);
    expect(message).toMatch(/read, write and create permission on it \(rwx\)/);
  });

  it('refuses a DATA_DIR under a regular file (for real, even as root), before PGlite opens', async () => {
    const file = path.join(scratch, 'not-a-directory');
    writeFileSync(file, 'x');
    const dataDir = path.join(file, 'data');
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /un fichier porte déjà ce nom, un dossier est attendu[\s\S]*a file has this name, a directory is expected/,
    );
  });
});

describe('one process per embedded database', () => {
  it('refuses a second opening of the same data directory, and opens again once closed', async () => {
    const dir = path.join(scratch, 'locked');
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/est déjà utilisé par le processus \d+/);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = path.join(scratch, 'stale');
    assertWritableDataDir(dir);
    writeFileSync(path.join(dir, 'db.lock'), '2147483646');
    const database = await openDatabase({ dataDir: dir });
    await database.close();
  });
});
