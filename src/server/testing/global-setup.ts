import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPostgres, pgliteExtensions } from '#server/db/client';
import { installSnapshots } from './snapshots.ts';

export const TEMPLATE_DB_NAME = 'cm_test_template';

/**
 * Migrates one template database and installs the per-test snapshots in it (ADR 0039); every
 * test file then starts from a copy of it.
 */
export default async function setup({ provide }: { provide: (key: 'templateDir', value: string) => void }) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB_NAME}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB_NAME}`;
    const database = fromPostgres(templateUrl.toString());
    await database.migrate();
    await database.close();
    const template = new pg.Client({ connectionString: templateUrl.toString() });
    await template.connect();
    await installSnapshots({ exec: (sql) => template.query(sql) });
    await template.end();
    provide('templateDir', '');
    return;
  }
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'cm-template-'));
  const client = await PGlite.create({ dataDir: templateDir, extensions: pgliteExtensions() });
  const database = fromPglite(client);
  await database.migrate();
  await installSnapshots(client);
  await database.close();
  provide('templateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
  }
}
