import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { runEvery } from '../../lib/scheduler';
import { newServerSeed, nodeFairCrypto } from '../house/fair-crypto';
import { advanceLottery } from './issues';
import { lotteryRoutes } from './routes';

/** How often the lottery's clock runs: a fast draw is drawn (and an issue locked) within this of its time. */
export const LOTTERY_CLOCK_MS = 5_000;

/**
 * The lottery's games, issues and results (issue 19, part 1): the gateway's calls and the job
 * that keeps every game's next issues created, locks them and draws the house's fast draws. The
 * operators' routes are registered with the operator API (admin/routes.ts).
 */
export function registerLottery(app: FastifyInstance, db: Database, now: () => number): void {
  lotteryRoutes(app, db, now);
  const deps = { db, crypto: nodeFairCrypto, newServerSeed };
  runEvery(app, 'lottery-clock', LOTTERY_CLOCK_MS, () => advanceLottery(deps, now()));
}
