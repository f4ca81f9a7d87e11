/** `npm run seed`: loads the demo data into the configured database and prints what it holds. */
import { loadConfig } from '#server/config';
import { openMigratedDatabase } from '#server/db/open';
import { countTables } from './counts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoData } from './index.ts';

const config = loadConfig();
const database = await openMigratedDatabase(config);
try {
  const started = performance.now();
  await seedDemoData(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const counts = await countTables(database.db);
  const width = Math.max(...Object.keys(counts).map((name) => name.length));
  const lines = Object.entries(counts).map(([name, value]) => `  ${name.padEnd(width)} ${value}`);
  process.stdout.write(`Demo data loaded in ${seconds} s (${database.kind}). Rows now in the database:\n${lines.join('\n')}\n`);
  if (!config.isProduction) {
    const accounts = DEMO_ACCOUNTS.map((account) => `  ${account.label.padEnd(18)} ${account.email}`);
    process.stdout.write(`Demo accounts (password: ${DEMO_PASSWORD}):\n${accounts.join('\n')}\n`);
  }
} finally {
  await database.close();
}
