-- The record of all bets written by its settling transactions, the summaries of the agent
-- reports and their consumer (issue 18; docs/architecture.md "Record of all bets and the event
-- stream (issue 18)").
--
-- valid_turnover: a bet's stake, except a bet paid back exactly its stake (a push: payout =
-- stake) counts 0, and a row carrying only a late win (stake 0) counts 0.

-- The one rule of valid turnover, used by every writer and the backfill.
CREATE FUNCTION bet_valid_turnover(p_stake bigint, p_payout bigint)
RETURNS bigint
LANGUAGE sql
IMMUTABLE
AS $$ SELECT CASE WHEN p_payout = p_stake THEN 0 ELSE p_stake END $$;
--> statement-breakpoint

-- House games: house_settle_batch() (migration 0022) also writes the bet_records rows of the
-- real-money rounds it settles, in the same statement (free play never lands there).
CREATE OR REPLACE FUNCTION house_settle_batch(p_rounds jsonb, p_shares jsonb)
RETURNS TABLE (id bigint)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
#variable_conflict use_column
DECLARE
	n integer := jsonb_array_length(p_rounds);
	v_refused text;
BEGIN
	IF jsonb_array_length(p_shares) > 0 THEN
		SELECT string_agg(b.outcome || coalesce(' ' || b.detail, ''), ', ') INTO v_refused
		FROM ledger_post_batch(p_shares) AS b
		WHERE b.outcome NOT IN ('posted', 'taken');
		IF v_refused IS NOT NULL THEN
			RAISE EXCEPTION 'house settle batch: a pool share was %', v_refused USING ERRCODE = 'HSB01';
		END IF;
	END IF;
	RETURN QUERY
	WITH settled AS (
		UPDATE house_rounds r SET status = 'settled', outcome = i.outcome, payout = i.payout, jackpot_win = i.jackpot_win,
			balance_before = i.balance_before, balance_after = i.balance_after, settled_at = i.at, claimed_until = NULL
		FROM (
			SELECT * FROM jsonb_to_recordset(p_rounds) AS x(id bigint, outcome jsonb, payout bigint, jackpot_win bigint,
				balance_before bigint, balance_after bigint, at timestamptz)
			LIMIT n
		) AS i
		WHERE r.id = i.id AND r.status = 'pending'
		RETURNING r.id, r.brand_id, r.member_id, r.mode, r.vendor_code, r.game_code, r.stake, r.payout, r.created_at,
			r.settled_at
	), recorded AS (
		INSERT INTO bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency,
			stake, valid_turnover, payout, placed_at, settled_at)
		SELECT s.brand_id, s.member_id, coalesce(g.game_type, v.game_type, 'RNG'), s.vendor_code, s.game_code,
			s.id::text, s.id::text, b.currency, s.stake, bet_valid_turnover(s.stake, s.payout), s.payout, s.created_at,
			s.settled_at
		FROM settled s
		JOIN brands b ON b.id = s.brand_id
		LEFT JOIN vendors v ON v.brand_id = s.brand_id AND v.vassalage = s.vendor_code
		LEFT JOIN games g ON g.vendor_id = v.id AND g.game_code = s.game_code
		WHERE s.mode = 'real' AND s.member_id IS NOT NULL
		ON CONFLICT (vendor_code, bet_ref) DO NOTHING
	)
	SELECT s.id FROM settled s;
END;
$$;
--> statement-breakpoint

