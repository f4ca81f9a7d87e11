ALTER TABLE "manager_search" ADD COLUMN "rate_min" integer;--> statement-breakpoint
ALTER TABLE "manager_search" ADD COLUMN "rate_max" integer;--> statement-breakpoint
ALTER TABLE "manager_search" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "manager_search" ADD COLUMN "availability" boolean;--> statement-breakpoint
ALTER TABLE "manager_search" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "manager_search" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "manager_search_rate_idx" ON "manager_search" USING btree ("rate_min","id");--> statement-breakpoint
CREATE INDEX "manager_search_rate_desc_idx" ON "manager_search" USING btree ("rate_min" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "manager_search_newest_idx" ON "manager_search" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "manager_search_experience_idx" ON "manager_search" USING btree ("experience_years");--> statement-breakpoint
CREATE INDEX "manager_search_languages_idx" ON "manager_search" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "jobs_open_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_budget_low_idx" ON "jobs" USING btree (coalesce("budget_min", "budget_max") ASC NULLS LAST,"id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_budget_high_idx" ON "jobs" USING btree (coalesce("budget_max", "budget_min") DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open';
--> statement-breakpoint
-- hand-written (search): manager_search also copies what the new filters and sorts read (ADR 0048).
CREATE OR REPLACE FUNCTION f_manager_search_refresh(members uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO manager_search AS ms (id, document, label, average_rating, remote_ok, industry_sector_id, skill_ids, location, latitude, longitude,
                                      rate_min, rate_max, experience_years, availability, languages, created_at)
    SELECT cm.id,
           f_search_vector(p.full_name, 'A', true) || f_search_vector(cm.headline, 'B', true)
             || f_search_vector(sk.names, 'B', true) || f_search_vector(p.bio, 'C', false),
           f_unaccent(lower(p.full_name || ' ' || coalesce(cm.headline, ''))),
           cm.average_rating, cm.remote_ok, p.industry_sector_id, sk.ids, f_unaccent(lower(p.location)), p.latitude, p.longitude,
           coalesce(cm.hourly_rate_min, cm.hourly_rate_max), coalesce(cm.hourly_rate_max, cm.hourly_rate_min),
           cm.experience_years, cm.availability, cm.languages, p.created_at
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
      location = EXCLUDED.location, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
      rate_min = EXCLUDED.rate_min, rate_max = EXCLUDED.rate_max, experience_years = EXCLUDED.experience_years,
      availability = EXCLUDED.availability, languages = EXCLUDED.languages, created_at = EXCLUDED.created_at
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
        WHERE (n.headline, n.average_rating, n.remote_ok, n.hourly_rate_min, n.hourly_rate_max, n.experience_years, n.availability, n.languages)
              IS DISTINCT FROM (o.headline, o.average_rating, o.remote_ok, o.hourly_rate_min, o.hourly_rate_max, o.experience_years, o.availability, o.languages)));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
SELECT f_manager_search_refresh(ARRAY(SELECT id FROM community_managers));
--> statement-breakpoint
-- hand-written (search): a mission's publication is when it first opens; inserted open, its creation time.
CREATE OR REPLACE FUNCTION trg_jobs_published_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.status = 'open' AND NEW.published_at IS NULL THEN
      NEW.published_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END;
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER jobs_published_at BEFORE INSERT OR UPDATE OF status ON jobs
  FOR EACH ROW EXECUTE FUNCTION trg_jobs_published_at();
--> statement-breakpoint
UPDATE jobs SET published_at = created_at WHERE status <> 'draft';
