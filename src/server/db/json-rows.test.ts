import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/testing/database';
import type { Database } from './client.ts';
import { jsonRows } from './json-rows.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const word = sql.raw('words.word');
const words = sql`(VALUES ('b', 2), ('a', 1), ('c', 3)) AS words(word, position)`;
const outer = sql`(VALUES (1), (2)) AS parent(below)`;
/** Each parent row with the words whose position is above its own, as `jsonRows` lists them. */
const listed = (rest: ReturnType<typeof sql>) =>
  database.db
    .select({ below: sql<number>`parent.below`, items: jsonRows({ word, position: sql.raw('words.position') }, rest) })
    .from(outer)
    .orderBy(sql`parent.below`);

describe('jsonRows', () => {
  it('lists the rows of a subquery on its parent row, keyed as named and in its order', async () => {
    const rows = await listed(sql`FROM ${words} WHERE words.position > parent.below ORDER BY words.word DESC`);
    expect(rows).toEqual([
      {
        below: 1,
        items: [
          { word: 'c', position: 3 },
          { word: 'b', position: 2 },
        ],
      },
      { below: 2, items: [{ word: 'c', position: 3 }] },
    ]);
  });

  it('answers an empty array, not null, when the subquery finds nothing, and keeps its limit', async () => {
    const rows = await listed(sql`FROM ${words} WHERE words.position > parent.below + 1 ORDER BY words.position LIMIT 1`);
    expect(rows).toEqual([
      { below: 1, items: [{ word: 'c', position: 3 }] },
      { below: 2, items: [] },
    ]);
  });

  it('refuses a key that is not a plain name: keys are written into the statement', () => {
    expect(() => jsonRows({ "x', 'y": word }, sql`FROM ${words}`)).toThrow(/not a plain key/);
  });
});
