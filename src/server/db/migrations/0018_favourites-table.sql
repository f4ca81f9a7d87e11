CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"manager_id" uuid,
	"mission_id" uuid,
	"mission_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_one_target_check" CHECK (("favourites"."manager_id" IS NULL) <> ("favourites"."mission_id" IS NULL)),
	CONSTRAINT "favourites_mission_title_check" CHECK (("favourites"."mission_id" IS NULL) = ("favourites"."mission_title" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_manager_id_profiles_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_manager_idx" ON "favourites" USING btree ("user_id","manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_mission_idx" ON "favourites" USING btree ("user_id","mission_id");--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_manager_idx" ON "favourites" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "favourites_mission_idx" ON "favourites" USING btree ("mission_id");