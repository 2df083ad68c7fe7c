import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { runEvery } from '../../lib/scheduler';
import { registerHouseWeb } from '../../plugins/house-web';
import type { GameSessionTokens, SeamlessWallet } from '../seamless/contract';
import type { VendorAdapter } from '../games/vendor-adapter';
import { createHouseAdapter } from './adapter';
import { completePendingRounds } from './recovery';
import { houseRecordRoutes } from './record';
import { houseRoutes } from './routes';
import { createHouseSessions, type HouseSessions } from './sessions';

export interface HouseOptions {
  readonly db: Database;
  readonly wallet: SeamlessWallet;
  readonly tokens: GameSessionTokens;
  readonly now: () => number;
  /** SESSION_IDLE_MINUTES in ms: house play moves the platform session's idle end. */
  readonly sessionIdleMs: number;
  /** The games build (out/games) and who may frame its pages besides us (the desktop origins). */
  readonly gamesRoot: string;
  /** PUBLIC_URL: the origin the pages' CSP names (never the request's Host). */
  readonly publicUrl: string;
  readonly frameAncestors: readonly string[];
  /** How often pending rounds are looked for (default 10 s). */
  readonly recoveryIntervalMs?: number;
}

/**
 * The house vendor (issue 7): its API, its pages, the job that completes rounds left pending,
 * and its adapter for the vendor registry.
 */
export function registerHouse(
  app: FastifyInstance,
  options: HouseOptions,
): { adapter: VendorAdapter; sessions: HouseSessions } {
  const { db, wallet, now } = options;
  const brand = (brandId: number) => app.brands.all().find((snapshot) => snapshot.id === brandId);
  const deps = { db, wallet, brand, now };
  const sessions = createHouseSessions(db, wallet, now, options.sessionIdleMs);
  houseRoutes(app, deps, sessions);
  houseRecordRoutes(app, db);
  registerHouseWeb(app, options.gamesRoot, new URL(options.publicUrl).origin, options.frameAncestors);
  // On start-up every pending round belongs to a process that stopped: complete them at once.
  app.addHook('onReady', async () => {
    await completePendingRounds(deps, app.log, 0).catch((error: unknown) =>
      app.log.error({ err: error }, 'house round recovery failed at start-up'),
    );
  });
  runEvery(app, 'house-pending-rounds', options.recoveryIntervalMs ?? 10_000, () =>
    completePendingRounds(deps, app.log),
  );
  return { adapter: createHouseAdapter(options.tokens, sessions), sessions };
}
