import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file-system calls the check needs (injectable: tests run as root, where chmod stops nothing). */
export type DataDirProbe = {
  mkdir(dir: string): void;
  writeAndRemove(file: string): void;
};

const fsProbe: DataDirProbe = {
  mkdir: (dir) => mkdirSync(dir, { recursive: true }),
  writeAndRemove: (file) => {
    writeFileSync(file, 'ok');
    rmSync(file, { force: true });
  },
};

/** What went wrong, in French and in English, by error code. */
function reasonFor(code: string | undefined): { fr: string; en: string } {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return { fr: 'permission refusée', en: 'permission denied' };
    case 'EROFS':
      return { fr: 'système de fichiers en lecture seule', en: 'read-only file system' };
    case 'ENOSPC':
    case 'EDQUOT':
      return { fr: 'disque plein', en: 'no space left on the device' };
    case 'ENOTDIR':
    case 'EEXIST':
      return { fr: 'un fichier porte déjà ce nom, un dossier est attendu', en: 'a file has this name, a directory is expected' };
    default:
      return { fr: `erreur ${code ?? 'inconnue'}`, en: `error ${code ?? 'unknown'}` };
  }
}

export class DataDirError extends Error {
  constructor(
    readonly dir: string,
    readonly code: string | undefined,
  ) {
    const absolute = path.resolve(dir);
    const reason = reasonFor(code);
    super(
      `Le dossier de données « ${absolute} » n'est pas utilisable (${reason.fr}) : l'utilisateur du serveur doit pouvoir y lire, écrire et créer des fichiers (droits rwx), avec de l'espace libre. Changez ses droits ou choisissez un autre dossier avec DATA_DIR.\n` +
        `The data directory "${absolute}" is not usable (${reason.en}): the server's user needs read, write and create permission on it (rwx), with free space. Fix its permissions or choose another directory with DATA_DIR.`,
    );
    this.name = 'DataDirError';
  }
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.resolve(dataDir, 'db');

/**
 * Checks, before the embedded database opens, that `DATA_DIR` and `DATA_DIR/db` exist (created
 * if needed) and accept a new file; throws a DataDirError naming the path otherwise.
 */
export function assertWritableDataDir(dataDir: string, probe: DataDirProbe = fsProbe): void {
  for (const dir of [dataDir, embeddedDatabaseDir(dataDir)]) {
    try {
      probe.mkdir(dir);
      probe.writeAndRemove(path.join(dir, `.write-check-${process.pid}`));
    } catch (error) {
      throw new DataDirError(dir, (error as NodeJS.ErrnoException).code);
    }
  }
}
