import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteExtensions } from '#server/db/client';

/** The migration that made availability nullable (ADR 0052), found by name: migrations get renumbered. */
const TAG = 'profiles-truthful-figures-portfolio';

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder whose journal stops before `tag` (the database as it was). */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cm-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(index, `migration ${tag}`).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the migration to a nullable availability', () => {
  it("clears only the 'Disponible' of members who never saved anything in 'Mon Profil'", async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions() });
    try {
      const db = drizzle(client);
      const before = migrationsBefore(TAG);
      folders.push(before);
      await migrate(db, { migrationsFolder: before });

      const members = {
        untouched: {},
        headline: { headline: "'Experte Instagram'" },
        rate: { hourly_rate_min: '40' },
        languages: { languages: "'{Anglais}'" },
        unavailable: { availability: 'false' },
        remote: { remote_ok: 'false' },
      } as const;
      const ids = new Map<string, string>();
      for (const [name, columns] of Object.entries(members)) {
        const { rows } = await client.query<{ id: string }>(`INSERT INTO "user" (name, email) VALUES ('${name}', '${name}@example.fr') RETURNING id`);
        const id = rows[0]!.id;
        ids.set(name, id);
        await client.query(
          `INSERT INTO profiles (id, full_name, email, user_type) VALUES ('${id}', '${name}', '${name}@example.fr', 'community_manager')`,
        );
        const keys = Object.keys(columns);
        await client.query(
          `INSERT INTO community_managers (id${keys.map((key) => `, ${key}`).join('')}) VALUES ('${id}'${Object.values(columns)
            .map((value) => `, ${value}`)
            .join('')})`,
        );
      }

      await migrate(db, { migrationsFolder });

      const { rows } = await client.query<{ name: string; availability: boolean | null }>(
        'SELECT p.full_name AS name, cm.availability FROM community_managers cm JOIN profiles p ON p.id = cm.id ORDER BY p.full_name',
      );
      expect(Object.fromEntries(rows.map((row) => [row.name, row.availability]))).toEqual({
        untouched: null,
        headline: true,
        rate: true,
        languages: true,
        unavailable: false,
        remote: true,
      });
    } finally {
      await client.close();
    }
  });
});
