import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { runEvery } from '../../lib/scheduler';
import type { VendorAdapter } from '../games/vendor-adapter';
import type { HouseSessions } from '../house/sessions';
import type { GameSessionTokens, SeamlessWallet } from '../seamless/contract';
import type { BrandSnapshot } from '../system/snapshot';
import { createLotteryAdapter } from './adapter';
import { newServerSeed, nodeFairCrypto } from '../house/fair-crypto';
import { advanceLottery } from './issues';
import { lotteryPageRoutes } from './page-routes';
import { lotteryRoutes } from './routes';
import { settleDueIssues } from './settle-issue';
import { payDueRefunds } from './tickets-cancel';
import { defaultOdds, finishPlacingSlips, type TicketDeps } from './tickets-place';

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

export interface LotteryTicketOptions {
  readonly db: Database;
  readonly wallet: SeamlessWallet;
  readonly tokens: GameSessionTokens;
  /** The house's game sessions: the betting page's bearer token is one of them. */
  readonly sessions: HouseSessions;
  readonly now: () => number;
}

/** A placing slip younger than this belongs to a live request; older ones are the recovery's. */
const PLACING_GRACE_MS = 10_000;

/** One pass of the tickets' job: finish placing slips, settle drawn issues, refund void ones, pay due refunds. */
export async function runLotteryTicketJobs(deps: TicketDeps, placingGraceMs = PLACING_GRACE_MS): Promise<void> {
  await finishPlacingSlips(deps, placingGraceMs);
  await settleDueIssues(deps);
  await payDueRefunds(deps);
}

/**
 * The lottery's tickets (issue 19, part 2): the betting page's API, the vendor adapter of the
 * lottery vendors, and the job that settles drawn issues, refunds void ones and finishes what a
 * crash left half-done (at start-up, then on the lottery clock).
 */
export function registerLotteryTickets(
  app: FastifyInstance,
  options: LotteryTicketOptions,
): { adapter: VendorAdapter } {
  const { db, wallet, now } = options;
  const deps: TicketDeps = { db, wallet, now, odds: defaultOdds };
  const brandOf = (brandId: number): BrandSnapshot | undefined =>
    app.brands.all().find((snapshot) => snapshot.id === brandId);
  lotteryPageRoutes(app, deps, options.sessions, brandOf);
  app.addHook('onReady', async () => {
    await runLotteryTicketJobs(deps, 0).catch((error: unknown) =>
      app.log.error({ err: error }, 'lottery ticket recovery failed at start-up'),
    );
  });
  runEvery(app, 'lottery-tickets', LOTTERY_CLOCK_MS, () => runLotteryTicketJobs(deps));
  return { adapter: createLotteryAdapter(options.tokens) };
}
