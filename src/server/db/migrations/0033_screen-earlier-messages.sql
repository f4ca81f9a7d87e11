ALTER TABLE "messages" ALTER COLUMN "warnings" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_unscreened_idx" ON "messages" USING btree ("id") WHERE "messages"."warnings" IS NULL;--> statement-breakpoint
-- hand-written: the messages stored without a warning are screened (again) at start-up (ADR 0057): those
-- sent before the detector existed never were; for the others the same detector finds the same.
UPDATE "messages" SET "warnings" = NULL WHERE "warnings" = '{}' AND "moderated_at" IS NULL;
