-- Search, part 3 (ADR 0009): keeps manager_search in step with the rows it is made of,
-- whoever writes them, and fills it for existing members. Statement-level triggers with
-- transition tables, so a bulk write refreshes its members in one pass. A member's row
-- goes away with the community_managers row (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION f_manager_search_refresh(members uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO manager_search AS ms (id, document, label, average_rating, remote_ok, industry_sector_id, location, latitude, longitude)
    SELECT cm.id,
           f_search_vector(p.full_name, 'A', true) || f_search_vector(cm.headline, 'B', true)
             || f_search_vector(sk.names, 'B', true) || f_search_vector(p.bio, 'C', false),
           f_unaccent(lower(p.full_name || ' ' || coalesce(cm.headline, ''))),
           cm.average_rating, cm.remote_ok, p.industry_sector_id, f_unaccent(lower(p.location)), p.latitude, p.longitude
    FROM community_managers cm
    JOIN profiles p ON p.id = cm.id
    CROSS JOIN LATERAL (
      SELECT string_agg(s.name, ' ' ORDER BY s.name) AS names
      FROM user_skills us JOIN skills s ON s.id = us.skill_id
      WHERE us.user_id = cm.id
    ) sk
    WHERE cm.id = ANY (members)
    ON CONFLICT (id) DO UPDATE SET
      document = EXCLUDED.document, label = EXCLUDED.label, average_rating = EXCLUDED.average_rating,
      remote_ok = EXCLUDED.remote_ok, industry_sector_id = EXCLUDED.industry_sector_id,
      location = EXCLUDED.location, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trg_manager_search_from_managers() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM f_manager_search_refresh(ARRAY(SELECT id FROM new_rows));
    ELSE
      PERFORM f_manager_search_refresh(ARRAY(
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.headline, n.average_rating, n.remote_ok) IS DISTINCT FROM (o.headline, o.average_rating, o.remote_ok)));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER community_managers_search_insert AFTER INSERT ON community_managers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_manager_search_from_managers();
--> statement-breakpoint
CREATE TRIGGER community_managers_search_update AFTER UPDATE ON community_managers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_manager_search_from_managers();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trg_manager_search_from_profiles() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM f_manager_search_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.full_name, n.bio, n.industry_sector_id, n.location, n.latitude, n.longitude)
            IS DISTINCT FROM (o.full_name, o.bio, o.industry_sector_id, o.location, o.latitude, o.longitude)));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER profiles_manager_search_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_manager_search_from_profiles();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trg_manager_search_from_user_skills() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM f_manager_search_refresh(ARRAY(SELECT DISTINCT user_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM f_manager_search_refresh(ARRAY(SELECT DISTINCT user_id FROM old_rows));
    ELSE
      PERFORM f_manager_search_refresh(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER user_skills_manager_search_insert AFTER INSERT ON user_skills
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_manager_search_from_user_skills();
--> statement-breakpoint
CREATE TRIGGER user_skills_manager_search_delete AFTER DELETE ON user_skills
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_manager_search_from_user_skills();
--> statement-breakpoint
CREATE TRIGGER user_skills_manager_search_update AFTER UPDATE ON user_skills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_manager_search_from_user_skills();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trg_manager_search_from_skills() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM f_manager_search_refresh(ARRAY(SELECT user_id FROM user_skills WHERE skill_id = NEW.id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER skills_manager_search_rename AFTER UPDATE OF name ON skills
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION trg_manager_search_from_skills();
--> statement-breakpoint
SELECT f_manager_search_refresh(ARRAY(SELECT id FROM community_managers));
--> statement-breakpoint
-- Open missions (the only ones search shows): trigram on the unaccented title for the typo
-- fallback, and the city name of missions without coordinates.
CREATE INDEX jobs_open_title_trgm_idx ON jobs USING gin (f_unaccent(lower(title)) gin_trgm_ops)
  WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX jobs_open_location_trgm_idx ON jobs USING gin (f_unaccent(lower(location)) gin_trgm_ops)
  WHERE status = 'open' AND latitude IS NULL;
