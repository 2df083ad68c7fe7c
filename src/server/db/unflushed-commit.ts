import { sql } from 'drizzle-orm';

/**
 * A one-row relation (for a statement's FROM) whose evaluation makes the statement's transaction
 * commit without waiting for its WAL to reach disk: synchronous_commit off for this transaction
 * only (set_config's third argument), never for the pooled session.
 *
 * Why: each commit otherwise waits for a WAL flush, and concurrent commits queue for the one WAL
 * writer; a spin made three such commits, and at 500 spins/s half of the database's active time
 * was waiting on them. Only one of the three moves money.
 *
 * When it is allowed (both must hold):
 * - a crash that loses the write loses all of it (the commit stays atomic) and leaves a state
 *   the product already recovers from: a house round that is pending again is completed by the
 *   recovery job, and the wallet answers the repeated result with its original answer;
 * - nothing a player or another system is told depends on it being on disk. WAL is flushed in
 *   order, so any later synchronous commit (the wallet's, which answers the player) flushes this
 *   one too: a round's start is on disk before its stake is taken.
 * Money never moves in such a transaction, except a house round's pool share, which is posted
 * in the same statement as the round's settling and so is lost only together with it.
 *
 * When nothing was written (the relation may then not be evaluated at all) there is nothing to
 * flush either; a write whose relation was not evaluated commits synchronously, the safe way.
 */
export const unflushedCommit = sql`(select set_config('synchronous_commit', 'off', true)) as unflushed_commit`;
