CREATE TABLE "manager_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"label" text NOT NULL,
	"average_rating" real,
	"remote_ok" boolean NOT NULL,
	"industry_sector_id" uuid,
	"location" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
DROP INDEX "user_skills_skill_idx";--> statement-breakpoint
DROP INDEX "job_skills_skill_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (f_search_vector(title, 'A', true) || f_search_vector(description, 'C', false)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "manager_search" ADD CONSTRAINT "manager_search_id_community_managers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."community_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_search_document_idx" ON "manager_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "manager_search_label_trgm_idx" ON "manager_search" USING gin ("label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manager_search_rating_idx" ON "manager_search" USING btree ("average_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "manager_search_sector_idx" ON "manager_search" USING btree ("industry_sector_id");--> statement-breakpoint
CREATE INDEX "manager_search_geo_idx" ON "manager_search" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "manager_search_location_trgm_idx" ON "manager_search" USING gin ("location" gin_trgm_ops) WHERE "manager_search"."latitude" IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_client_sector_idx" ON "profiles" USING btree ("industry_sector_id","id") WHERE "profiles"."user_type" <> 'community_manager';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_geo_idx" ON "jobs" USING btree ("latitude","longitude") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_client_idx" ON "jobs" USING btree ("client_id","id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "user_skills_skill_idx" ON "user_skills" USING btree ("skill_id","user_id");--> statement-breakpoint
CREATE INDEX "job_skills_skill_idx" ON "job_skills" USING btree ("skill_id","job_id");