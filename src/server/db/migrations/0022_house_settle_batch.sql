-- house_settle_batch: settles house rounds (modules/house/queries.ts settleRound) and posts their
-- jackpot pool shares in ONE statement and ONE commit, so a settled round has always paid its
-- share (the round's key makes a second posting of it a no-op: 'taken') and settling costs the
-- spin one step, not two. p_rounds: a JSON array of {id, outcome, payout, jackpot_win,
-- balance_before, balance_after, at}; p_shares: a JSON array of ledger_post_batch() items
-- (house -> pool, per round). A share the ledger refuses raises HSB01 and nothing is written.
-- Answers the ids of the rounds this call settled (those still pending).
CREATE FUNCTION house_settle_batch(p_rounds jsonb, p_shares jsonb)
RETURNS TABLE (id bigint)
LANGUAGE plpgsql
-- Rounds by id only: never a sequential scan (see seamless_result_batch, migration 0021).
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
	-- The LIMIT tells the planner the item count (see recordset() in db/statement-batch.ts).
	RETURN QUERY
	UPDATE house_rounds r SET status = 'settled', outcome = i.outcome, payout = i.payout, jackpot_win = i.jackpot_win,
		balance_before = i.balance_before, balance_after = i.balance_after, settled_at = i.at, claimed_until = NULL
	FROM (
		SELECT * FROM jsonb_to_recordset(p_rounds) AS x(id bigint, outcome jsonb, payout bigint, jackpot_win bigint,
			balance_before bigint, balance_after bigint, at timestamptz)
		LIMIT n
	) AS i
	WHERE r.id = i.id AND r.status = 'pending'
	RETURNING r.id;
END;
$$;