-- Seamless vendors: the wallet takes a bet, its win, its rollback and the end of its round as
-- separate messages (modules/seamless/wallet.ts, and seamless_result_batch() for the plain case),
-- so the record is written by the message that settles the bet, in that message's statement:
--   * a win (credit, done) naming a finished bet records it with the win as payout;
--   * a win naming no bet, or a bet not finished or already recorded, records a win-only row
--     (stake 0, bet_ref 'win:<id>'), so the sums stay exact whatever the order of arrival;
--   * the end of a round (seamless_closed_rounds, also a zero win) records its finished bets not
--     recorded yet as lost (payout 0);
--   * a bet finished after its win arrived (born won) records its stake with payout 0.
-- A rolled-back bet is never recorded. The house vendor's games also move money through this
-- wallet, but their record is house_settle_batch()'s (round_ref the round), so vendors of the
-- 'house' adapter are skipped here. bet_ref is '<member id>:<vendor transaction id>' (a
-- vendor's transaction ids are unique per player only).
CREATE FUNCTION seamless_bet_type(p_vendor integer, p_game text)
RETURNS text
LANGUAGE sql
STABLE
AS $$
	SELECT coalesce((SELECT g.game_type FROM games g WHERE g.vendor_id = p_vendor AND g.game_code = p_game),
		(SELECT v.game_type FROM vendors v WHERE v.id = p_vendor), '')
$$;
--> statement-breakpoint
CREATE FUNCTION seamless_record_bets(p_vendor integer, p_member integer, p_round text, p_bet text, p_payout bigint)
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
	JOIN vendors v ON v.id = d.vendor_id AND v.adapter <> 'house'
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
CREATE FUNCTION seamless_credit_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
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
		WHERE v.id = NEW.vendor_id AND v.adapter <> 'house'
		ON CONFLICT (vendor_code, bet_ref) DO NOTHING;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION seamless_born_won_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM seamless_record_bets(NEW.vendor_id, NEW.member_id, NEW.round_id, NEW.transaction_id, 0);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION seamless_round_closed_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM seamless_record_bets(NEW.vendor_id, NEW.member_id, NEW.round_id, NULL, 0);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "seamless_credit_insert_recorded" AFTER INSERT ON "seamless_transactions"
	FOR EACH ROW WHEN (NEW.kind = 'credit' AND NEW.status = 'done') EXECUTE FUNCTION seamless_credit_recorded();--> statement-breakpoint
CREATE TRIGGER "seamless_credit_update_recorded" AFTER UPDATE OF "status" ON "seamless_transactions"
	FOR EACH ROW WHEN (NEW.kind = 'credit' AND NEW.status = 'done' AND OLD.status <> 'done')
	EXECUTE FUNCTION seamless_credit_recorded();--> statement-breakpoint
CREATE TRIGGER "seamless_born_won_insert_recorded" AFTER INSERT ON "seamless_transactions"
	FOR EACH ROW WHEN (NEW.kind = 'debit' AND NEW.status = 'done' AND NEW.won_at IS NOT NULL)
	EXECUTE FUNCTION seamless_born_won_recorded();--> statement-breakpoint
CREATE TRIGGER "seamless_born_won_update_recorded" AFTER UPDATE OF "status" ON "seamless_transactions"
	FOR EACH ROW WHEN (NEW.kind = 'debit' AND NEW.status = 'done' AND OLD.status <> 'done' AND NEW.won_at IS NOT NULL)
	EXECUTE FUNCTION seamless_born_won_recorded();--> statement-breakpoint
CREATE TRIGGER "seamless_round_closed_recorded" AFTER INSERT ON "seamless_closed_rounds"
	FOR EACH ROW EXECUTE FUNCTION seamless_round_closed_recorded();--> statement-breakpoint

-- Every new member (trial accounts aside) is an event of the stream: new members per team and day
-- come from it, whichever path created the member (registration, an agent, an operator).
CREATE FUNCTION member_registered_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO events (kind, brand_id, member_id) VALUES ('member.registered', NEW.brand_id, NEW.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_registered_event" AFTER INSERT ON "members"
	FOR EACH ROW WHEN (NEW.type <> 4) EXECUTE FUNCTION member_registered_event();--> statement-breakpoint

-- Summaries, kept by the 'reports' consumers (modules/agents/reports-consumer.ts) from
-- bet_records and events. Days and hours are the brand's business clock (brands.time_zone),
-- stored as local wall-clock timestamps. A bet counts for the ancestors its member had when the
-- consumer applied it: history stays with the upline of the time (an operator move changes the
-- future, not the past).
-- Per member and business day.
CREATE TABLE "member_day_figures" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"brand_id" integer NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_figures_pk" PRIMARY KEY("member_id","day")
);--> statement-breakpoint
-- Per member, business day and game type (the bets only).
CREATE TABLE "member_game_day_figures" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"brand_id" integer NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_game_day_figures_pk" PRIMARY KEY("member_id","day","game_type")
);--> statement-breakpoint
-- Per team (ancestor, itself included at depth 0) and period: grain 'h' (hours, only for the last
-- two days: today's chart), 'd' (business day), 'w' (week from Monday), 'm' (calendar month);
-- "at" is the period's local start. active_players: distinct members who bet in the period
-- (member_active_periods decides the first bet of each); new_members: the downline registered in
-- the period (the ancestor itself not counted).
CREATE TABLE "team_figures" (
	"ancestor_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"grain" "char" NOT NULL,
	"at" timestamp NOT NULL,
	"brand_id" integer NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"active_players" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_figures_pk" PRIMARY KEY("ancestor_id","grain","at"),
	CONSTRAINT "team_figures_grain_check" CHECK ("grain" in ('h', 'd', 'w', 'm'))
);--> statement-breakpoint
CREATE TABLE "member_active_periods" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"grain" "char" NOT NULL,
	"at" timestamp NOT NULL,
	CONSTRAINT "member_active_periods_pk" PRIMARY KEY("member_id","grain","at")
);--> statement-breakpoint
CREATE INDEX "member_active_periods_grain_idx" ON "member_active_periods" USING btree ("grain","at","member_id");--> statement-breakpoint

