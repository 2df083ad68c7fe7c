CREATE TABLE "game_favorites" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_launches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launches_mode_check" CHECK ("game_launches"."mode" in ('real', 'free'))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "adapter" text DEFAULT 'redirect' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "adapter_config" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_favorites_key" ON "game_favorites" USING btree ("member_id","game_id");--> statement-breakpoint
CREATE INDEX "game_favorites_member_idx" ON "game_favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_launches_member_idx" ON "game_launches" USING btree ("member_id","game_id","launched_at");--> statement-breakpoint
CREATE INDEX "game_launches_popular_idx" ON "game_launches" USING btree ("brand_id","launched_at");