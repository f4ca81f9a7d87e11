CREATE TYPE "public"."credit_reason" AS ENUM('not_opened', 'closed_without_hire', 'mission_removed');--> statement-breakpoint
ALTER TYPE "public"."payment_provider" ADD VALUE 'credit';--> statement-breakpoint
CREATE TABLE "application_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"source_order_id" uuid NOT NULL,
	"reason" "credit_reason" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"spent_order_id" uuid,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_credits_application_unique" UNIQUE("application_id"),
	CONSTRAINT "application_credits_source_order_unique" UNIQUE("source_order_id"),
	CONSTRAINT "application_credits_spent_order_unique" UNIQUE("spent_order_id"),
	CONSTRAINT "application_credits_amount_check" CHECK ("application_credits"."amount_cents" > 0),
	CONSTRAINT "application_credits_spent_check" CHECK (("application_credits"."spent_order_id" IS NULL) = ("application_credits"."spent_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "refund_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_credits" ADD CONSTRAINT "application_credits_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_credits" ADD CONSTRAINT "application_credits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_credits" ADD CONSTRAINT "application_credits_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_credits" ADD CONSTRAINT "application_credits_spent_order_id_orders_id_fk" FOREIGN KEY ("spent_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_credits_available_idx" ON "application_credits" USING btree ("user_id","created_at") WHERE "application_credits"."spent_at" IS NULL;