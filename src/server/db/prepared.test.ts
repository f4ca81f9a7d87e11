import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/testing/database';
import type { Database, Db } from './client.ts';
import { executeReusingPlan, planReuseNames, preparedPerDatabase } from './prepared.ts';

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

describe('planReuseNames', () => {
  it('names a text from its second run on, each text its own name, and never a text run once', () => {
    const nameOf = planReuseNames({ maxNames: 8, namedAfter: 2 });
    expect(nameOf('select 1')).toBeUndefined();
    expect(nameOf('select 2')).toBeUndefined();
    const one = nameOf('select 1');
    expect(one).toBeDefined();
    expect(nameOf('select 1')).toBe(one);
    const two = nameOf('select 2');
    expect(two).toBeDefined();
    expect(two).not.toBe(one);
    expect(nameOf('select 3')).toBeUndefined();
  });

  it('names at most maxNames texts and keeps the names it gave', () => {
    const nameOf = planReuseNames({ maxNames: 2, namedAfter: 1 });
    const first = nameOf('select 1');
    const second = nameOf('select 2');
    expect([first, second].every(Boolean)).toBe(true);
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 1')).toBe(first);
  });
});

describe('executeReusingPlan', () => {
  it('answers as db.execute, with and without parameters', async () => {
    const listing = sql`select n from generate_series(1, 3) as n order by n desc`;
    for (let run = 0; run < 3; run++) {
      expect((await executeReusingPlan(first.db, listing)) as unknown).toMatchObject({ rows: [{ n: 3 }, { n: 2 }, { n: 1 }] });
    }
    const withValue = (word: string) => sql`select ${word}::text as word`;
    expect(await executeReusingPlan(first.db, withValue('bonjour'))).toMatchObject({ rows: [{ word: 'bonjour' }] });
    expect(await executeReusingPlan(first.db, withValue('merci'))).toMatchObject({ rows: [{ word: 'merci' }] });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('executeReusingPlan on PostgreSQL', () => {
  const prepared = async (db: Db) =>
    ((await db.execute(sql`select statement from pg_prepared_statements`)) as unknown as { rows: { statement: string }[] }).rows.map(
      (row) => row.statement,
    );

  it('prepares a text without parameters once it repeats, and never one with parameters', async () => {
    // One query at a time: the pool hands back the connection just released, where the statements are.
    const listing = sql`select 'reused plan test' as label, n from generate_series(1, 2) as n`;
    await executeReusingPlan(second.db, listing);
    expect((await prepared(second.db)).some((text) => text.includes('reused plan test'))).toBe(false);
    await executeReusingPlan(second.db, listing);
    await executeReusingPlan(second.db, listing);
    expect((await prepared(second.db)).some((text) => text.includes('reused plan test'))).toBe(true);

    const withValue = sql`select 'valued plan test' as label, ${'x'}::text as word`;
    for (let run = 0; run < 3; run++) await executeReusingPlan(second.db, withValue);
    expect((await prepared(second.db)).some((text) => text.includes('valued plan test'))).toBe(false);
  });
});
