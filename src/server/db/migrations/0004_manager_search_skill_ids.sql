ALTER TABLE "manager_search" ADD COLUMN "skill_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "manager_search_skills_idx" ON "manager_search" USING gin ("skill_ids");