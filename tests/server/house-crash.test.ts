// A house round interrupted by a crash is completed when the server starts again: rounds left
// pending before the bet, after the bet, and after the win (but before settling) are finished by
// the start-up recovery of a new app on the same database, each stake taken once and each win
// paid once, and the game shows the result on return.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_GAME } from '../../src/games/slot/engine';
import type { HouseRound } from '../../src/shared/api/house';
import { buildApp } from '../../src/server/app';
import { activeSeed } from '../../src/server/modules/house/fairness';
import { startRound, type PlayerKey, type RoundRow } from '../../src/server/modules/house/queries';
import { drawRound } from '../../src/server/modules/house/rounds';
import { createSeamlessWallet } from '../../src/server/modules/seamless/wallet';
import { playerIdOf } from '../../src/server/modules/seamless/players';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { DEMO_PLAYER, tokenOf } from './auth-client';
import { house, houseValue, launchLuckyCrown, rows, setHouseSettings } from './house-support';
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

  it('completes pending rounds on restart: stake taken once, win paid once, balances recorded', async () => {
    const db = server.database.db;
    const token = await tokenOf(server, DEMO_PLAYER);
    const game = await launchLuckyCrown(server, token);
    const [member] = await rows<{ id: number; brand_id: number }>(
      server,
      sql`select id, brand_id from members where username = ${DEMO_PLAYER.username}`,
    );
    const key: PlayerKey = { brandId: member!.brand_id, memberId: member!.id, funSession: null };
    const playerId = await playerIdOf(db, key.brandId, member!.id);
    const wallet = createSeamlessWallet(db);
    const initial = await mainBalance(db, member!.id);
    await activeSeed(db, key, SLOT_GAME.code);

    // What a spin leaves behind when its process dies at three different moments.
    const start = async (requestId: string): Promise<RoundRow> => {
      const round = await startRound(db, {
        key,
        mode: 'real',
        vendorCode: 'PH',
        playerId,
        gameCode: SLOT_GAME.code,
        gameVersion: SLOT_GAME.version,
        requestId,
        stake: STAKE,
        jackpotOdds: 0,
        at: new Date(),
        minIntervalMs: 0,
      });
      if (!round) throw new Error('round not started');
      return round;
    };
    const message = (round: RoundRow, kind: string) => ({
      requestId: `house-${round.id}:${kind}`,
      transactionId: `house-${round.id}:${kind}`,
      playerId,
      roundId: `house-${round.id}`,
      gameCode: SLOT_GAME.code,
    });
    const beforeBet = await start('crash-before-bet');
    const afterBet = await start('crash-after-bet');
    await wallet.debit('PH', { ...message(afterBet, 'bet'), amount: STAKE });
    const afterWin = await start('crash-after-win');
    await wallet.debit('PH', { ...message(afterWin, 'bet'), amount: STAKE });
    const winOfC = BigInt(drawRound(afterWin).round.win);
    if (winOfC > 0n)
      await wallet.credit('PH', {
        ...message(afterWin, 'win'),
        betTransactionId: `house-${afterWin.id}:bet`,
        amount: winOfC,
      });
    const pending = [beforeBet, afterBet, afterWin];
    expect(
      await rows<{ status: string }>(server, sql`select status from house_rounds where member_id = ${member!.id}`),
    ).toEqual(pending.map(() => ({ status: 'pending' })));

    // The restart: a new app on the same database completes them before it serves anything.
    restarted = await buildApp({ config: server.config, database: server.database });
    await restarted.ready();

    const settled = await rows<{
      id: number;
      status: string;
      payout: string;
      balance_before: string;
      balance_after: string;
    }>(
      server,
      sql`select id::int as id, status, payout::text, balance_before::text, balance_after::text
          from house_rounds where member_id = ${member!.id} order by id`,
    );
    expect(settled.map((row) => row.status)).toEqual(['settled', 'settled', 'settled']);
    const wins = pending.map((round) => BigInt(drawRound(round).round.win));
    expect(settled.map((row) => BigInt(row.payout))).toEqual(wins);
    const expected = initial - 3n * STAKE + wins.reduce((a, b) => a + b, 0n);
    expect(await mainBalance(db, member!.id)).toBe(expected);
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
          where a.member_id = ${member!.id} and p.amount < 0`,
    );
    expect(moves.filter((move) => move.amount === `-${STAKE}`)).toHaveLength(3);
    expect(await ledgerViolations(db)).toEqual([]);

    // Back in the game: the last round is there.
    const last = await houseValue<HouseRound>(
      restarted.inject({ method: 'GET', url: '/house/api/last-round', headers: { authorization: `Bearer ${game}` } }),
    );
    expect(last.roundId).toBe(String(afterWin.id));
    expect(
      (await house(server, game, 'GET', 'history')).json<{ value: { entries: unknown[] } }>().value.entries,
    ).toHaveLength(3);
  });
});
