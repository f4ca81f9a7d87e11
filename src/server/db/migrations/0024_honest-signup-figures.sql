ALTER TABLE "community_managers" ALTER COLUMN "remote_ok" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "user_skills" ALTER COLUMN "proficiency_level" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_skills" ALTER COLUMN "proficiency_level" DROP NOT NULL;