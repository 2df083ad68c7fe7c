-- game_tokens_die_with_session (issue 17): a game token lives only while the platform session
-- that launched it does. game_sessions.member_session_id names that session; member_sessions
-- gets idle_until (last_seen_at + SESSION_IDLE_MINUTES, written with it) so the database alone
-- can tell an idle session from a live one, in every server process and with no cache.
-- bet_session_alive() is the one definition of "the player may bet at this vendor now", used by
-- the bet gates in modules/seamless/queries.ts and by seamless_result_batch (whose gate is the
-- only line changed from migration 0021). Tokens issued before this migration are tied to their
-- member's newest live session; a token whose member has none is dead, as its session is.
ALTER TABLE "member_sessions" ADD COLUMN "idle_until" timestamp with time zone;--> statement-breakpoint
-- The default idle limit (SESSION_IDLE_MINUTES, 60); the next touch of a session writes its own.
UPDATE "member_sessions" SET "idle_until" = "last_seen_at" + interval '60 minutes';--> statement-breakpoint
ALTER TABLE "member_sessions" ALTER COLUMN "idle_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "member_session_id" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_session_id_member_sessions_id_fk" FOREIGN KEY ("member_session_id") REFERENCES "public"."member_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "game_sessions" gs SET "member_session_id" = (
	SELECT ms.id FROM member_sessions ms
	WHERE ms.member_id = gs.member_id AND ms.revoked_at IS NULL AND ms.expires_at > now()
	ORDER BY ms.id DESC LIMIT 1)
WHERE gs.expires_at > now();--> statement-breakpoint
-- A live real-mode game session of the member at the vendor whose platform session is alive:
-- not revoked (logout, new login, password change or reset), not idle, not past its end.
CREATE FUNCTION bet_session_alive(p_member integer, p_vendor integer, p_at timestamptz)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
	SELECT exists (
		SELECT 1 FROM game_sessions s
		JOIN member_sessions ms ON ms.id = s.member_session_id
		WHERE s.member_id = p_member AND s.vendor_id = p_vendor AND s.expires_at > p_at AND s.mode = 'real'
			AND ms.revoked_at IS NULL AND ms.expires_at > p_at AND ms.idle_until > p_at)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_result_batch(p_items jsonb)
RETURNS TABLE (
	ord integer,
	outcome text,
	bet_id bigint,
	win_id bigint,
	bet_balance bigint,
	balance bigint
)
LANGUAGE plpgsql
-- Every table access here is a lookup by key, so never a sequential scan: PL/pgSQL keeps each
-- statement's plan for the connection's life, and a plan made while the tables were small (a
-- new database) chose sequential scans that then read ever bigger tables.
SET enable_seqscan = off
AS $$
#variable_conflict use_column
DECLARE
	n integer := jsonb_array_length(p_items);
	-- per item, at index ord + 1
	i_currency text[];
	i_at timestamptz[];
	i_win boolean[];
	i_stake bigint[];
	i_player bigint[];
	r_state text[];
	r_bet_id bigint[];
	r_win_id bigint[];
	r_bet_balance bigint[];
	r_balance bigint[];
	-- the locked accounts, ascending id
	a_id bigint[];
	a_kind text[];
	a_balance bigint[];
	-- the items taken at step 2, by ord ascending; those whose bet is taken; those with a win
	c_ord integer[];
	t_ord integer[] := '{}';
	w_ord integer[] := '{}';
	-- what the postings answered, in the order posted
	p_outcome text[];
	p_ledger bigint[];
	p_after bigint[];
	-- the rows to write, per item at index ord + 1
	r_bet_status text[];
	r_bet_ledger bigint[];
	r_bet_answer jsonb[];
	r_bet_won timestamptz[];
	r_win_ledger bigint[];
	r_win_answer jsonb[];
	v_inserted integer;
	v_k integer;
	v_o integer;
	v_p integer;
	v_pos integer;
