// `npm run restore -- FILE`: a backup into an empty DATA_DIR or empty database (ADR 0034).
import path from 'node:path';
import { loadConfig } from '#server/config';
import { restoreFromBackup } from './commands.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run restore -- <backup file>\n');
  process.exit(2);
}

/** npm runs scripts from the package's folder: a relative FILE is the caller's (INIT_CWD). */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

try {
  const config = loadConfig();
  const { manifest, files } = await restoreFromBackup(config, fromCaller(file));
  process.stdout.write(
    `Restored ${file}\n` +
      `  saved ${manifest.createdAt} by CM Connect ${manifest.appVersion}, ${manifest.migrations.applied} migrations (${manifest.migrations.latest ?? 'none'})\n` +
      `  into ${config.databaseUrl ? 'the database at DATABASE_URL' : `${config.dataDir}/db`}; uploaded files: ${manifest.uploads === 'local' ? files : 'in the S3 bucket (not in the backup)'}\n` +
      'Start the server: it applies any newer migrations.\n',
  );
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
