import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/testing/database';
import type { Database, Db } from './client.ts';
import { preparedPerDatabase } from './prepared.ts';

let first: Database;
let second: Database;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe('preparedPerDatabase', () => {
  it('builds a statement once per database, then runs it with each request’s values on that database', async () => {
    const builtFor: Db[] = [];
    const echo = preparedPerDatabase((db) => {
      builtFor.push(db);
      return db
        .select({ word: sql<string>`${sql.placeholder('word')}::text` })
        .from(sql`(values (1)) as one`)
        .prepare('test_echo');
    });

    expect(await echo(first.db).execute({ word: 'bonjour' })).toEqual([{ word: 'bonjour' }]);
    expect(await echo(first.db).execute({ word: 'merci' })).toEqual([{ word: 'merci' }]);
    expect(echo(first.db)).toBe(echo(first.db));
    expect(builtFor).toEqual([first.db]);

    expect(await echo(second.db).execute({ word: 'salut' })).toEqual([{ word: 'salut' }]);
    expect(builtFor).toEqual([first.db, second.db]);
  });
});
