CREATE TABLE "brand_game_types" (
	"brand_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"name_search" text NOT NULL,
	"game_classify" text DEFAULT '' NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"line_num" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"default_play_type" text DEFAULT '' NOT NULL,
	"image_path" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_min_bet_check" CHECK ("games"."min_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"display_name" text NOT NULL,
	"game_type" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"account_type_id" integer DEFAULT 0 NOT NULL,
	"account_type_name" text DEFAULT '' NOT NULL,
	"wallet_mode" text DEFAULT 'seamless' NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"large_icon" text DEFAULT '' NOT NULL,
	"small_icon" text DEFAULT '' NOT NULL,
	"h5_icon" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_wallet_mode_check" CHECK ("vendors"."wallet_mode" in ('seamless', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "brand_game_types" ADD CONSTRAINT "brand_game_types_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_game_types" ADD CONSTRAINT "brand_game_types_game_type_game_types_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."game_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_game_type_game_types_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."game_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_game_type_game_types_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."game_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_game_types_key" ON "brand_game_types" USING btree ("brand_id","game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_key" ON "games" USING btree ("vendor_id","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_brand_node_key" ON "games" USING btree ("brand_id","node_id");--> statement-breakpoint
CREATE INDEX "games_list_idx" ON "games" USING btree ("brand_id","game_type","enabled","sort_order","id");--> statement-breakpoint
CREATE INDEX "games_vendor_list_idx" ON "games" USING btree ("vendor_id","enabled","sort_order","id");--> statement-breakpoint
CREATE INDEX "games_name_search_idx" ON "games" USING btree ("brand_id","name_search" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_brand_vassalage_key" ON "vendors" USING btree ("brand_id","vassalage");