BEGIN
	IF n IS NULL OR n = 0 THEN
		RETURN;
	END IF;
	SELECT array_agg(x.currency ORDER BY x.ord), array_agg(x.at ORDER BY x.ord),
		array_agg(x.win_txn IS NOT NULL ORDER BY x.ord), array_agg(x.bet_amount ORDER BY x.ord),
		array_agg((x.bet_ledger->'l'->0->>0)::bigint ORDER BY x.ord)
	INTO i_currency, i_at, i_win, i_stake, i_player
	FROM jsonb_to_recordset(p_items) AS x(ord integer, currency text, at timestamptz, win_txn text, bet_amount bigint,
		bet_ledger jsonb);
	IF (SELECT array_agg((x.item->>'ord')::integer ORDER BY (x.item->>'ord')::integer)
			FROM jsonb_array_elements(p_items) AS x(item))
		IS DISTINCT FROM (SELECT array_agg(g ORDER BY g) FROM generate_series(0, n - 1) AS g)
		OR (SELECT count(DISTINCT u.account) FROM unnest(i_player) AS u(account)) <> n THEN
		RAISE EXCEPTION 'seamless result batch: ord must be 0..% each once, one item per player', n - 1
			USING ERRCODE = 'SRB01';
	END IF;
	r_state := array_fill('slow'::text, ARRAY[n]);
	r_bet_id := array_fill(NULL::bigint, ARRAY[n]);
	r_win_id := array_fill(NULL::bigint, ARRAY[n]);
	r_bet_balance := array_fill(NULL::bigint, ARRAY[n]);
	r_balance := array_fill(NULL::bigint, ARRAY[n]);
	r_bet_status := array_fill(NULL::text, ARRAY[n]);
	r_bet_ledger := array_fill(NULL::bigint, ARRAY[n]);
	r_bet_answer := array_fill(NULL::jsonb, ARRAY[n]);
	r_bet_won := array_fill(NULL::timestamptz, ARRAY[n]);
	r_win_ledger := array_fill(NULL::bigint, ARRAY[n]);
	r_win_answer := array_fill(NULL::jsonb, ARRAY[n]);

	-- 1. Lock every account named, in ascending id order, and read the balances.
	SELECT array_agg(DISTINCT (l.leg->>0)::bigint) INTO a_id
	FROM jsonb_array_elements(p_items) AS x(item),
		jsonb_array_elements(coalesce(x.item->'bet_ledger'->'l', '[]'::jsonb)
			|| coalesce(x.item->'win_ledger'->'l', '[]'::jsonb)) AS l(leg);
	SELECT array_agg(a.id ORDER BY a.id), array_agg(a.kind ORDER BY a.id), array_agg(a.balance ORDER BY a.id)
	INTO a_id, a_kind, a_balance
	FROM (
		SELECT la.id, la.kind, la.balance FROM ledger_accounts la
		WHERE la.id = ANY (a_id)
		ORDER BY la.id FOR NO KEY UPDATE
	) a;

	-- 2. The items that may be taken now (the LIMIT tells the planner the item count, so it looks
	-- each item up by index: see recordset() in db/statement-batch.ts).
	SELECT array_agg(i.ord ORDER BY i.ord) INTO c_ord
	FROM (
		SELECT * FROM jsonb_to_recordset(p_items) AS x(ord integer, vendor_id integer, member_id integer,
			round_id text, at timestamptz, bet_txn text, bet_amount bigint, win_txn text)
		LIMIT n
	) AS i
	WHERE i.bet_amount > 0
		AND exists (SELECT 1 FROM members m WHERE m.id = i.member_id AND NOT m.disabled)
		AND bet_session_alive(i.member_id, i.vendor_id, i.at)
		AND NOT exists (SELECT 1 FROM seamless_closed_rounds c WHERE c.vendor_id = i.vendor_id
			AND c.member_id = i.member_id AND c.round_id = i.round_id)
		AND NOT exists (SELECT 1 FROM seamless_transactions b WHERE b.vendor_id = i.vendor_id
			AND b.member_id = i.member_id AND b.transaction_id = i.bet_txn)
		AND (i.win_txn IS NULL OR NOT exists (SELECT 1 FROM seamless_transactions w
			WHERE w.vendor_id = i.vendor_id AND w.member_id = i.member_id AND w.transaction_id = i.win_txn));
	IF c_ord IS NULL THEN
		RETURN QUERY SELECT s.o, 'slow'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint
			FROM generate_series(0, n - 1) AS s(o) ORDER BY s.o;
		RETURN;
	END IF;

	-- 3. Decide each bet against its player's locked balance (the ledger's guard of player
	-- accounts); the rows' ids are drawn in the order the messages would have taken them.
	FOR v_k IN 1..cardinality(c_ord) LOOP
		v_o := c_ord[v_k] + 1;
		v_pos := array_position(a_id, i_player[v_o]);
		IF v_pos IS NULL OR a_kind[v_pos] <> 'player_main' THEN
			RAISE EXCEPTION 'seamless result batch: a bet does not start with a player''s main account'
				USING ERRCODE = 'SRB01';
		END IF;
		r_bet_id[v_o] := nextval('seamless_transactions_id_seq');
		IF a_balance[v_pos] < i_stake[v_o] THEN
			r_state[v_o] := 'refused';
			r_balance[v_o] := a_balance[v_pos];
			r_bet_status[v_o] := 'refused';
			r_bet_answer[v_o] := jsonb_build_object('status', 'ERROR', 'code', 'INSUFFICIENT_FUNDS',
				'balance', a_balance[v_pos]::text);
		ELSE
			t_ord := t_ord || c_ord[v_k];
			IF i_win[v_o] THEN
				w_ord := w_ord || c_ord[v_k];
				r_win_id[v_o] := nextval('seamless_transactions_id_seq');
			END IF;
		END IF;
	END LOOP;

	IF cardinality(t_ord) > 0 THEN
		-- 4. Post every taken bet, each followed by its win, in one call.
		SELECT array_agg(b.outcome ORDER BY b.ord), array_agg(b.transaction_id ORDER BY b.ord),
			array_agg(b.balances_after[1] ORDER BY b.ord)
		INTO p_outcome, p_ledger, p_after
		FROM ledger_post_batch((
			SELECT jsonb_agg(e.entry ORDER BY e.o, e.what)
			FROM (
				SELECT (x.item->>'ord')::integer AS o, 1 AS what, x.item->'bet_ledger' AS entry
				FROM jsonb_array_elements(p_items) AS x(item)
				WHERE (x.item->>'ord')::integer = ANY (t_ord)
				UNION ALL
				SELECT (x.item->>'ord')::integer, 2, x.item->'win_ledger'
				FROM jsonb_array_elements(p_items) AS x(item)
				WHERE (x.item->>'ord')::integer = ANY (w_ord)
			) e
		)) AS b;

		v_p := 1;
		FOR v_k IN 1..cardinality(t_ord) LOOP
			v_o := t_ord[v_k] + 1;
			IF p_outcome[v_p] IS DISTINCT FROM 'posted' THEN
				RAISE EXCEPTION 'seamless result batch: a bet was %', p_outcome[v_p] USING ERRCODE = 'SRB01';
			END IF;
			r_state[v_o] := 'done';
			r_bet_balance[v_o] := p_after[v_p];
			r_balance[v_o] := p_after[v_p];
			r_bet_status[v_o] := 'done';
			r_bet_ledger[v_o] := p_ledger[v_p];
			r_bet_answer[v_o] := jsonb_build_object('status', 'OK', 'balance', p_after[v_p]::text,
				'currency', i_currency[v_o], 'walletTransactionId', r_bet_id[v_o]::text);
			v_p := v_p + 1;
			IF i_win[v_o] THEN
				IF p_outcome[v_p] IS DISTINCT FROM 'posted' THEN
					RAISE EXCEPTION 'seamless result batch: a win was %', p_outcome[v_p] USING ERRCODE = 'SRB01';
				END IF;
				r_balance[v_o] := p_after[v_p];
				r_bet_won[v_o] := i_at[v_o];
				r_win_ledger[v_o] := p_ledger[v_p];
				r_win_answer[v_o] := jsonb_build_object('status', 'OK', 'balance', p_after[v_p]::text,
					'currency', i_currency[v_o], 'walletTransactionId', r_win_id[v_o]::text);
				v_p := v_p + 1;
			END IF;
		END LOOP;
	END IF;

	-- 5. Write the rows finished, and close the rounds of the taken items.
	WITH i AS (
		SELECT * FROM jsonb_to_recordset(p_items) AS x(ord integer, brand_id integer, vendor_id integer,
			member_id integer, round_id text, game_code text, request_id text, bet_txn text, bet_amount bigint,
			bet_hash text, win_txn text, win_amount bigint, win_hash text)
		LIMIT n
	)
	INSERT INTO seamless_transactions (id, brand_id, vendor_id, member_id, transaction_id, kind, round_id,
		bet_transaction_id, game_code, request_id, amount, content_hash, status, ledger_transaction_id, answer, won_at)
	OVERRIDING SYSTEM VALUE
	SELECT r_bet_id[i.ord + 1], i.brand_id, i.vendor_id, i.member_id, i.bet_txn, 'debit', i.round_id, NULL,
		i.game_code, i.request_id, i.bet_amount, i.bet_hash, r_bet_status[i.ord + 1], r_bet_ledger[i.ord + 1],
		r_bet_answer[i.ord + 1], r_bet_won[i.ord + 1]
	FROM i WHERE r_bet_id[i.ord + 1] IS NOT NULL
	UNION ALL
	SELECT r_win_id[i.ord + 1], i.brand_id, i.vendor_id, i.member_id, i.win_txn, 'credit', i.round_id, i.bet_txn,
		i.game_code, i.request_id, i.win_amount, i.win_hash, 'done', r_win_ledger[i.ord + 1], r_win_answer[i.ord + 1],
		NULL
	FROM i WHERE r_win_id[i.ord + 1] IS NOT NULL
	ORDER BY 1
	ON CONFLICT DO NOTHING;
	GET DIAGNOSTICS v_inserted = ROW_COUNT;
	IF v_inserted <> cardinality(c_ord) + cardinality(w_ord) THEN
		RAISE EXCEPTION 'seamless result batch: an id was claimed meanwhile' USING ERRCODE = 'SRB01';
	END IF;

	IF cardinality(t_ord) > 0 THEN
		INSERT INTO seamless_closed_rounds (vendor_id, member_id, round_id)
		SELECT x.vendor_id, x.member_id, x.round_id
		FROM jsonb_to_recordset(p_items) AS x(ord integer, vendor_id integer, member_id integer, round_id text,
			end_round boolean)
		WHERE x.end_round AND x.ord = ANY (t_ord)
		ON CONFLICT DO NOTHING;
	END IF;

	RETURN QUERY
	SELECT s.o, r_state[s.o + 1], r_bet_id[s.o + 1], r_win_id[s.o + 1], r_bet_balance[s.o + 1], r_balance[s.o + 1]
	FROM generate_series(0, n - 1) AS s(o)
	ORDER BY s.o;
END;
$$;
