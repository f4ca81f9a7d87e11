CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"description" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_managers" ALTER COLUMN "availability" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "community_managers" ALTER COLUMN "availability" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "onboarding_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_manager_id_community_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."community_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_items_manager_idx" ON "portfolio_items" USING btree ("manager_id","created_at");--> statement-breakpoint
-- hand-written (profiles): availability was 'true' by default, so a member who never saved
-- 'Mon Profil' showed as 'Disponible'. A row still holding every registration default (nothing
-- the form edits was ever set) was never entered: its availability becomes unknown (ADR 0052).
UPDATE "community_managers" SET "availability" = NULL
WHERE "availability" = true AND "remote_ok" = true AND "headline" IS NULL
  AND "hourly_rate_min" IS NULL AND "hourly_rate_max" IS NULL AND "experience_years" IS NULL
  AND "languages" = '{}'::text[] AND "social_links" = '{}'::jsonb;
