-- Lottery games, issues and results (issue 19, docs/architecture.md "Lottery: games, issues and
-- results"). A lottery game is a catalogue game (games.id) with a draw format and a schedule; an
-- issue is one draw of it (numero), moved open -> locked -> drawn | held -> settled, or void.

-- kind 'real': a state draw whose results operators enter from two sources (draw_time of day in
-- time_zone, on draw_days: Sunday 1 .. Saturday 7). kind 'house': a provably fair fast draw every
-- interval_seconds (60, 180 or 300), numbered within the local day of time_zone.
CREATE TABLE "lottery_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"format" text NOT NULL,
	"kind" text NOT NULL,
	"menu_tag" text NOT NULL,
	"prize_mode" text NOT NULL,
	"time_zone" text NOT NULL,
	"draw_days" smallint[] DEFAULT '{1,2,3,4,5,6,7}' NOT NULL,
	"draw_time" text,
	"interval_seconds" integer,
	"lock_seconds" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_format_check" CHECK ("format" in ('XSMB', 'SEA4D')),
	CONSTRAINT "lottery_games_prize_mode_check" CHECK ("prize_mode" in ('LOTT', 'ELOTT', 'SEA')),
	CONSTRAINT "lottery_games_schedule_check" CHECK (("kind" = 'real' AND "draw_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "interval_seconds" IS NULL AND cardinality("draw_days") > 0 AND "draw_days" <@ '{1,2,3,4,5,6,7}'::smallint[]) OR ("kind" = 'house' AND "draw_time" IS NULL AND "interval_seconds" in (60, 180, 300))),
	CONSTRAINT "lottery_games_lock_check" CHECK ("lock_seconds" >= 0 AND ("interval_seconds" IS NULL OR "lock_seconds" < "interval_seconds"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_brand_code_key" ON "lottery_games" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_game_key" ON "lottery_games" USING btree ("game_id");--> statement-breakpoint

-- One draw. opens_at is the previous draw's time (betting opens once it has drawn); locks_at =
-- draws_at - lock_seconds. House issues carry the server seed's commitment from creation; the
-- seed itself is served only once seed_revealed_at is set (after the draw). result is the
-- confirmed board (every tier, DRAW_FORMATS); held_tiers the tiers two sources disagree on.
CREATE TABLE "lottery_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"lottery_game_id" integer NOT NULL REFERENCES "lottery_games"("id") ON DELETE CASCADE,
	"numero" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"locks_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"server_seed" text,
	"commitment" text,
	"client_seed" text,
	"seed_revealed_at" timestamp with time zone,
	"result" jsonb,
	"held_tiers" text[],
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"void_reason" text,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_issues_status_check" CHECK ("status" in ('open', 'locked', 'drawn', 'held', 'settled', 'void')),
	CONSTRAINT "lottery_issues_times_check" CHECK ("opens_at" <= "locks_at" AND "locks_at" <= "draws_at"),
	CONSTRAINT "lottery_issues_result_check" CHECK (("status" in ('drawn', 'settled')) = ("result" IS NOT NULL) OR "status" = 'void'),
	CONSTRAINT "lottery_issues_held_check" CHECK (("status" = 'held') = ("held_tiers" IS NOT NULL) OR "status" = 'void'),
	CONSTRAINT "lottery_issues_seed_check" CHECK (("server_seed" IS NULL) = ("commitment" IS NULL) AND ("commitment" IS NULL) = ("client_seed" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_game_numero_key" ON "lottery_issues" USING btree ("lottery_game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_issues_game_draws_idx" ON "lottery_issues" USING btree ("lottery_game_id","draws_at");--> statement-breakpoint
-- The jobs' work: issues still to lock or draw, by time.
CREATE INDEX "lottery_issues_pending_idx" ON "lottery_issues" USING btree ("draws_at") WHERE "status" in ('open', 'locked');--> statement-breakpoint

-- A real draw's result as one source gave it (an operator typing it, or an import naming its
-- source). One row per issue and source: a repeat of the same entry stores nothing.
CREATE TABLE "lottery_result_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"issue_id" bigint NOT NULL REFERENCES "lottery_issues"("id") ON DELETE CASCADE,
	"source" text NOT NULL,
	"operator_id" integer REFERENCES "operators"("id") ON DELETE SET NULL,
	"operator" text NOT NULL,
	"result" jsonb NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_result_entries_issue_source_key" ON "lottery_result_entries" USING btree ("issue_id","source");
