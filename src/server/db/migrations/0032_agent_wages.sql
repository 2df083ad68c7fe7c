-- Agent wages and dividends (issue 18, docs/architecture.md "Agent wages and dividends"): what the
-- settlement jobs paid, one row per kind, period, payee and part, and each settled period.

-- The brand's expense account the platform pays top agents from (system kind: may go negative),
-- and the ledger transaction kind of a wage, salary or dividend payment.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_main', 'player_vendor', 'player_held', 'house', 'bonus', 'payment_clearing', 'jackpot_pool', 'agent_expense'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('transfer', 'agent_transfer', 'adjustment', 'bet', 'win', 'rollback', 'deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_paid', 'jackpot', 'agent_wage'));--> statement-breakpoint

-- One row per payment decision: written in the same database transaction as its ledger
-- transaction, so "row exists" means "paid" and a re-run skips it. Periods where nothing is due
-- (amount 0) are rows too: a dividend's carry_over (<= 0) is read by the next cycle.
-- part: '' for one-figure kinds; real-time wages pay 'win' (profit wages) and 'loss' separately.
-- payer_id null: the platform. platform_covered: what the platform paid of a child's payout
-- because the parent's wallet could not cover it (docs: "When a parent cannot pay").
CREATE TABLE "agent_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"kind" text NOT NULL,
	"part" text DEFAULT '' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payee_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"payer_id" integer REFERENCES "members"("id") ON DELETE SET NULL,
	"contract_id" integer NOT NULL,
	"currency" text NOT NULL,
	"basis" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"carry_over" bigint DEFAULT 0 NOT NULL,
	"platform_covered" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"ledger_transaction_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payouts_kind_check" CHECK ("kind" in ('daily', 'hourly', 'realtime', 'dividend')),
	CONSTRAINT "agent_payouts_part_check" CHECK ("part" in ('', 'win', 'loss')),
	CONSTRAINT "agent_payouts_amounts_check" CHECK ("amount" >= 0 AND "platform_covered" >= 0 AND "platform_covered" <= "amount" AND "carry_over" <= 0 AND "rate_bp" BETWEEN 0 AND 10000)
);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_once_key" ON "agent_payouts" USING btree ("brand_id","kind","part","period_start","payee_id");--> statement-breakpoint
CREATE INDEX "agent_payouts_payee_idx" ON "agent_payouts" USING btree ("payee_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_payouts_payer_idx" ON "agent_payouts" USING btree ("payer_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_payouts_brand_period_idx" ON "agent_payouts" USING btree ("brand_id","kind","period_start");--> statement-breakpoint

-- A period every payout of which is done: the jobs catch up on periods missing here (a process
-- down at the time), and a period that crashed half way is settled again (the rows skip what was paid).
CREATE TABLE "agent_wage_periods" (
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payouts" integer NOT NULL,
	"amount" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_wage_periods_pk" PRIMARY KEY("brand_id","kind","period_start")
);
