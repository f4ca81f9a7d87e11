-- Search (ADR 0013): manager_search also carries the member's skill ids, so the skill filter
-- is an array overlap on the row (GIN index) instead of a semi-join with user_skills for every
-- member. Same refresh as migration 0003, plus skill_ids; the triggers are unchanged.
CREATE OR REPLACE FUNCTION f_manager_search_refresh(members uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO manager_search AS ms (id, document, label, average_rating, remote_ok, industry_sector_id, skill_ids, location, latitude, longitude)
    SELECT cm.id,
           f_search_vector(p.full_name, 'A', true) || f_search_vector(cm.headline, 'B', true)
             || f_search_vector(sk.names, 'B', true) || f_search_vector(p.bio, 'C', false),
           f_unaccent(lower(p.full_name || ' ' || coalesce(cm.headline, ''))),
           cm.average_rating, cm.remote_ok, p.industry_sector_id, sk.ids, f_unaccent(lower(p.location)), p.latitude, p.longitude
    FROM community_managers cm
    JOIN profiles p ON p.id = cm.id
    CROSS JOIN LATERAL (
      SELECT string_agg(s.name, ' ' ORDER BY s.name) AS names,
             coalesce(array_agg(s.id ORDER BY s.id), '{}') AS ids
      FROM user_skills us JOIN skills s ON s.id = us.skill_id
      WHERE us.user_id = cm.id
    ) sk
    WHERE cm.id = ANY (members)
    ON CONFLICT (id) DO UPDATE SET
      document = EXCLUDED.document, label = EXCLUDED.label, average_rating = EXCLUDED.average_rating,
      remote_ok = EXCLUDED.remote_ok, industry_sector_id = EXCLUDED.industry_sector_id, skill_ids = EXCLUDED.skill_ids,
      location = EXCLUDED.location, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude
  $$;
--> statement-breakpoint
SELECT f_manager_search_refresh(ARRAY(SELECT id FROM community_managers));
