import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * Per-test database isolation (ADR 0039), installed in the test template only, never by a
 * migration: every application table of `public` gets a copy in the `test_snapshot` schema and a
 * write counter (a sequence bumped by a row trigger: sequences are not transactional, so they
 * never make two writers wait for each other). `take()` copies the tables written since the last
 * copy (what a `beforeAll` built), `restore()` puts back the tables written since (what the test
 * did), with triggers and foreign-key checks off (`session_replication_role = replica`). Only the
 * tables a test touched are copied back, so a test that reads costs one query.
 */
const INSTALL = `
CREATE SCHEMA test_snapshot;
CREATE TABLE test_snapshot._tables (name text PRIMARY KEY, columns text NOT NULL, seen bigint NOT NULL DEFAULT 0);

CREATE FUNCTION test_snapshot._written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(format('test_snapshot.%I', TG_TABLE_NAME || '$writes'));
  RETURN NULL;
END $$;

DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind = 'r' LOOP
    EXECUTE format('CREATE SEQUENCE test_snapshot.%I', t.relname || '$writes');
    EXECUTE format('CREATE TABLE test_snapshot.%I AS TABLE public.%I', t.relname, t.relname);
    EXECUTE format('CREATE TRIGGER test_snapshot_written AFTER INSERT OR UPDATE OR DELETE ON public.%I FOR EACH ROW EXECUTE FUNCTION test_snapshot._written()', t.relname);
    EXECUTE format('CREATE TRIGGER test_snapshot_truncated AFTER TRUNCATE ON public.%I FOR EACH STATEMENT EXECUTE FUNCTION test_snapshot._written()', t.relname);
    -- Generated columns are computed again on the way back.
    INSERT INTO test_snapshot._tables (name, columns)
      SELECT t.relname, string_agg(quote_ident(attname), ', ' ORDER BY attnum)
      FROM pg_attribute
      WHERE attrelid = format('public.%I', t.relname)::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '';
  END LOOP;
END $$;

CREATE FUNCTION test_snapshot._changed() RETURNS TABLE (name text, columns text, writes bigint) LANGUAGE sql AS $$
  SELECT name, columns, writes FROM (
    SELECT t.name, t.columns, t.seen,
           coalesce(pg_sequence_last_value(format('test_snapshot.%I', t.name || '$writes')::regclass), 0) AS writes
    FROM test_snapshot._tables t
  ) counted WHERE writes <> seen
$$;

CREATE FUNCTION test_snapshot.take() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE t record; copied integer := 0;
BEGIN
  FOR t IN SELECT * FROM test_snapshot._changed() LOOP
    EXECUTE format('TRUNCATE test_snapshot.%I', t.name);
    EXECUTE format('INSERT INTO test_snapshot.%1$I SELECT * FROM public.%1$I', t.name);
    UPDATE test_snapshot._tables SET seen = t.writes WHERE name = t.name;
    copied := copied + 1;
  END LOOP;
  RETURN copied;
END $$;

CREATE FUNCTION test_snapshot.restore() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE t record; restored integer := 0;
BEGIN
  PERFORM set_config('session_replication_role', 'replica', true);
  FOR t IN SELECT * FROM test_snapshot._changed() LOOP
    EXECUTE format('DELETE FROM public.%I', t.name);
    EXECUTE format('INSERT INTO public.%1$I (%2$s) OVERRIDING SYSTEM VALUE SELECT %2$s FROM test_snapshot.%1$I', t.name, t.columns);
    UPDATE test_snapshot._tables SET seen = t.writes WHERE name = t.name;
    restored := restored + 1;
  END LOOP;
  PERFORM set_config('session_replication_role', 'origin', true);
  RETURN restored;
END $$;
`;

/** Installs the snapshot machinery in the freshly migrated template (global setup), on its own client. */
export async function installSnapshots(client: { exec(sql: string): Promise<unknown> }) {
  await client.exec(INSTALL);
}

/** Copies what changed since the last copy: the fixtures built since (beforeAll). */
export async function takeSnapshot(db: Db) {
  await db.execute(sql`SELECT test_snapshot.take()`);
}

/** Puts back every table written since the snapshot. */
export async function restoreSnapshot(db: Db) {
  await db.execute(sql`SELECT test_snapshot.restore()`);
}
