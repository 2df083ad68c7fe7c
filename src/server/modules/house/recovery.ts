import type { FastifyBaseLogger } from 'fastify';
import { claimPendingRounds, selectRound } from './queries';
import { completeRound, type HouseDeps } from './rounds';

/**
 * Completes rounds left pending: a round needs no input once it exists, so one whose process
 * stopped (crash, restart, lost database connection) between writing it and settling it is
 * finished here, on start-up and then periodically. Rounds are claimed with a lease (SKIP LOCKED),
 * so several processes share the work; completion is idempotent anyway (rounds.ts).
 */

/** A live spin normally settles within milliseconds; younger pending rounds are left to it. */
export const RECOVERY_MIN_AGE_MS = 5_000;
const LEASE_MS = 60_000;
const BATCH = 50;

/** Completes the claimable pending rounds; answers how many were settled or cancelled. */
export async function completePendingRounds(
  deps: HouseDeps,
  log: FastifyBaseLogger,
  minAgeMs: number = RECOVERY_MIN_AGE_MS,
): Promise<number> {
  let done = 0;
  for (;;) {
    const at = new Date(deps.now());
    const ids = await claimPendingRounds(deps.db, new Date(at.getTime() - minAgeMs), at, LEASE_MS, BATCH);
    for (const id of ids) {
      const round = await selectRound(deps.db, id);
      if (!round) continue;
      try {
        const after = await completeRound(deps, round);
        if (after.status !== 'pending') done++;
      } catch (error) {
        // A refused stake cancels the round (and throws for the player's answer); anything else
        // stays pending and is tried again when the lease ends.
        const after = await selectRound(deps.db, id);
        if (after?.status === 'pending') log.warn({ err: error, roundId: id }, 'house round not completed yet');
        else done++;
      }
    }
    if (ids.length < BATCH) return done;
  }
}
