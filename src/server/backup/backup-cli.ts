// `npm run backup [-- FILE]`: the database and the uploaded files in one file (ADR 0034).
import path from 'node:path';
import { loadConfig } from '#server/config';
import { createBackup } from './commands.ts';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** npm runs scripts from the package's folder: a relative FILE is the caller's (INIT_CWD). */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

try {
  const config = loadConfig();
  const result = await createBackup(config, process.argv[2] && fromCaller(process.argv[2]));
  const how = { server: 'through the running server', 'data-folder': 'from the data folder (no server running)', pg_dump: 'with pg_dump' }[
    result.via
  ];
  process.stdout.write(
    `Backup written to ${result.file}\n` +
      `  ${megabytes(result.bytes)} in ${(result.ms / 1000).toFixed(1)} s, ${how}\n` +
      `  database: ${result.manifest.engine}, ${result.manifest.migrations.applied} migrations (${result.manifest.migrations.latest ?? 'none'})\n` +
      (result.manifest.uploads === 'local'
        ? `  uploaded files: ${result.files}\n`
        : `  uploaded files: not included, they stay in the S3 bucket ${config.s3.bucket}: back it up with the bucket's versioning or replication\n`) +
      `Restore it with: npm run restore -- ${result.file}\n`,
  );
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
