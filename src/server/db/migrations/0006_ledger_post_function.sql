-- ledger_post: one ledger transaction in one statement (one round trip, its own implicit
-- transaction, or part of the caller's). The TypeScript side (modules/wallet/ledger.ts) checks
-- the postings first; this function checks again, because it is the last code before the data:
--   1. the legs sum to zero per currency, no leg is zero, there are at least two;
--   2. the idempotency key is claimed with ON CONFLICT DO NOTHING: a concurrent insert of the same
--      key is waited for; when the key is taken the function returns no row (the caller answers
--      the stored transaction, or refuses a different request) and changes nothing;
--   3. each account's net change is applied by the guarded UPDATE, in account-id order (the same
--      lock order for every transaction, so no deadlocks): a player-owned balance must stay >= 0,
--      the currency must match; a refusal raises SQLSTATE LDG01 (DETAIL: account, reason,
--      balance) and the whole statement rolls back;
--   4. the postings are written with each leg's balance_after.
CREATE FUNCTION ledger_post(
	p_brand_id integer,
	p_kind text,
	p_key text,
	p_hash text,
	p_reverses_id bigint,
	p_metadata jsonb,
	p_accounts bigint[],
	p_amounts bigint[],
	p_currencies text[]
) RETURNS TABLE (transaction_id bigint, created_at timestamptz, balances_after bigint[])
LANGUAGE plpgsql AS $$
DECLARE
	v_id bigint;
	v_created timestamptz;
	v_account bigint;
	v_delta bigint;
	v_currency text;
	v_balance bigint;
	v_state record;
	v_after bigint[];
BEGIN
	IF cardinality(p_accounts) < 2
		OR cardinality(p_accounts) <> cardinality(p_amounts)
		OR cardinality(p_accounts) <> cardinality(p_currencies)
		OR EXISTS (SELECT 1 FROM unnest(p_amounts) AS a(amount) WHERE a.amount = 0 OR a.amount IS NULL)
		OR EXISTS (
			SELECT 1 FROM unnest(p_amounts, p_currencies) AS l(amount, currency)
			GROUP BY l.currency HAVING sum(l.amount) <> 0
		) THEN
		RAISE EXCEPTION 'ledger postings do not balance' USING ERRCODE = 'LDG02';
	END IF;

	INSERT INTO ledger_transactions (brand_id, kind, idempotency_key, request_hash, reverses_id, metadata)
	VALUES (p_brand_id, p_kind, p_key, p_hash, p_reverses_id, p_metadata)
	ON CONFLICT (brand_id, idempotency_key) DO NOTHING
	RETURNING id, ledger_transactions.created_at INTO v_id, v_created;
	IF v_id IS NULL THEN
		RETURN;
	END IF;

	FOR v_account, v_delta, v_currency IN
		SELECT l.account, sum(l.amount), min(l.currency)
		FROM unnest(p_accounts, p_amounts, p_currencies) AS l(account, amount, currency)
		GROUP BY l.account ORDER BY l.account
	LOOP
		CONTINUE WHEN v_delta = 0;
		UPDATE ledger_accounts SET balance = balance + v_delta
		WHERE id = v_account AND brand_id = p_brand_id AND currency = v_currency
			AND (balance + v_delta >= 0 OR kind NOT IN ('player_main', 'player_vendor', 'player_held'))
		RETURNING balance INTO v_balance;
		IF NOT FOUND THEN
			SELECT a.balance, a.currency, a.brand_id INTO v_state FROM ledger_accounts a WHERE a.id = v_account;
			RAISE EXCEPTION 'ledger guard refused a change of account %', v_account
				USING ERRCODE = 'LDG01',
				DETAIL = format('%s:%s:%s', v_account,
					CASE WHEN v_state IS NULL OR v_state.brand_id <> p_brand_id THEN 'account'
						WHEN v_state.currency <> v_currency THEN 'currency'
						ELSE 'funds' END,
					coalesce(v_state.balance, 0));
		END IF;
	END LOOP;

	-- balance_after of a leg: the account's final balance minus the legs on it that come later.
	WITH legs AS (
		SELECT l.ord, l.account, l.amount, l.currency,
			a.balance + l.amount - sum(l.amount) OVER (
				PARTITION BY l.account ORDER BY l.ord ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING
			) AS after
		FROM unnest(p_accounts, p_amounts, p_currencies) WITH ORDINALITY AS l(account, amount, currency, ord)
		JOIN ledger_accounts a ON a.id = l.account
	), written AS (
		INSERT INTO ledger_postings (transaction_id, account_id, amount, currency, balance_after)
		SELECT v_id, legs.account, legs.amount, legs.currency, legs.after FROM legs ORDER BY legs.ord
	)
	SELECT array_agg(legs.after ORDER BY legs.ord) INTO v_after FROM legs;

	transaction_id := v_id;
	created_at := v_created;
	balances_after := v_after;
	RETURN NEXT;
END;
$$;
