ALTER TABLE "jobs" ADD COLUMN "skill_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- hand-written (ADR 0068): a mission's skill names, as its search card lists them, kept with the mission.
CREATE OR REPLACE FUNCTION f_job_skill_names_refresh(missions uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE jobs j SET skill_names = ARRAY(
      SELECT s.name FROM job_skills js JOIN skills s ON s.id = js.skill_id WHERE js.job_id = j.id ORDER BY s.name
    )
    WHERE j.id = ANY (missions)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trg_job_skill_names_from_job_skills() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM f_job_skill_names_refresh(ARRAY(SELECT DISTINCT job_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM f_job_skill_names_refresh(ARRAY(SELECT DISTINCT job_id FROM old_rows));
    ELSE
      PERFORM f_job_skill_names_refresh(ARRAY(SELECT job_id FROM new_rows UNION SELECT job_id FROM old_rows));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER job_skills_skill_names_insert AFTER INSERT ON job_skills
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_job_skill_names_from_job_skills();
--> statement-breakpoint
CREATE TRIGGER job_skills_skill_names_delete AFTER DELETE ON job_skills
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_job_skill_names_from_job_skills();
--> statement-breakpoint
CREATE TRIGGER job_skills_skill_names_update AFTER UPDATE ON job_skills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trg_job_skill_names_from_job_skills();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trg_job_skill_names_from_skills() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM f_job_skill_names_refresh(ARRAY(SELECT job_id FROM job_skills WHERE skill_id = NEW.id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER skills_job_skill_names_rename AFTER UPDATE OF name ON skills
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION trg_job_skill_names_from_skills();
--> statement-breakpoint
SELECT f_job_skill_names_refresh(ARRAY(SELECT DISTINCT job_id FROM job_skills));
