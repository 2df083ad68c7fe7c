-- money_bounds (issue 17): every amount the ledger accepts is bounded far below 2^53 minor units
-- (modules/wallet/bounds.ts): one posting moves at most 10^13, a player-owned balance holds at
-- most 10^13, any other account stays within ±10^15. CHECK constraints, so every path that
-- writes a balance (ledger_post, ledger_post_batch, the seamless result and house settle
-- statements) is bounded; NOT VALID leaves rows written before the bound alone.
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_balance_ceiling_check" CHECK ("ledger_accounts"."kind" not in ('player_main', 'player_vendor', 'player_held') or "ledger_accounts"."balance" <= 10000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_ceiling_check" CHECK ("ledger_accounts"."balance" between -1000000000000000 and 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_amount_ceiling_check" CHECK ("ledger_postings"."amount" between -10000000000000 and 10000000000000) NOT VALID;
--> statement-breakpoint
-- The two-person rule over a window (issue 17, admin/adjustment-window.ts): a request stored
-- because its creator's adjustments to the member over 24 h reached the threshold needs two
-- approvals although its own amount is below it; every earlier request was at or above it.
ALTER TABLE "adjustment_requests" ADD COLUMN "approvals_required" smallint DEFAULT 2 NOT NULL;
--> statement-breakpoint
-- Callback replays (issue 17, deposits/callbacks.ts): the signature of every applied payment
-- callback, claimed with the callback's effect; a second delivery of the same signature applies nothing.
CREATE TABLE "deposit_callback_signatures" (
	"provider" text NOT NULL,
	"signature_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_callback_signatures_provider_signature_hash_pk" PRIMARY KEY("provider","signature_hash")
);
