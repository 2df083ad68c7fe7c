import { agentTreeRoutes } from './modules/agents/tree-routes';
import { randomBytes } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCors } from './plugins/cors';
import { registerRequestContext } from './plugins/context';
import { registerHealth } from './plugins/health';
import { registerConsole } from './plugins/console-web';
import { IndexPage } from './plugins/index-page';
import { registerWeb, webFallback } from './plugins/web';
import { downloadRoutes } from './modules/downloads/routes';
import { BrandCache } from './modules/system/brand-cache';
import { systemRoutes } from './modules/system/routes';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { registerRoutes } from './modules/auth/register-routes';
import { socialRoutes } from './modules/auth/social-routes';
import { RsaKeyRing } from './modules/auth/rsa-keys';
import { buildAuthDeps, type AuthProviders } from './modules/auth/wiring';
import { memberRoutes } from './modules/member/routes';
import { walletRoutes } from './modules/wallet/routes';
import { registerRealtime } from './modules/realtime';
import { contractRoutes } from './modules/agents/contracts-routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { depositRoutes } from './modules/deposits/routes';
import { autoConfirmReceipts } from './modules/withdrawals/receipts';
import { pruneExpired } from './modules/limits/limiter';
import { gameRoutes } from './modules/games/routes';
import { VendorRegistry } from './modules/games/vendor-registry';
import { createRedirectAdapter } from './modules/games/redirect-adapter';
import { createGameSessionTokens } from './modules/seamless/game-sessions';
import { createSeamlessWallet } from './modules/seamless/wallet';
import { CredentialStore } from './modules/seamless/credentials';
import { seamlessRoutes, sendProtocolFailure } from './modules/seamless/routes';
import { WinnerBoard } from './modules/seamless/winner-board';
import { winnerBoardRoutes } from './modules/seamless/winner-board-routes';
import { registerHouse } from './modules/house';
import { registerLottery, registerLotteryTickets } from './modules/lottery';
import { SEAMLESS_API_PREFIX } from './lib/paths';
import { uploadRoutes } from './modules/uploads/routes';
import { firstBannerLookup } from './modules/content/first-banner';
import { contentRoutes } from './modules/content/routes';
import { messageRoutes } from './modules/messages/routes';
import { registerMemberAuth } from './plugins/member-auth';
import { registerEncryptedBodies } from './plugins/encrypted-body';
import { registerJobRunner, runEvery } from './lib/scheduler';
import { agentWageRoutes } from './modules/agents/wages-routes';
import { registerWageJobs } from './modules/agents/wages-jobs';
import { agentReportRoutes } from './modules/agents/reports-routes';
import { pruneHourFigures, reportConsumers } from './modules/agents/reports-consumer';
import { driveConsumers } from './modules/events/drive';
import type { ChangeBus } from './db/change-bus';
import { loggerOptions, type LogStream } from './lib/log-redaction';
import { pathOf } from './lib/paths';

/** What the app is built from. Tests pass their own database and configuration. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Clock for sessions and rate limits (tests move it forward). */
  now?: () => number;
  /** SMS, mail and human-check providers; the local defaults (outboxes) when absent. */
  providers?: AuthProviders;
  /** Where log lines go (tests read them); standard output when absent. */
  logStream?: LogStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's brand snapshots. */
    brands: BrandCache;
    /** Change notifications shared by every server process on the database (caches forget on them). */
    changes: ChangeBus;
  }
}

