-- Search, part 1 (ADR 0009): the extensions and the immutable helpers that generated columns
-- and indexes use. PostgreSQL refuses unaccent() itself there (it is only STABLE), hence the
-- IMMUTABLE wrapper naming its dictionary.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent', $1) $$;
--> statement-breakpoint
-- One weighted piece of a search document, unaccented:
--  * the `french` vector: stems, so 'créations' finds 'création' and 'managers' 'manager';
--  * a `simple` vector with hyphens removed: whole words for prefix matching ('commu' finds
--    'community', 'communic' finds 'communication' although French stems it 'commun') and
--    'e-commerce' also as 'ecommerce'. Long texts (bios, descriptions) keep only the
--    hyphenated words there, to keep the index small.
CREATE OR REPLACE FUNCTION f_search_vector(body text, weight "char", prefixes boolean) RETURNS tsvector
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
    FROM f_unaccent(coalesce(body, '')) AS u
  $$;
