CREATE TYPE "public"."bid_basis" AS ENUM('monthly', 'total');--> statement-breakpoint
CREATE TYPE "public"."social_network" AS ENUM('instagram', 'tiktok', 'linkedin', 'facebook', 'x', 'youtube', 'pinterest');--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bid_amount" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bid_basis" "bid_basis";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bid_start_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bid_posts" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bid_stories" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bid_short_videos" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bid_moderation_hours" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "networks" "social_network"[] DEFAULT '{}'::social_network[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_posts" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_stories" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_short_videos" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_moderation_hours" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ads_managed" boolean;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ads_budget" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_bid_check" CHECK (("applications"."bid_amount" IS NULL) = ("applications"."bid_basis" IS NULL) AND ("applications"."bid_amount" IS NULL) = ("applications"."bid_start_date" IS NULL) AND coalesce("applications"."bid_amount", 1) > 0);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_ads_budget_check" CHECK ("jobs"."ads_budget" IS NULL OR ("jobs"."ads_managed" AND "jobs"."ads_budget" >= 0));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_volumes_check" CHECK (coalesce("jobs"."monthly_posts", 0) >= 0 AND coalesce("jobs"."monthly_stories", 0) >= 0 AND coalesce("jobs"."monthly_short_videos", 0) >= 0 AND coalesce("jobs"."monthly_moderation_hours", 0) >= 0);--> statement-breakpoint
-- hand-written (B): the networks of existing missions are the ones their own words name (title,
-- description, requirements, required skills); volumes, ads and start stay null ('Non précisé'):
-- nothing the client wrote states them (ADR 0055).
UPDATE "jobs" SET "networks" = ARRAY(
  SELECT v.network
  FROM (VALUES
    (1, 'instagram'::social_network, 'instagram'),
    (2, 'tiktok'::social_network, 'tik ?tok'),
    (3, 'linkedin'::social_network, 'linked ?in'),
    (4, 'facebook'::social_network, 'facebook'),
    (5, 'x'::social_network, 'twitter'),
    (6, 'youtube'::social_network, 'you ?tube'),
    (7, 'pinterest'::social_network, 'pinterest')
  ) AS v(rank, network, pattern)
  WHERE concat_ws(' ', "jobs"."title", "jobs"."description", array_to_string("jobs"."requirements", ' '),
    (SELECT string_agg(s."name", ' ') FROM "job_skills" js JOIN "skills" s ON s."id" = js."skill_id" WHERE js."job_id" = "jobs"."id"))
    ~* ('\m(' || v.pattern || ')\M')
  ORDER BY v.rank
);
