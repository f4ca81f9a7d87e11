-- pg_dump / pg_restore (ADR 0034) rebuild tables with an empty search_path: the generated search
-- column inlines f_search_vector, whose body named f_unaccent without its schema, so restoring
-- a PostgreSQL backup failed ("function f_unaccent(text) does not exist"). Same body, qualified.
CREATE OR REPLACE FUNCTION public.f_search_vector(body text, weight "char", prefixes boolean) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(
      to_tsvector('french'::regconfig, u)
        || to_tsvector('simple'::regconfig,
             CASE WHEN prefixes THEN replace(u, '-', '')
                  ELSE coalesce((SELECT string_agg(replace(m[1], '-', ''), ' ')
                                 FROM regexp_matches(u, '([[:alnum:]]+(-[[:alnum:]]+)+)', 'g') AS m), '')
             END),
      weight)
    FROM public.f_unaccent(coalesce(body, '')) AS u
  $$;
