CREATE TYPE "public"."application_rejection_reason" AS ENUM('profile_mismatch', 'budget', 'mission_filled', 'other');--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'shortlisted' BEFORE 'accepted';--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_hired_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason" "application_rejection_reason";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rejection_check" CHECK ("applications"."rejection_reason" IS NULL OR "applications"."status" = 'rejected');