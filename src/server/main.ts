import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openMigratedDatabase } from '#server/db/open';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts';
import { isDatabaseEmpty, seedDemoData } from '#server/db/seed/index';

const config = loadConfig();
const database = await openMigratedDatabase(config);
const app = await buildApp({ config, database });

if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
  app.log.info('empty database: loading the French demo data');
  await seedDemoData(database.db);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`CM Connect is ready on ${config.publicUrl}`);
if (!config.isProduction) {
  const lines = DEMO_ACCOUNTS.map((account) => `  ${account.label.padEnd(18)} ${account.email}`);
  process.stdout.write(
    `\nCM Connect: ${config.publicUrl}\nDemo accounts (password: ${DEMO_PASSWORD}):\n${lines.join('\n')}\nDev mailbox: ${config.publicUrl}/dev/mailbox\n\n`,
  );
}
