CREATE TYPE "public"."job_close_outcome" AS ENUM('filled_here', 'filled_elsewhere', 'abandoned');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mail_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "close_outcome" "job_close_outcome";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hired_application_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hired_application_id_applications_id_fk" FOREIGN KEY ("hired_application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_unpublished_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."published_at" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_reviewer_unique" UNIQUE("job_id","reviewer_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hired_check" CHECK ("jobs"."hired_application_id" IS NULL OR "jobs"."close_outcome" = 'filled_here');--> statement-breakpoint
-- Reviews written before the double-blind rule were already public; missions closed before outcomes have no known outcome.
UPDATE "reviews" SET "published_at" = "created_at" WHERE "published_at" IS NULL;--> statement-breakpoint
UPDATE "jobs" SET "closed_at" = "updated_at" WHERE "status" = 'closed' AND "closed_at" IS NULL;
