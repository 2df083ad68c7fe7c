CREATE TABLE "game_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_sessions_mode_check" CHECK ("game_sessions"."mode" in ('real', 'free'))
);
--> statement-breakpoint
CREATE TABLE "house_fun_sessions" (
	"session" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"language" text NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_fun_sessions_balance_check" CHECK ("house_fun_sessions"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"fun_session" text,
	"mode" text NOT NULL,
	"vendor_code" text NOT NULL,
	"player_id" text DEFAULT '' NOT NULL,
	"game_code" text NOT NULL,
	"game_version" text NOT NULL,
	"request_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"jackpot_odds" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" jsonb,
	"payout" bigint,
	"jackpot_win" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint,
	"balance_after" bigint,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_status_check" CHECK ("house_rounds"."status" in ('pending', 'settled', 'cancelled')),
	CONSTRAINT "house_rounds_mode_check" CHECK ("house_rounds"."mode" in ('real', 'free')),
	CONSTRAINT "house_rounds_player_check" CHECK (("house_rounds"."member_id" is null) <> ("house_rounds"."fun_session" is null)),
	CONSTRAINT "house_rounds_stake_check" CHECK ("house_rounds"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"fun_session" text,
	"game_code" text NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"last_spin_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "house_seeds_player_check" CHECK (("house_seeds"."member_id" is null) <> ("house_seeds"."fun_session" is null))
);
--> statement-breakpoint
CREATE TABLE "seamless_players" (
	"player_id" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_players_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "house_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_fun_sessions" ADD CONSTRAINT "house_fun_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_fun_sessions" ADD CONSTRAINT "house_fun_sessions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_fun_sessions" ADD CONSTRAINT "house_fun_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_players" ADD CONSTRAINT "seamless_players_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_players" ADD CONSTRAINT "seamless_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_member_vendor_idx" ON "game_sessions" USING btree ("member_id","vendor_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_member_request_key" ON "house_rounds" USING btree ("brand_id","member_id","request_id") WHERE "house_rounds"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_fun_request_key" ON "house_rounds" USING btree ("fun_session","request_id") WHERE "house_rounds"."fun_session" is not null;--> statement-breakpoint
CREATE INDEX "house_rounds_member_idx" ON "house_rounds" USING btree ("member_id","game_code","id");--> statement-breakpoint
CREATE INDEX "house_rounds_fun_idx" ON "house_rounds" USING btree ("fun_session","id");--> statement-breakpoint
CREATE INDEX "house_rounds_pending_idx" ON "house_rounds" USING btree ("created_at") WHERE "house_rounds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_member_key" ON "house_seeds" USING btree ("brand_id","member_id","game_code") WHERE "house_seeds"."revealed_at" is null and "house_seeds"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_fun_key" ON "house_seeds" USING btree ("fun_session","game_code") WHERE "house_seeds"."revealed_at" is null and "house_seeds"."fun_session" is not null;--> statement-breakpoint
CREATE INDEX "house_seeds_member_idx" ON "house_seeds" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('transfer', 'agent_transfer', 'adjustment', 'bet', 'win', 'rollback', 'deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_paid', 'jackpot'));