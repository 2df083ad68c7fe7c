-- Lottery tickets, slips (chases), per-key liability and settlement (issue 19, part 2;
-- docs/architecture.md "Lottery: tickets, liability, settlement").

-- An issue being settled: voids are refused from here on (they lock the same row), so a void
-- never lands between two chunks of a settlement.
ALTER TABLE "lottery_issues" DROP CONSTRAINT "lottery_issues_status_check";--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_status_check" CHECK ("status" in ('open', 'locked', 'drawn', 'held', 'settling', 'settled', 'void'));--> statement-breakpoint
ALTER TABLE "lottery_issues" DROP CONSTRAINT "lottery_issues_result_check";--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_result_check" CHECK (("status" in ('drawn', 'settling', 'settled')) = ("result" IS NOT NULL) OR "status" = 'void');--> statement-breakpoint
CREATE INDEX "lottery_issues_settle_idx" ON "lottery_issues" USING btree ("id") WHERE "status" in ('drawn', 'settling', 'void');--> statement-breakpoint

-- The brand's lottery risk settings (LotterySettings in modules/lottery/settings.ts), merged over
-- the defaults as house_settings is: a brand stores only what it changes.
ALTER TABLE "brands" ADD COLUMN "lottery_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint

-- A slip: the bets a player sent in one request, on one issue or (a chase) on the next `issues`
-- issues. Its whole cost is one wallet bet (transaction 'lottery-slip-<id>'); status 'placing'
-- until the wallet took it, 'taken' after. A placing slip is finished by the recovery job.
CREATE TABLE "lottery_slips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"lottery_game_id" integer NOT NULL REFERENCES "lottery_games"("id") ON DELETE CASCADE,
	"vendor_code" text NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"cost" bigint NOT NULL,
	"issues" integer NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"status" text DEFAULT 'placing' NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_slips_status_check" CHECK ("status" in ('placing', 'taken')),
	CONSTRAINT "lottery_slips_cost_check" CHECK ("cost" > 0 AND "issues" >= 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_member_request_key" ON "lottery_slips" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_slips_placing_idx" ON "lottery_slips" USING btree ("created_at") WHERE "status" = 'placing';--> statement-breakpoint

-- A ticket: one bet of a slip on one issue. Money back to the player other than a win (cancel,
-- void, a chase stopped by a win) is a wallet credit 'lottery-ticket-<id>-refund'; refund_paid_at
-- says it was answered, so a crash between the status change and the credit is finished later.
CREATE TABLE "lottery_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"slip_id" bigint NOT NULL REFERENCES "lottery_slips"("id") ON DELETE CASCADE,
	"bet_index" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"lottery_game_id" integer NOT NULL,
	"issue_id" bigint NOT NULL REFERENCES "lottery_issues"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"numbers" text[] NOT NULL,
	"units" integer NOT NULL,
	"lines" integer NOT NULL,
	"cost" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"refund_paid_at" timestamp with time zone,
	CONSTRAINT "lottery_tickets_status_check" CHECK ("status" in ('pending', 'won', 'lost', 'cancelled', 'refunded')),
	CONSTRAINT "lottery_tickets_amounts_check" CHECK ("cost" > 0 AND "payout" >= 0 AND "units" > 0 AND "lines" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_slip_issue_bet_key" ON "lottery_tickets" USING btree ("slip_id","issue_id","bet_index");--> statement-breakpoint
CREATE INDEX "lottery_tickets_issue_pending_idx" ON "lottery_tickets" USING btree ("issue_id","id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "lottery_tickets_issue_won_idx" ON "lottery_tickets" USING btree ("issue_id","member_id") WHERE "status" = 'won';--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_game_idx" ON "lottery_tickets" USING btree ("member_id","lottery_game_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_refund_due_idx" ON "lottery_tickets" USING btree ("id") WHERE "status" in ('cancelled', 'refunded') AND "refund_paid_at" IS NULL;--> statement-breakpoint

-- What an issue's pending tickets put at risk per key (engine exposureKey; '' = the issue's sum
-- of the tickets' maximum payouts). Written under a per-(issue, key) advisory lock, so concurrent
-- slips on the same keys are serialised and the cap holds.
CREATE TABLE "lottery_exposures" (
	"issue_id" bigint NOT NULL REFERENCES "lottery_issues"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lottery_exposures_pkey" PRIMARY KEY ("issue_id","key")
);--> statement-breakpoint

-- The lottery vendors' tickets are recorded by settlement (bet_ref the ticket, round_ref the
-- issue), like the house's rounds: their wallet messages record nothing.
CREATE OR REPLACE FUNCTION seamless_record_bets(p_vendor integer, p_member integer, p_round text, p_bet text, p_payout bigint)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
	v_count integer;
BEGIN
	INSERT INTO bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency,
		stake, valid_turnover, payout, placed_at)
	SELECT d.brand_id, d.member_id, seamless_bet_type(d.vendor_id, d.game_code), v.vassalage, d.game_code, d.round_id,
		d.member_id || ':' || d.transaction_id, b.currency, d.amount, bet_valid_turnover(d.amount, p_payout), p_payout,
		d.created_at
	FROM seamless_transactions d
	JOIN vendors v ON v.id = d.vendor_id AND v.adapter NOT IN ('house', 'lottery')
	JOIN brands b ON b.id = d.brand_id
	WHERE d.vendor_id = p_vendor AND d.member_id = p_member AND d.kind = 'debit' AND d.status = 'done'
		AND d.rolled_back_at IS NULL
		AND (CASE WHEN p_bet IS NULL THEN d.round_id = p_round ELSE d.transaction_id = p_bet END)
	ON CONFLICT (vendor_code, bet_ref) DO NOTHING;
	GET DIAGNOSTICS v_count = ROW_COUNT;
	RETURN v_count;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_credit_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_recorded integer := 0;
BEGIN
	IF NEW.bet_transaction_id IS NOT NULL THEN
		v_recorded := seamless_record_bets(NEW.vendor_id, NEW.member_id, NEW.round_id, NEW.bet_transaction_id, NEW.amount);
	ELSIF NEW.amount = 0 THEN
		-- A zero win ends its round: its open bets are lost.
		PERFORM seamless_record_bets(NEW.vendor_id, NEW.member_id, NEW.round_id, NULL, 0);
	END IF;
	IF v_recorded = 0 AND NEW.amount > 0 THEN
		INSERT INTO bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency,
			stake, valid_turnover, payout, placed_at)
		SELECT NEW.brand_id, NEW.member_id, seamless_bet_type(NEW.vendor_id, NEW.game_code), v.vassalage, NEW.game_code,
			NEW.round_id, 'win:' || NEW.id, b.currency, 0, 0, NEW.amount, NEW.created_at
		FROM vendors v JOIN brands b ON b.id = NEW.brand_id
		WHERE v.id = NEW.vendor_id AND v.adapter NOT IN ('house', 'lottery')
		ON CONFLICT (vendor_code, bet_ref) DO NOTHING;
	END IF;
	RETURN NULL;
END $$;
