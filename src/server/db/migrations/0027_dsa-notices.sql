CREATE TYPE "public"."complaint_outcome" AS ENUM('upheld', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."decision_action" AS ENUM('keep', 'restrict', 'remove', 'suspend');--> statement-breakpoint
CREATE TYPE "public"."notice_category" AS ENUM('illegal_content', 'fraud', 'intellectual_property', 'hate', 'personal_data', 'other');--> statement-breakpoint
CREATE TYPE "public"."notice_target" AS ENUM('profile', 'mission', 'review', 'article', 'message');--> statement-breakpoint
CREATE TABLE "complaint_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"outcome" "complaint_outcome" NOT NULL,
	"answer" text NOT NULL,
	"answerer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_answers_complaint_id_unique" UNIQUE("complaint_id")
);
--> statement-breakpoint
CREATE TABLE "decision_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"explanation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_complaints_decision_id_unique" UNIQUE("decision_id")
);
--> statement-breakpoint
CREATE TABLE "notice_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"action" "decision_action" NOT NULL,
	"ground" text NOT NULL,
	"automated_detection" boolean NOT NULL,
	"decider_id" uuid,
	"decider_name" text NOT NULL,
	"complaint_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_decisions_notice_id_unique" UNIQUE("notice_id"),
	CONSTRAINT "notice_decisions_complaint_token_unique" UNIQUE("complaint_token")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" "notice_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"target_label" text NOT NULL,
	"excerpt" text NOT NULL,
	"author_id" uuid,
	"category" "notice_category" NOT NULL,
	"explanation" text NOT NULL,
	"notifier_id" uuid,
	"notifier_email" text,
	"good_faith" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_answers" ADD CONSTRAINT "complaint_answers_complaint_id_decision_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."decision_complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_complaints" ADD CONSTRAINT "decision_complaints_decision_id_notice_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."notice_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_decisions" ADD CONSTRAINT "notice_decisions_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_decisions_created_idx" ON "notice_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_target_idx" ON "notices" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
-- hand-written (E): notices, decisions, complaints and answers are append-only (ADR 0058).
CREATE FUNCTION "refuse_change_of_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: its rows cannot be changed or deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notices_append_only" BEFORE UPDATE OR DELETE ON "notices" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "notice_decisions_append_only" BEFORE UPDATE OR DELETE ON "notice_decisions" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "decision_complaints_append_only" BEFORE UPDATE OR DELETE ON "decision_complaints" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "complaint_answers_append_only" BEFORE UPDATE OR DELETE ON "complaint_answers" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
-- hand-written (E): the reports made before the notices existed join the queue (category 'other', no good-faith statement).
INSERT INTO "notices" ("target_type", "target_id", "target_label", "excerpt", "author_id", "category", "explanation", "notifier_id", "notifier_email", "good_faith")
SELECT 'message', m."id", 'Message de ' || s."full_name" || ' à ' || r."full_name", m."content", m."sender_id", 'other',
       'Signalement antérieur au formulaire de signalement (sans explication).', m."receiver_id", r."email", false
FROM "messages" m JOIN "profiles" s ON s."id" = m."sender_id" JOIN "profiles" r ON r."id" = m."receiver_id"
WHERE m."reported" AND m."moderated_at" IS NULL;--> statement-breakpoint
INSERT INTO "notices" ("target_type", "target_id", "target_label", "excerpt", "author_id", "category", "explanation", "notifier_id", "notifier_email", "good_faith")
SELECT 'review', v."id", 'Avis de ' || a."full_name" || ' sur ' || b."full_name", coalesce(v."comment", ''), v."reviewer_id", 'other',
       'Signalement antérieur au formulaire de signalement (sans explication).', NULL, NULL, false
FROM "reviews" v JOIN "profiles" a ON a."id" = v."reviewer_id" JOIN "profiles" b ON b."id" = v."reviewed_id"
WHERE v."reported";
