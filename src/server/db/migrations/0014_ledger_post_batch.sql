-- ledger_post_batch: many ledger transactions in one statement and one commit (group commit;
-- modules/wallet/ledger-batch.ts gathers the post() calls that are not inside a caller's
-- transaction). Each item gets exactly what ledger_post() (migration 0006) would have given it
-- had the items run one after another in array order:
--   posted   its key claimed, balances changed, postings written (transaction_id, created_at,
--            balances_after of each leg, in leg order);
--   taken    its key is already used (in the table, or by an earlier item of this batch):
--            nothing changed; the caller answers the stored transaction or 409;
--   refused  a guarded balance change was refused (detail `account:reason:balance`, as LDG01's):
--            nothing of it is stored and its key stays free; the other items are unaffected;
--   invalid  its legs do not balance (LDG02 for ledger_post()): nothing stored.
-- How, without a subtransaction per item (deciding before writing makes them unnecessary; they
-- add work per item, and past 64 in one transaction they slow every snapshot in the server):
--   1. every account the batch names is locked up front, in ascending id order, with one
--      SELECT ... ORDER BY id FOR NO KEY UPDATE (the lock an UPDATE takes). ledger_post() locks in
--      ascending id order too, so batches and single postings always lock accounts in one global
--      order and cannot deadlock over accounts. (The one cycle left needs the SAME key claimed at
--      once by two transactions that also share an account: the batch holds accounts then waits
--      for the key, ledger_post() holds the key then waits for an account. PostgreSQL breaks it
--      after deadlock_timeout with 40P01; the aborted statement wrote nothing and runs again,
--      or, inside a caller's transaction, fails that transaction.)
--   2. keys already in the table are read; with the accounts locked, the balances read are the
--      balances the items will change, and nobody else can change them before our commit;
--   3. the items are decided in order against those balances, kept here in arrays: the same
--      checks, in the same account-id order, as ledger_post()'s guarded UPDATE (a zero net change
--      on an account checks nothing, as there);
--   4. the accepted items are written with three set statements: their transactions (ON CONFLICT
--      DO NOTHING; a key claimed by a concurrent transaction since step 2 aborts the batch with
--      LDG03 and nothing is written: the caller runs it again and step 2 then sees that key),
--      their postings in item and leg order with balance_after continuing each account's chain,
--      and each changed account's new balance, whose guard and the CHECK constraint stand behind
--      step 3.
-- p_items: a JSON array of {"b": brand id, "k": kind, "i": idempotency key, "h": request hash,
-- "r": reverses id or null, "m": metadata object, "l": [[account id, "amount", "currency"], ...]}.
CREATE FUNCTION ledger_post_batch(p_items jsonb)
RETURNS TABLE (
	ord integer,
	outcome text,
	transaction_id bigint,
	created_at timestamptz,
	balances_after bigint[],
	detail text
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	n integer := jsonb_array_length(p_items);
	-- items, by position (1-based, the array order)
	i_brand integer[];
	i_key text[];
	i_prev integer[]; -- the previous item with the same brand and key, if any
	i_state text[];
	i_detail text[];
	i_holder integer[]; -- for a posted item itself; else the item that holds its key in this batch
	-- each item's net change per account, ordered by item then account id
	g_item integer[];
	g_account bigint[];
	g_net bigint[];
	g_currency text[];
	g_pos integer[]; -- index of the account in the a_ arrays, null when it does not exist
	-- the locked accounts, ascending id
	a_id bigint[];
	a_brand integer[];
	a_kind text[];
	a_currency text[];
	a_balance bigint[];
	a_start bigint[];
	v_i integer;
	v_g integer := 1;
	v_first integer;
	v_j integer;
	v_pos integer;
	v_reason text;
	v_accepted integer := 0;
	v_inserted integer;
	v_changed integer;
	v_updated integer;
	-- what was written
	t_id bigint[];
	t_created timestamptz[];
	p_item integer[];
	p_after bigint[];
BEGIN
	IF n IS NULL OR n = 0 THEN
		RETURN;
	END IF;

	SELECT array_agg((e.item->>'b')::integer ORDER BY e.o),
		array_agg(e.item->>'i' ORDER BY e.o),
		array_agg(e.prev ORDER BY e.o)
	INTO i_brand, i_key, i_prev
	FROM (
		SELECT x.item, x.o::integer AS o,
			lag(x.o::integer) OVER (PARTITION BY x.item->>'b', x.item->>'i' ORDER BY x.o) AS prev
		FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(item, o)
	) e;
	i_state := array_fill(NULL::text, ARRAY[n]);
	i_detail := array_fill(NULL::text, ARRAY[n]);
	i_holder := array_fill(NULL::integer, ARRAY[n]);

	-- Legs that do not balance (fewer than two, a zero or missing amount, a currency off zero).
	FOR v_i IN
		SELECT x.o::integer
		FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(item, o)
		WHERE CASE WHEN jsonb_typeof(x.item->'l') IS DISTINCT FROM 'array' THEN true
			ELSE jsonb_array_length(x.item->'l') < 2 END
			OR EXISTS (
				SELECT 1 FROM jsonb_array_elements(x.item->'l') AS l(leg)
				WHERE (l.leg->>1)::bigint IS NULL OR (l.leg->>1)::bigint = 0
			)
			OR EXISTS (
				SELECT 1 FROM jsonb_array_elements(x.item->'l') AS l(leg)
				GROUP BY l.leg->>2 HAVING sum((l.leg->>1)::bigint) <> 0
			)
	LOOP
		i_state[v_i] := 'invalid';
	END LOOP;

	-- Each valid item's net change per account, in account-id order (as ledger_post() applies them).
	SELECT array_agg(g.o ORDER BY g.o, g.account), array_agg(g.account ORDER BY g.o, g.account),
		array_agg(g.net ORDER BY g.o, g.account), array_agg(g.currency ORDER BY g.o, g.account)
	INTO g_item, g_account, g_net, g_currency
	FROM (
		SELECT x.o::integer AS o, (l.leg->>0)::bigint AS account, sum((l.leg->>1)::bigint) AS net,
			min(l.leg->>2) AS currency
		FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(item, o),
			jsonb_array_elements(x.item->'l') AS l(leg)
		WHERE i_state[x.o] IS NULL
		GROUP BY 1, 2
	) g;
	g_item := coalesce(g_item, '{}');

	-- 1. Lock every account named, in ascending id order.
	SELECT array_agg(a.id ORDER BY a.id), array_agg(a.brand_id ORDER BY a.id), array_agg(a.kind ORDER BY a.id),
		array_agg(a.currency ORDER BY a.id), array_agg(a.balance ORDER BY a.id)
	INTO a_id, a_brand, a_kind, a_currency, a_balance
	FROM (
		SELECT la.id, la.brand_id, la.kind, la.currency, la.balance FROM ledger_accounts la
		WHERE la.id = ANY (g_account)
		ORDER BY la.id FOR NO KEY UPDATE
	) a;
	a_id := coalesce(a_id, '{}');
	a_start := a_balance;
	SELECT array_agg(array_position(a_id, u.account) ORDER BY u.o) INTO g_pos
	FROM unnest(g_account) WITH ORDINALITY AS u(account, o);

	-- 2. Keys already used.
	FOR v_i IN
		SELECT k.o::integer FROM unnest(i_brand, i_key) WITH ORDINALITY AS k(brand, key, o)
		JOIN ledger_transactions t ON t.brand_id = k.brand AND t.idempotency_key = k.key
		WHERE i_state[k.o] IS NULL
	LOOP
		i_state[v_i] := 'taken';
	END LOOP;

	-- 3. Decide the items in order.
	FOR v_i IN 1..n LOOP
		IF i_state[v_i] IS NULL AND i_prev[v_i] IS NOT NULL AND i_holder[i_prev[v_i]] IS NOT NULL THEN
			i_state[v_i] := 'taken';
			i_holder[v_i] := i_holder[i_prev[v_i]];
		END IF;
		-- g_ is ordered by item: skip to this item's entries.
		WHILE v_g <= coalesce(cardinality(g_item), 0) AND g_item[v_g] < v_i LOOP
			v_g := v_g + 1;
		END LOOP;
		CONTINUE WHEN i_state[v_i] IS NOT NULL;
		v_first := v_g;
		v_reason := NULL;
		WHILE v_g <= cardinality(g_item) AND g_item[v_g] = v_i LOOP
			IF g_net[v_g] <> 0 THEN
				v_pos := g_pos[v_g];
				IF v_pos IS NULL OR a_brand[v_pos] <> i_brand[v_i] THEN
					v_reason := 'account';
				ELSIF a_currency[v_pos] <> g_currency[v_g] THEN
					v_reason := 'currency';
				ELSIF a_balance[v_pos] + g_net[v_g] < 0
					AND a_kind[v_pos] IN ('player_main', 'player_vendor', 'player_held') THEN
					v_reason := 'funds';
				END IF;
				IF v_reason IS NOT NULL THEN
					i_state[v_i] := 'refused';
					i_detail[v_i] := format('%s:%s:%s', g_account[v_g], v_reason,
						CASE WHEN v_pos IS NULL THEN 0 ELSE a_balance[v_pos] END);
					EXIT;
				END IF;
			END IF;
			v_g := v_g + 1;
		END LOOP;
		CONTINUE WHEN v_reason IS NOT NULL;
		FOR v_j IN v_first..v_g - 1 LOOP
			IF g_net[v_j] <> 0 THEN
				a_balance[g_pos[v_j]] := a_balance[g_pos[v_j]] + g_net[v_j];
			END IF;
		END LOOP;
		i_state[v_i] := 'posted';
		i_holder[v_i] := v_i;
		v_accepted := v_accepted + 1;
	END LOOP;

	IF v_accepted = 0 THEN
		RETURN QUERY SELECT s.o, i_state[s.o], NULL::bigint, NULL::timestamptz, NULL::bigint[], i_detail[s.o]
			FROM generate_series(1, n) AS s(o) ORDER BY s.o;
		RETURN;
	END IF;

	-- 4. Write the accepted items: their transactions (in item order, so ids follow it) ...
	WITH claimed AS (
		INSERT INTO ledger_transactions (brand_id, kind, idempotency_key, request_hash, reverses_id, metadata)
		SELECT (x.item->>'b')::integer, x.item->>'k', x.item->>'i', x.item->>'h', (x.item->>'r')::bigint,
			coalesce(x.item->'m', '{}'::jsonb)
		FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(item, o)
		WHERE i_state[x.o] = 'posted'
		ORDER BY x.o
		ON CONFLICT (brand_id, idempotency_key) DO NOTHING
		RETURNING ledger_transactions.id, ledger_transactions.brand_id, ledger_transactions.idempotency_key,
			ledger_transactions.created_at
	)
	SELECT array_agg(c.id ORDER BY k.o), array_agg(c.created_at ORDER BY k.o), count(c.id)
	INTO t_id, t_created, v_inserted
	FROM unnest(i_brand, i_key) WITH ORDINALITY AS k(brand, key, o)
	LEFT JOIN claimed c ON i_state[k.o] = 'posted' AND c.brand_id = k.brand AND c.idempotency_key = k.key;
	IF v_inserted <> v_accepted THEN
		RAISE EXCEPTION 'a ledger key of this batch was claimed concurrently; run the batch again'
			USING ERRCODE = 'LDG03';
	END IF;

	-- ... their postings, in item and leg order; balance_after continues each account's chain
	-- from its locked balance through the accepted legs in that order ...
	WITH legs AS (
		SELECT x.o::integer AS o, l.lo, (l.leg->>0)::bigint AS account, (l.leg->>1)::bigint AS amount,
			l.leg->>2 AS currency
		FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(item, o),
			jsonb_array_elements(x.item->'l') WITH ORDINALITY AS l(leg, lo)
		WHERE i_state[x.o] = 'posted'
	), chained AS (
		SELECT legs.o, legs.lo, legs.account, legs.amount, legs.currency,
			a_start[array_position(a_id, legs.account)] + sum(legs.amount) OVER (
				PARTITION BY legs.account ORDER BY legs.o, legs.lo ROWS UNBOUNDED PRECEDING
			) AS after
		FROM legs
	), written AS (
		INSERT INTO ledger_postings (transaction_id, account_id, amount, currency, balance_after)
		SELECT t_id[chained.o], chained.account, chained.amount, chained.currency, chained.after
		FROM chained ORDER BY chained.o, chained.lo
	)
	SELECT array_agg(chained.o ORDER BY chained.o, chained.lo), array_agg(chained.after ORDER BY chained.o, chained.lo)
	INTO p_item, p_after
	FROM chained;

	-- ... and every changed account's balance (still guarded: step 3 decided, this only checks).
	SELECT count(*) INTO v_changed FROM unnest(a_start, a_balance) AS u(start, balance) WHERE u.balance <> u.start;
	UPDATE ledger_accounts la SET balance = u.balance
	FROM unnest(a_id, a_start, a_balance) AS u(id, start, balance)
	WHERE la.id = u.id AND u.balance <> u.start AND la.balance = u.start
		AND (u.balance >= 0 OR la.kind NOT IN ('player_main', 'player_vendor', 'player_held'));
	GET DIAGNOSTICS v_updated = ROW_COUNT;
	IF v_updated <> v_changed THEN
		RAISE EXCEPTION 'ledger batch: % of % balance changes applied', v_updated, v_changed;
	END IF;

	RETURN QUERY
	SELECT s.o, i_state[s.o], t_id[s.o], t_created[s.o], b.after, i_detail[s.o]
	FROM generate_series(1, n) AS s(o)
	LEFT JOIN (
		SELECT q.o, array_agg(q.after ORDER BY q.idx) AS after
		FROM unnest(p_item, p_after) WITH ORDINALITY AS q(o, after, idx) GROUP BY q.o
	) b ON b.o = s.o
	ORDER BY s.o;
END;
$$;
