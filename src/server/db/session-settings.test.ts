import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPostgres } from './client.ts';

describe.runIf(process.env.TEST_DATABASE_URL)("the app's PostgreSQL sessions", () => {
  it('run without JIT compilation, whatever the server default (ADR 0048)', async () => {
    const database = fromPostgres(process.env.TEST_DATABASE_URL!);
    try {
      const answers = await Promise.all(
        // Several at once: each pooled connection, not only the first, has the setting.
        [1, 2, 3].map(async () => {
          const result = await database.db.execute(sql`SELECT current_setting('jit') AS jit, pg_sleep(0.05)`);
          return (result as unknown as { rows: { jit: string }[] }).rows[0]?.jit;
        }),
      );
      expect(answers).toEqual(['off', 'off', 'off']);
    } finally {
      await database.close();
    }
  });
});
