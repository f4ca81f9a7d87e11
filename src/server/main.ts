import { ConfigError, loadConfig } from '#server/config';
import { DataDirError } from '#server/db/data-dir';
import { DataDirInUseError } from '#server/db/data-dir-lock';
import { openMigratedDatabase } from '#server/db/open';
import { startServerBackups } from '#server/backup/server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts';
import { shutDown } from '#server/shutdown';
import { DemoPasswordError, prepareServer } from '#server/start';

/** Start-up refusals the operator fixes from the message alone: no stack trace. */
const EXPLAINED = [ConfigError, DataDirError, DataDirInUseError, DemoPasswordError];

async function main() {
  const config = loadConfig();
  // PostgreSQL may come up after us (services starting in any order, an outage): wait for it.
  const database = await openMigratedDatabase(config, {
    onUnreachable: (error, attempt) =>
      process.stderr.write(
        `Database not reachable yet (attempt ${attempt}: ${error.message}); retrying. / ` +
          `Base de données injoignable pour l'instant (tentative ${attempt}) ; nouvel essai.\n`,
      ),
  });
  const { app } = await prepareServer(config, database);
  // The embedded database's backups: `npm run backup` asks this process, and a daily one (ADR 0034).
  const backups = await startServerBackups(config, database, app.log);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await shutDown({
      app,
      release: async () => {
        await backups.stop();
        await database.close();
      },
      timeoutMs: config.http.shutdownTimeoutMs,
      exit: (code) => process.exit(code),
    });
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`CM Connect is ready on ${config.publicUrl}`);
  // Demo credentials are printed outside production only, and only when the demo data is on.
  if (!config.isProduction && config.seedDemoData) {
    const lines = DEMO_ACCOUNTS.map((account) => `  ${account.label.padEnd(18)} ${account.email}`);
    process.stdout.write(
      `\nCM Connect: ${config.publicUrl}\nDemo accounts (password: ${DEMO_PASSWORD}):\n${lines.join('\n')}\nDev mailbox: ${config.publicUrl}/dev/mailbox\nMail templates: ${config.publicUrl}/dev/mails\n\n`,
    );
  }
}

main().catch((error: unknown) => {
  const explained = EXPLAINED.some((kind) => error instanceof kind);
  process.stderr.write(`\n${explained ? (error as Error).message : error instanceof Error ? error.stack : String(error)}\n\n`);
  process.exit(1);
});