/**
 * Builds the server. Order matters: error handling first (its route table must see every
 * route), then response headers, CORS (its preflight answer must come before the request
 * context's refusals) and compression, the request context, member authentication (after the
 * context, so maintenance refusals come first) and payload decryption, the API routes, and the web app
 * last so API paths are never taken for pages. The brand cache is loaded before
 * ready() resolves, and stopped on close; the database stays the caller's to close.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // Vendors read every answer under /seamless/v1/ in the protocol's envelope (docs/seamless-wallet.md).
  const protocols = [{ prefix: SEAMLESS_API_PREFIX, send: sendProtocolFailure }];
  const app = Fastify({
    // Personal data is kept out of every line here (lib/log-redaction.ts).
    logger: loggerOptions(config.logLevel, deps.logStream),
    // Per-request lines cost measurable throughput on the status call; they are logged at
    // debug by the onResponse hook below instead, errors are always logged.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    genReqId: requestIds(),
    requestIdHeader: false,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrors(protocols),
  });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  app.decorate('changes', database.changes);
  registerJobRunner(app, database);
  const brands = new BrandCache(database.db, config.configCacheMs, app.log, database.changes);
  app.decorate('brands', brands);
  app.addHook('onReady', () => brands.start());
  app.addHook('onClose', () => brands.stop());

  // Pages name the default brand's first banner of their group (their largest paint); home
  // draws it in the splash already (pageBannerGroup in the client maps home's variants the same way).
  const firstBanner = firstBannerLookup(database.db, deps.now ?? Date.now, database.changes);
  const indexPage = new IndexPage(config.webRoot, async (_request, pathname) => {
    const brand = brands.defaultBrand;
    const banner = brand ? await firstBanner(brand, pathname) : undefined;
    return banner && { banner, inSplash: banner.groupName === 'w_home' };
  });
  registerErrorHandling(app, { webFallback: webFallback(indexPage), protocols });
  registerInputGuard(app);
  // The web app may load images from any brand's image CDN and frame its game launch CDNs (one build serves all brands).
  registerSecurityHeaders(app, { publicUrl: config.publicUrl, trustProxy: config.trustProxy }, () => {
    const all = brands.all();
    return { images: all.flatMap((b) => b.info.imageCDNs), frames: all.flatMap((b) => b.info.launchGameCDNs) };
  });
  registerCors(app, config.corsOrigins);
  // Only installed when it would print: even a disabled log call costs on the hot path.
  if (config.logLevel === 'debug' || config.logLevel === 'trace') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        { method: request.method, path: pathOf(request.url), status: reply.statusCode, ms: reply.elapsedTime },
        'request completed',
      );
      done();
    });
  }
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses the status JSON about as well as gzip -6 at a fraction of brotli's default cost.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  registerRequestContext(app, brands);
  const now = deps.now ?? Date.now;
  const auth = buildAuthDeps(database.db, config, app.log, now, deps.providers);
  const keys = new RsaKeyRing(database.db, config.rsaRotateMs, config.rsaGraceMs, now);
  registerMemberAuth(app, auth);
  registerEncryptedBodies(app, keys);

  registerHealth(app, database);
  // The realtime hub (WebSocket /wps/realtime, app.realtime.publish) before the modules that publish.
  const realtime = await registerRealtime(app, { config, database, auth, brands });
  systemRoutes(app);
  authRoutes(app, auth, keys);
  registerRoutes(app, auth);
  socialRoutes(app, auth, brands);
  memberRoutes(app, auth);
  walletRoutes(app, database.db, realtime);
  // Agent wages and dividends (issue 18): the agent's records and the settlement jobs.
  agentWageRoutes(app, database.db);
  // One payout at a time, busy half the time: a 500,000-bet real-time cycle takes ~7 s instead of
  // ~3 s, well within its 5 minutes, and the bets placed meanwhile keep their latency
  // (tests/bench/agent-realtime-wages.mjs; two at once unpaced doubled their p99).
  registerWageJobs(app, database.db, { now, concurrency: 1, busyShare: 0.5 });
  agentReportRoutes(app, database.db);
  // The report summaries follow the record of all bets and the event stream, about a second behind.
  driveConsumers(app, database.db, reportConsumers, 1_000);
  runEvery(app, 'bet-summaries-prune', 3_600_000, () => pruneHourFigures(database.db));
  contractRoutes(app, database.db);
  withdrawalRoutes(app, database.db, now);
  depositRoutes(app, { db: database.db, publicUrl: config.publicUrl, now, sandbox: !config.production });
  // Paid withdrawals the player did not confirm in time count as received (idempotent, claimed by its UPDATE).
  runEvery(app, 'withdrawal-auto-receipt', 60_000, () => autoConfirmReceipts(database.db, now()));
  // The shared limiter's counters whose window is over (one DELETE; harmless when processes overlap).
  runEvery(app, 'limit-counters-prune', 5 * 60_000, () => pruneExpired(database.db, now()));
  // The vendor adapters this server can launch with; a vendor row names its kind (vendors.adapter).
  const gameSessions = createGameSessionTokens(database.db, now);
  const vendorAdapters = new VendorRegistry([createRedirectAdapter(gameSessions, config.publicUrl)]);
  // One seamless wallet: third-party vendors call it over HTTP (/seamless/v1/, signed), the house
  // vendor's games (/house/api, /house/slot/, /house/verify/) in process with the same messages.
  const seamlessWallet = createSeamlessWallet(database.db, { now, changes: database.changes });
  seamlessRoutes(app, {
    wallet: seamlessWallet,
    credentials: new CredentialStore(database.db, now, database.changes),
    now,
  });
  winnerBoardRoutes(app, new WinnerBoard(database.db, now));
  const house = registerHouse(app, {
    db: database.db,
    wallet: seamlessWallet,
    tokens: gameSessions,
    now,
    sessionIdleMs: config.sessionIdleMs,
    gamesRoot: config.gamesRoot,
    publicUrl: config.publicUrl,
    frameAncestors: config.corsOrigins,
  });
  vendorAdapters.register(house.adapter);
  // The lottery's menus, issues and fast draws (issue 19); its operator routes are in adminRoutes.
  registerLottery(app, database.db, now);
  const lottery = registerLotteryTickets(app, {
    db: database.db,
    wallet: seamlessWallet,
    tokens: gameSessions,
    sessions: house.sessions,
    now,
  });
  vendorAdapters.register(lottery.adapter);
  gameRoutes(app, database.db, { registry: vendorAdapters, now });
  uploadRoutes(app, database.db);
  // Before the operator API, which writes content images through app.contentImages.
  contentRoutes(app, { db: database.db, auth, contentImagesDir: config.contentImagesDir, now });
  messageRoutes(app, { db: database.db, now });
  agentTreeRoutes(app, { db: database.db, publicUrl: config.publicUrl, now });
  downloadRoutes(app, config.downloadsDir);
  adminRoutes(app, {
    db: database.db,
    onBrandChanged: () => brands.changed(),
    now: deps.now,
    adapterKinds: () => vendorAdapters.kinds(),
  });

  // The operator console's own build under /console, before the player app's catch-all.
  registerConsole(app, config.consoleRoot);
  registerWeb(app, config.webRoot, indexPage);
  // Ready only once changes made through other processes are heard (every cache has subscribed by now).
  app.addHook('onReady', () => database.changes.listening());
  return app;
}

/** Request ids unique across processes: a random per-process prefix and a counter. */
function requestIds(): () => string {
  const prefix = randomBytes(3).toString('hex');
  let counter = 0;
  return () => `${prefix}-${(++counter).toString(36)}`;
}
