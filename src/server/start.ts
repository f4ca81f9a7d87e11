import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import type { Database, Db } from '#server/db/client';
import { openMigratedDatabase } from '#server/db/open';
import { accountsWithDemoPassword } from '#server/db/seed/demo-passwords';
import { isDatabaseEmpty, seedDemoData, seedReferenceData } from '#server/db/seed/index';
import { screenEarlierMessages } from '#server/modules/messages/index';

export class DemoPasswordError extends Error {
  constructor(count: number) {
    super(
      `Refusing to start in production: ${count} demo account(s) still use the published demo password. ` +
        'Give them a new one with `npm run demo:passwords`.\n' +
        `Démarrage refusé en production : ${count} compte(s) de démonstration ont encore le mot de passe publié. ` +
        'Changez-le avec `npm run demo:passwords`.',
    );
    this.name = 'DemoPasswordError';
  }
}

/**
 * Data at start-up, into an empty database only: the French demo data when SEED_DEMO_DATA is on
 * (the default outside production only), otherwise the reference data alone (sectors, skills,
 * languages…: nobody can register without a sector). In production demo data must have been
 * asked for explicitly, and the server refuses to start while a demo account still has the
 * published password, on every start, SEED_DEMO_DATA or not (demo data loaded by an earlier
 * start stays in the database).
 */
export async function seedOnStart(config: Config, db: Db, log: FastifyBaseLogger): Promise<void> {
  if (await isDatabaseEmpty(db)) {
    log.info(`empty database: loading the ${config.seedDemoData ? 'French demo data' : 'reference data'}`);
    await (config.seedDemoData ? seedDemoData(db) : seedReferenceData(db));
  }
  if (config.isProduction) {
    const stale = await accountsWithDemoPassword(db);
    if (stale.length > 0) throw new DemoPasswordError(stale.length);
  }
}

/** What an operator should hear about a production configuration that runs but falls short. */
export function productionWarnings(config: Config): string[] {
  if (!config.isProduction) return [];
  return [
    ...(config.secureTransport
      ? []
      : [`PUBLIC_URL (${config.publicUrl}) is plain http: passwords and session cookies cross the network unencrypted; serve production over HTTPS`]),
    ...(config.mail.smtpUrl
      ? []
      : ["SMTP_URL is not set: no mail is sent (verification, password reset, notifications); the log shows each one's recipient and subject only"]),
  ];
}

/** Everything before listening: database (migrated), app, demo data. `main.ts` then listens. */
export async function prepareServer(config: Config, database?: Database) {
  const opened = database ?? (await openMigratedDatabase(config));
  const app = await buildApp({ config, database: opened });
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  try {
    // Under the migrations' lock: instances starting together on an empty database seed it once,
    // then the messages no scam screening has seen yet (earlier ones, the demo's) get it (ADR 0057).
    await opened.withStartupLock(async () => {
      await seedOnStart(config, opened.db, app.log);
      const screened = await screenEarlierMessages(opened.db);
      if (screened > 0) app.log.info(`scam screening: ${screened} earlier message(s) screened`);
    });
  } catch (error) {
    await app.close();
    if (!database) await opened.close();
    throw error;
  }
  return { app, database: opened };
}
