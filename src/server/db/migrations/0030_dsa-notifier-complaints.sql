CREATE TYPE "public"."complaint_party" AS ENUM('author', 'notifier');--> statement-breakpoint
ALTER TABLE "decision_complaints" DROP CONSTRAINT "decision_complaints_decision_id_unique";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_by_decision" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_complaints" ADD COLUMN "party" "complaint_party" DEFAULT 'author' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_decisions" ADD COLUMN "notifier_complaint_token" text;--> statement-breakpoint
ALTER TABLE "decision_complaints" ADD CONSTRAINT "decision_complaints_decision_party_key" UNIQUE("decision_id","party");--> statement-breakpoint
ALTER TABLE "notice_decisions" ADD CONSTRAINT "notice_decisions_notifier_complaint_token_unique" UNIQUE("notifier_complaint_token");