ALTER TABLE "messages" ADD COLUMN "warnings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_flagged_idx" ON "messages" USING btree ("created_at") WHERE "messages"."flagged_at" IS NOT NULL;