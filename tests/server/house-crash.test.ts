// A house round interrupted by a crash is completed when the server starts again: rounds left
// pending before the bet, after the bet, and after the win (but before settling), and rounds
// that hit the jackpot stopped between its moves, are finished by the start-up recovery of a new
// app on the same database: each stake taken once, each win and jackpot paid once, and the game
// shows the result on return.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_GAME } from '../../src/games/slot/engine';
import type { HouseRound } from '../../src/shared/api/house';
import { buildApp } from '../../src/server/app';
import { activeSeed } from '../../src/server/modules/house/fairness';
import { contribute, contributionOf, releaseJackpot } from '../../src/server/modules/house/jackpot';
import type { PlayerKey, RoundRow } from '../../src/server/modules/house/queries';
import { drawRound } from '../../src/server/modules/house/rounds';
import { selectTransactionByKey } from '../../src/server/modules/wallet/ledger-queries';
import { createSeamlessWallet } from '../../src/server/modules/seamless/wallet';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { DEMO_PLAYER, tokenOf } from './auth-client';
import {
  demoHousePlayer,
  house,
  houseValue,
  launchLuckyCrown,
  poolMinor,
  rows,
  setHouseSettings,
  startRealRound,
} from './house-support';
import { ledgerViolations, mainBalance } from './wallet-support';

const skip = await skipReason();
const STAKE = 100n;