-- Backfill: the rounds and bets settled before this migration (their txid is this migration's,
-- so the consumers read them as one more transaction of the stream).
INSERT INTO bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency, stake,
	valid_turnover, payout, placed_at, settled_at)
SELECT r.brand_id, r.member_id, coalesce(g.game_type, v.game_type, 'RNG'), r.vendor_code, r.game_code, r.id::text,
	r.id::text, b.currency, r.stake, bet_valid_turnover(r.stake, r.payout), r.payout, r.created_at, r.settled_at
FROM house_rounds r
JOIN brands b ON b.id = r.brand_id
LEFT JOIN vendors v ON v.brand_id = r.brand_id AND v.vassalage = r.vendor_code
LEFT JOIN games g ON g.vendor_id = v.id AND g.game_code = r.game_code
WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
ORDER BY r.id
ON CONFLICT (vendor_code, bet_ref) DO NOTHING;--> statement-breakpoint
INSERT INTO bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency, stake,
	valid_turnover, payout, placed_at, settled_at)
SELECT d.brand_id, d.member_id, seamless_bet_type(d.vendor_id, d.game_code), v.vassalage, d.game_code, d.round_id,
	d.member_id || ':' || d.transaction_id, b.currency, d.amount, bet_valid_turnover(d.amount, coalesce(w.amount, 0)),
	coalesce(w.amount, 0), d.created_at, coalesce(w.created_at, c.closed_at, d.created_at)
FROM seamless_transactions d
JOIN vendors v ON v.id = d.vendor_id AND v.adapter <> 'house'
JOIN brands b ON b.id = d.brand_id
LEFT JOIN LATERAL (
	SELECT sum(x.amount)::bigint AS amount, max(x.created_at) AS created_at FROM seamless_transactions x
	WHERE x.vendor_id = d.vendor_id AND x.member_id = d.member_id AND x.kind = 'credit' AND x.status = 'done'
		AND x.bet_transaction_id = d.transaction_id
) w ON true
LEFT JOIN seamless_closed_rounds c ON c.vendor_id = d.vendor_id AND c.member_id = d.member_id AND c.round_id = d.round_id
WHERE d.kind = 'debit' AND d.status = 'done' AND d.rolled_back_at IS NULL
	AND (w.amount IS NOT NULL OR c.round_id IS NOT NULL OR d.won_at IS NOT NULL)
ORDER BY d.id
ON CONFLICT (vendor_code, bet_ref) DO NOTHING;--> statement-breakpoint
INSERT INTO bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency, stake,
	valid_turnover, payout, placed_at, settled_at)
SELECT x.brand_id, x.member_id, seamless_bet_type(x.vendor_id, x.game_code), v.vassalage, x.game_code, x.round_id,
	'win:' || x.id, b.currency, 0, 0, x.amount, x.created_at, x.created_at
FROM seamless_transactions x
JOIN vendors v ON v.id = x.vendor_id AND v.adapter <> 'house'
JOIN brands b ON b.id = x.brand_id
WHERE x.kind = 'credit' AND x.status = 'done' AND x.amount > 0
	AND NOT exists (SELECT 1 FROM seamless_transactions d WHERE d.vendor_id = x.vendor_id AND d.member_id = x.member_id
		AND d.kind = 'debit' AND d.status = 'done' AND d.rolled_back_at IS NULL AND d.transaction_id = x.bet_transaction_id)
ORDER BY x.id
ON CONFLICT (vendor_code, bet_ref) DO NOTHING;--> statement-breakpoint
INSERT INTO events (kind, brand_id, member_id, created_at)
SELECT 'member.registered', m.brand_id, m.id, m.created_at FROM members m WHERE m.type <> 4 ORDER BY m.id;
