CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"query" text NOT NULL,
	"alert" text DEFAULT 'none' NOT NULL,
	"last_alert_at" timestamp with time zone,
	"next_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_type_check" CHECK ("saved_searches"."type" IN ('managers', 'jobs')),
	CONSTRAINT "saved_searches_alert_check" CHECK ("saved_searches"."alert" IN ('none', 'immediate', 'daily', 'weekly')),
	CONSTRAINT "saved_searches_alert_jobs_check" CHECK ("saved_searches"."alert" = 'none' OR "saved_searches"."type" = 'jobs')
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_immediate_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."alert" = 'immediate';