describe.skipIf(skip !== null)('house slot: a crash in the middle of a round', () => {
  let server: TestServer;
  let restarted: Awaited<ReturnType<typeof buildApp>> | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    await setHouseSettings(server, { minSpinIntervalMs: 0 });
  });
  afterAll(async () => {
    await restarted?.close();
    await server?.close();
  });

  /** What a spin writes before it talks to the wallet: the pending round (real, STAKE). */
  const start = (key: PlayerKey, playerId: string, requestId: string, jackpotOdds = 0): Promise<RoundRow> =>
    startRealRound(server.database.db, { key, playerId }, requestId, { stake: STAKE, jackpotOdds });

  /**
   * Makes the player's next round a winning one: tries client seeds against the active server
   * seed and next nonce with the engine, and sets the first that wins (a test-only write; the
   * game changes the client seed only by rotating).
   */
  async function nextRoundWins(key: PlayerKey): Promise<void> {
    const seed = await activeSeed(server.database.db, key, SLOT_GAME.code);
    for (let i = 0; i < 1_000; i++) {
      const clientSeed = `crash-win-${i}`;
      const probe = { ...seed, clientSeed, nonce: seed.nextNonce, stake: STAKE, mode: 'real', jackpotOdds: 0 };
      if (drawRound(probe as unknown as RoundRow).round.win > 0) {
        await server.database.db.execute(sql`update house_seeds set client_seed = ${clientSeed} where id = ${seed.id}`);
        return;
      }
    }
    throw new Error('no winning client seed in 1,000 tries');
  }

  /** A restart: a new app on the same database completes pending rounds before it serves anything. */
  async function restart(): Promise<Awaited<ReturnType<typeof buildApp>>> {
    await restarted?.close();
    const app = await buildApp({ config: server.config, database: server.database });
    restarted = app;
    await app.ready();
    return app;
  }

  const message = (playerId: string, round: RoundRow, kind: string) => ({
    requestId: `house-${round.id}:${kind}`,
    transactionId: `house-${round.id}:${kind}`,
    playerId,
    roundId: `house-${round.id}`,
    gameCode: SLOT_GAME.code,
  });

  it('completes pending rounds on restart: stake taken once, win paid once, balances recorded', async () => {
    const db = server.database.db;
    const token = await tokenOf(server, DEMO_PLAYER);
    const game = await launchLuckyCrown(server, token);
    const { memberId, key, playerId } = await demoHousePlayer(server);
    const member = { id: memberId };
    const wallet = createSeamlessWallet(db);
    const initial = await mainBalance(db, member.id);
    await activeSeed(db, key, SLOT_GAME.code);

    // What a spin leaves behind when its process dies at three different moments.
    const beforeBet = await start(key, playerId, 'crash-before-bet');
    const afterBet = await start(key, playerId, 'crash-after-bet');
    await wallet.debit('PH', { ...message(playerId, afterBet, 'bet'), amount: STAKE });
    // The third dies after its win was paid: its seeds are chosen so that it wins.
    await nextRoundWins(key);
    const afterWin = await start(key, playerId, 'crash-after-win');
    await wallet.debit('PH', { ...message(playerId, afterWin, 'bet'), amount: STAKE });
    const winOfC = BigInt(drawRound(afterWin).round.win);
    expect(winOfC).toBeGreaterThan(0n);
    await wallet.credit('PH', {
      ...message(playerId, afterWin, 'win'),
      betTransactionId: `house-${afterWin.id}:bet`,
      amount: winOfC,
    });
    // The fourth dies after its whole result (stake, win, end of round) was taken in one message.
    await nextRoundWins(key);
    const afterResult = await start(key, playerId, 'crash-after-result');
    await wallet.result('PH', {
      requestId: `house-${afterResult.id}:result`,
      playerId,
      roundId: `house-${afterResult.id}`,
      gameCode: SLOT_GAME.code,
      bet: { transactionId: `house-${afterResult.id}:bet`, amount: STAKE },
      win: { transactionId: `house-${afterResult.id}:win`, amount: BigInt(drawRound(afterResult).round.win) },
      endRound: true,
    });
    const pending = [beforeBet, afterBet, afterWin, afterResult];
    expect(
      await rows<{ status: string }>(server, sql`select status from house_rounds where member_id = ${member.id}`),
    ).toEqual(pending.map(() => ({ status: 'pending' })));

    const app = await restart();

    const settled = await rows<{
      id: number;
      status: string;
      payout: string;
      balance_before: string;
      balance_after: string;
    }>(
      server,
      sql`select id::int as id, status, payout::text, balance_before::text, balance_after::text
          from house_rounds where member_id = ${member.id} order by id`,
    );
    expect(settled.map((row) => row.status)).toEqual(['settled', 'settled', 'settled', 'settled']);
    const wins = pending.map((round) => BigInt(drawRound(round).round.win));
    expect(settled.map((row) => BigInt(row.payout))).toEqual(wins);
    const expected = initial - 4n * STAKE + wins.reduce((a, b) => a + b, 0n);
    expect(await mainBalance(db, member.id)).toBe(expected);
    // Each round's balances are the wallet's own answers: before = what its bet left + the stake,
    // after = what its win left (or its bet, without a win). Other movements may fall between them.
    for (const row of settled) {
      const answers = await rows<{ kind: string; balance: string }>(
        server,
        sql`select kind, answer->>'balance' as balance from seamless_transactions where round_id = ${`house-${row.id}`}`,
      );
      const bet = BigInt(answers.find((answer) => answer.kind === 'debit')!.balance);
      const win = answers.find((answer) => answer.kind === 'credit');
      expect(BigInt(row.balance_before)).toBe(bet + STAKE);
      expect(BigInt(row.balance_after)).toBe(win ? BigInt(win.balance) : bet);
    }

    // One bet per round, one credit per winning round.
    const moves = await rows<{ amount: string }>(
      server,
      sql`select p.amount::text as amount from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where a.member_id = ${member.id} and p.amount < 0`,
    );
    expect(moves.filter((move) => move.amount === `-${STAKE}`)).toHaveLength(4);
    expect(await ledgerViolations(db)).toEqual([]);

    // Back in the game: the last round is there.
    const last = await houseValue<HouseRound>(
      app.inject({ method: 'GET', url: '/house/api/last-round', headers: { authorization: `Bearer ${game}` } }),
    );
    expect(last.roundId).toBe(String(afterResult.id));
    expect(
      (await house(server, game, 'GET', 'history')).json<{ value: { entries: unknown[] } }>().value.entries,
    ).toHaveLength(4);
  });

  it('completes jackpot rounds stopped between the jackpot moves: each share and prize moves once', async () => {
    const db = server.database.db;
    const { memberId, key, playerId } = await demoHousePlayer(server);
    const wallet = createSeamlessWallet(db);
    // Reseed amount 0: a hit takes the whole pool, so what each hit pays is known exactly.
    await setHouseSettings(server, { minSpinIntervalMs: 0, jackpotSeedMinor: 0 });
    const brand = { id: key.brandId, currency: 'PHP' };
    const initial = await mainBalance(db, memberId);
    const pool = await poolMinor(server);
    expect(pool).toBeGreaterThan(0n);

    // Odds 1: both rounds hit. The first dies after its prize left the pool (before the credit),
    // the second after its share joined the pool (before the release).
    const released = await start(key, playerId, 'crash-after-release', 1);
    await wallet.debit('PH', { ...message(playerId, released, 'bet'), amount: STAKE });
    const shareA = contributionOf(STAKE, 100, released.id);
    await contribute(db, brand, released.id, shareA);
    const prizeA = await releaseJackpot(db, brand, released.id, 0n);
    expect(prizeA).toBe(pool + shareA);
    const contributed = await start(key, playerId, 'crash-after-share', 1);
    await wallet.debit('PH', { ...message(playerId, contributed, 'bet'), amount: STAKE });
    const shareB = contributionOf(STAKE, 100, contributed.id); // 1% of 1.00: one centavo, whatever the round
    expect(shareB).toBe(1n);
    await contribute(db, brand, contributed.id, shareB);

    await restart();

    const settled = await rows<{ id: number; status: string; payout: string; jackpot_win: string }>(
      server,
      sql`select id::int as id, status, payout::text, jackpot_win::text from house_rounds
          where id in (${released.id}, ${contributed.id}) order by id`,
    );
    const winA = BigInt(drawRound(released).round.win);
    const winB = BigInt(drawRound(contributed).round.win);
    // The first keeps the prize it released before the crash; the second finds only its own share.
    expect(settled).toEqual([
      { id: released.id, status: 'settled', payout: String(winA + prizeA), jackpot_win: String(prizeA) },
      { id: contributed.id, status: 'settled', payout: String(winB + shareB), jackpot_win: String(shareB) },
    ]);
    expect(await poolMinor(server)).toBe(0n);
    expect(await mainBalance(db, memberId)).toBe(initial - 2n * STAKE + winA + winB + prizeA + shareB);
    for (const round of [released, contributed]) {
      expect(await selectTransactionByKey(db, brand.id, `house:r${round.id}:jackpot-in`)).toBeDefined();
      expect(await selectTransactionByKey(db, brand.id, `house:r${round.id}:jackpot-out`)).toBeDefined();
    }
    // Each move once: two shares in, two prizes out, for these rounds.
    const moves = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ledger_transactions where kind = 'jackpot'
          and idempotency_key like any (array[${`house:r${released.id}:%`}, ${`house:r${contributed.id}:%`}])`,
    );
    expect(moves[0]!.n).toBe(4);
    expect(await ledgerViolations(db)).toEqual([]);
    await setHouseSettings(server, { minSpinIntervalMs: 0 });
  });
});
