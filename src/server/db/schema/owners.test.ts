import { existsSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import owners from './owners.json';
import * as schema from './index.ts';

const tables = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name]) => name);
const declared = Object.values(owners).flat();

describe('table owners (ADR 0043)', () => {
  it('names exactly one owner for every table of the schema', () => {
    expect([...declared].sort()).toEqual([...tables].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('names owners that are folders of the server', () => {
    for (const area of Object.keys(owners)) expect(existsSync(new URL(`../../${area}`, import.meta.url)), area).toBe(true);
  });

  it('lets a read model export only the tables its area owns', async () => {
    for (const [area, owned] of Object.entries(owners)) {
      const file = new URL(`../../${area}/read-model.ts`, import.meta.url);
      if (!existsSync(file)) continue;
      const readModel: Record<string, unknown> = await import(file.href);
      expect(
        Object.keys(readModel).filter((name) => !owned.includes(name)),
        area,
      ).toEqual([]);
    }
  });
});
