ALTER TABLE "manager_search" ADD COLUMN "skill_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- hand-written (ADR 0068): the refresh also keeps the cards' skill names, strongest first; its triggers are unchanged
-- (user_skills' inserts, updates and deletes, a skill renamed). A new order alone is no update of the member's.
CREATE OR REPLACE FUNCTION f_manager_search_refresh(members uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO manager_search AS ms (id, document, label, average_rating, remote_ok, industry_sector_id, skill_ids, skill_names, location, latitude, longitude,
                                      rate_min, rate_max, experience_years, availability, languages, created_at, updated_at)
    SELECT cm.id,
           f_search_vector(p.full_name, 'A', true) || f_search_vector(cm.headline, 'B', true)
             || f_search_vector(sk.names, 'B', true) || f_search_vector(p.bio, 'C', false),
           f_unaccent(lower(p.full_name || ' ' || coalesce(cm.headline, ''))),
           cm.average_rating, cm.remote_ok, p.industry_sector_id, sk.ids, sk.ordered_names, f_unaccent(lower(p.location)), p.latitude, p.longitude,
           coalesce(cm.hourly_rate_min, cm.hourly_rate_max), coalesce(cm.hourly_rate_max, cm.hourly_rate_min),
           cm.experience_years, cm.availability, cm.languages, p.created_at, greatest(p.updated_at, cm.updated_at)
    FROM community_managers cm
    JOIN profiles p ON p.id = cm.id
    CROSS JOIN LATERAL (
      SELECT string_agg(s.name, ' ' ORDER BY s.name) AS names,
             coalesce(array_agg(s.id ORDER BY s.id), '{}') AS ids,
             coalesce(array_agg(s.name ORDER BY us.proficiency_level DESC NULLS LAST, s.name), '{}') AS ordered_names
      FROM user_skills us JOIN skills s ON s.id = us.skill_id
      WHERE us.user_id = cm.id
    ) sk
    WHERE cm.id = ANY (members)
    ON CONFLICT (id) DO UPDATE SET
      document = EXCLUDED.document, label = EXCLUDED.label, average_rating = EXCLUDED.average_rating,
      remote_ok = EXCLUDED.remote_ok, industry_sector_id = EXCLUDED.industry_sector_id, skill_ids = EXCLUDED.skill_ids, skill_names = EXCLUDED.skill_names,
      location = EXCLUDED.location, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
      rate_min = EXCLUDED.rate_min, rate_max = EXCLUDED.rate_max, experience_years = EXCLUDED.experience_years,
      availability = EXCLUDED.availability, languages = EXCLUDED.languages, created_at = EXCLUDED.created_at,
      -- 'Mise à jour du profil' (ADR 0056): when what the search reads changed; a new rating alone is no update of the member's.
      updated_at = CASE
        WHEN (ms.document, ms.label, ms.remote_ok, ms.industry_sector_id, ms.skill_ids, ms.location, ms.latitude, ms.longitude,
              ms.rate_min, ms.rate_max, ms.experience_years, ms.availability, ms.languages)
             IS DISTINCT FROM (EXCLUDED.document, EXCLUDED.label, EXCLUDED.remote_ok, EXCLUDED.industry_sector_id, EXCLUDED.skill_ids,
              EXCLUDED.location, EXCLUDED.latitude, EXCLUDED.longitude, EXCLUDED.rate_min, EXCLUDED.rate_max,
              EXCLUDED.experience_years, EXCLUDED.availability, EXCLUDED.languages)
        THEN now() ELSE ms.updated_at END
  $$;
--> statement-breakpoint
UPDATE manager_search ms SET skill_names = sk.names
FROM (
  SELECT us.user_id, array_agg(s.name ORDER BY us.proficiency_level DESC NULLS LAST, s.name) AS names
  FROM user_skills us JOIN skills s ON s.id = us.skill_id
  GROUP BY us.user_id
) sk
WHERE sk.user_id = ms.id;
