import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The embedded database is one process's: a second one opening the same files would corrupt them. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    const absolute = path.resolve(dir);
    super(
      `Le dossier de données « ${absolute} » est déjà utilisé par le processus ${pid} (le serveur ?). La base embarquée ne s'ouvre que dans un processus à la fois : arrêtez-le, puis relancez cette commande.\n` +
        `The data directory "${absolute}" is already in use by process ${pid} (the server?). The embedded database opens in one process at a time: stop it, then run this command again.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `DATA_DIR/db.lock` (this process's pid) before the embedded database opens; a lock left
 * by a process that no longer runs is taken over. Returns the release, called on close.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
    writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
