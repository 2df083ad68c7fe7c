// The seamless wallet service (issue 7): authenticate, bets, wins, rollbacks and rounds with
// their idempotency, tombstone and race rules, parallel bets never overdrawing, and the ledger
// staying sound throughout.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { createSeamlessWallet, type SeamlessWalletService } from '../../src/server/modules/seamless/wallet';
import { SeamlessError } from '../../src/server/modules/seamless/errors';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { createMember } from './auth-client';
import { fund, gameToken, seamlessVendor, type SeamlessVendor } from './seamless-support';
import { ledgerViolations, mainBalance, query } from './wallet-support';
import { eq } from 'drizzle-orm';

const skip = await skipReason();

describe.skipIf(skip !== null)('seamless wallet service', () => {
  let server: TestServer;
  let db: Database;
  let vendor: SeamlessVendor;
  let wallet: SeamlessWalletService;
  let clock = Date.now();
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    vendor = await seamlessVendor(db);
    wallet = createSeamlessWallet(db, { now: () => clock });
  });
  afterAll(() => server?.close());

  /** A member with `amount` minor units, a live real-mode session and its player id. */
  async function player(amount = 10_000n) {
    const memberId = await createMember(server, { username: `seamless${++n}`, password: 'Seamless-pass-1' });
    if (amount > 0n) await fund(db, vendor.brandId, memberId, amount);
    const token = await gameToken(db, vendor, memberId, () => clock);
    const auth = await wallet.authenticate(vendor.vassalage, token);
    return { memberId, token, playerId: auth.playerId };
  }

  const money = (playerId: string, transactionId: string, amount: bigint, roundId = `r-${transactionId}`) => ({
    requestId: `req-${transactionId}`,
    playerId,
    transactionId,
    roundId,
    gameCode: vendor.gameCode,
    amount,
  });

  async function refusal(promise: Promise<unknown>): Promise<SeamlessError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SeamlessError);
    return error as SeamlessError;
  }

  it('authenticates a game token (again, while it lives) into a stable player id, currency and balance', async () => {
    const p = await player(12_345n);
    const again = await wallet.authenticate(vendor.vassalage, p.token);
    expect(again).toEqual({
      playerId: p.playerId,
      currency: 'PHP',
      balance: 12_345n,
      mode: 'real',
      gameCode: vendor.gameCode,
      language: 'en',
    });
    // Another launch: a new token, the same player id, which reveals nothing of the member.
    const second = await wallet.authenticate(vendor.vassalage, await gameToken(db, vendor, p.memberId, () => clock));
    expect(second.playerId).toBe(p.playerId);
    // 128 random bits in base64url (a substring check against a one-digit member id fails by chance).
    expect(p.playerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(p.playerId).not.toBe(String(p.memberId));
    expect((await refusal(wallet.authenticate(vendor.vassalage, 'no-such-token'))).code).toBe('INVALID_TOKEN');
    expect((await refusal(wallet.authenticate('OTHER', p.token))).code).toBe('INVALID_TOKEN');
    expect((await refusal(wallet.forBrand(vendor.brandId + 1000).authenticate(vendor.vassalage, p.token))).code).toBe(
      'INVALID_TOKEN',
    );
    const free = await gameToken(db, vendor, p.memberId, () => clock, 'free');
    expect((await wallet.authenticate(vendor.vassalage, free)).mode).toBe('free');
  });

  it('refuses an expired token and a disabled player', async () => {
    const p = await player();
    const saved = clock;
    clock += 4 * 3_600_000 + 1_000;
    try {
      expect((await refusal(wallet.authenticate(vendor.vassalage, p.token))).code).toBe('INVALID_TOKEN');
    } finally {
      clock = saved;
    }
    await db.update(members).set({ disabled: true }).where(eq(members.id, p.memberId));
    expect((await refusal(wallet.authenticate(vendor.vassalage, p.token))).code).toBe('PLAYER_DISABLED');
  });

  it('takes a bet and pays a win through the house, and answers repeats with the original result', async () => {
    const p = await player(10_000n);
    const bet = await wallet.debit(vendor.vassalage, money(p.playerId, 'b1', 2_500n, 'round-1'));
    expect(bet).toMatchObject({ balance: 7_500n, currency: 'PHP', repeated: false });
    const win = await wallet.credit(vendor.vassalage, {
      ...money(p.playerId, 'w1', 4_000n, 'round-1'),
      betTransactionId: 'b1',
    });
    expect(win).toMatchObject({ balance: 11_500n, repeated: false });
    // A repeat (also with a new request id) answers what it answered first; nothing moves again.
    const repeat = await wallet.debit(vendor.vassalage, {
      ...money(p.playerId, 'b1', 2_500n, 'round-1'),
      requestId: 'retry',
    });
    expect(repeat).toEqual({ ...bet, repeated: true });
    expect(
      await wallet.credit(vendor.vassalage, { ...money(p.playerId, 'w1', 4_000n, 'round-1'), betTransactionId: 'b1' }),
    ).toEqual({
      ...win,
      repeated: true,
    });
    expect(await mainBalance(db, p.memberId)).toBe(11_500n);
    expect(await wallet.balance(vendor.vassalage, p.playerId)).toEqual({ balance: 11_500n, currency: 'PHP' });
    // The same transaction id with other content is a conflict, never a second posting.
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'b1', 2_600n, 'round-1')))).code).toBe(
      'TRANSACTION_CONFLICT',
    );
    expect((await refusal(wallet.credit(vendor.vassalage, money(p.playerId, 'b1', 2_500n, 'round-1')))).code).toBe(
      'TRANSACTION_CONFLICT',
    );
    const stored = await query<{ kind: string; round_id: string; bet_transaction_id: string | null; status: string }>(
      db,
      sql`select kind, round_id, bet_transaction_id, status from seamless_transactions
          where member_id = ${p.memberId} order by id`,
    );
    expect(stored).toEqual([
      { kind: 'debit', round_id: 'round-1', bet_transaction_id: null, status: 'done' },
      { kind: 'credit', round_id: 'round-1', bet_transaction_id: 'b1', status: 'done' },
    ]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses a bet above the balance with the current balance, and negative amounts', async () => {
    const p = await player(1_000n);
    const error = await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'big', 1_001n)));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.balance).toBe(1_000n);
    // The refusal is the answer to a repeat too.
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'big', 1_001n)))).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'neg', -1n)))).code).toBe('INVALID_AMOUNT');
    expect(await mainBalance(db, p.memberId)).toBe(1_000n);
  });

  it('leaves a tombstone for a rollback that overtakes its bet, and refuses the late bet', async () => {
    const p = await player(5_000n);
    const rolled = await wallet.rollback(vendor.vassalage, {
      requestId: 'rq',
      playerId: p.playerId,
      transactionId: 'rb-early',
      roundId: 'r-late',
      betTransactionId: 'late-bet',
    });
    expect(rolled).toMatchObject({ balance: 5_000n, repeated: false });
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'late-bet', 100n, 'r-late')))).code).toBe(
      'BET_ROLLED_BACK',
    );
    expect(
      await wallet.rollback(vendor.vassalage, {
        requestId: 'rq',
        playerId: p.playerId,
        transactionId: 'rb-early',
        roundId: 'r-late',
        betTransactionId: 'late-bet',
      }),
    ).toEqual({ ...rolled, repeated: true });
    expect(await mainBalance(db, p.memberId)).toBe(5_000n);
  });

  it('refunds a rolled-back bet once and never pays it a win', async () => {
    const p = await player(5_000n);
    await wallet.debit(vendor.vassalage, money(p.playerId, 'rb-bet', 1_000n, 'rb-round'));
    const rollback = {
      requestId: 'x',
      playerId: p.playerId,
      transactionId: 'rb-1',
      roundId: 'rb-round',
      betTransactionId: 'rb-bet',
    };
    expect(await wallet.rollback(vendor.vassalage, rollback)).toMatchObject({ balance: 5_000n });
    // Another rollback of the same bet (new id) refunds nothing more.
    expect(await wallet.rollback(vendor.vassalage, { ...rollback, transactionId: 'rb-2' })).toMatchObject({
      balance: 5_000n,
    });
    // A rollback carrying the bet's own id is the same again.
    expect(await wallet.rollback(vendor.vassalage, { ...rollback, transactionId: 'rb-bet' })).toMatchObject({
      balance: 5_000n,
    });
    const win = { ...money(p.playerId, 'rb-win', 3_000n, 'rb-round'), betTransactionId: 'rb-bet' };
    expect((await refusal(wallet.credit(vendor.vassalage, win))).code).toBe('BET_ROLLED_BACK');
    expect((await refusal(wallet.credit(vendor.vassalage, win))).code).toBe('BET_ROLLED_BACK');
    // And the repeated bet answers that it was rolled back.
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'rb-bet', 1_000n, 'rb-round')))).code).toBe(
      'BET_ROLLED_BACK',
    );
    expect(await mainBalance(db, p.memberId)).toBe(5_000n);
    // A bet already paid a win cannot be rolled back.
    await wallet.debit(vendor.vassalage, money(p.playerId, 'paid-bet', 500n, 'paid-round'));
    await wallet.credit(vendor.vassalage, {
      ...money(p.playerId, 'paid-win', 800n, 'paid-round'),
      betTransactionId: 'paid-bet',
    });
    const late = { ...rollback, transactionId: 'rb-paid', roundId: 'paid-round', betTransactionId: 'paid-bet' };
    expect((await refusal(wallet.rollback(vendor.vassalage, late))).code).toBe('ROUND_CLOSED');
    expect(await mainBalance(db, p.memberId)).toBe(5_300n);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  const rollbackOf = (playerId: string, transactionId: string, betTransactionId: string, roundId: string) => ({
    requestId: `req-${transactionId}`,
    playerId,
    transactionId,
    roundId,
    betTransactionId,
  });

  it('lets a win overtake its bet: no rollback of that bet is taken, before or after the late bet, which is born won', async () => {
    const p = await player(5_000n);
    const win = { ...money(p.playerId, 'ahead-win', 500n, 'ahead'), betTransactionId: 'ahead-bet' };
    expect(await wallet.credit(vendor.vassalage, win)).toMatchObject({ balance: 5_500n });
    // A rollback before the bet arrives: the bet was paid a win, so it is refused and leaves no tombstone.
    const early = rollbackOf(p.playerId, 'ahead-rb1', 'ahead-bet', 'ahead');
    expect((await refusal(wallet.rollback(vendor.vassalage, early))).code).toBe('ROUND_CLOSED');
    const ownId = rollbackOf(p.playerId, 'ahead-bet', 'ahead-bet', 'ahead');
    expect((await refusal(wallet.rollback(vendor.vassalage, ownId))).code).toBe('ROUND_CLOSED');
    // The late bet is taken (it passes the bet gate like any bet) and answers its repeats.
    const bet = await wallet.debit(vendor.vassalage, money(p.playerId, 'ahead-bet', 200n, 'ahead'));
    expect(bet).toMatchObject({ balance: 5_300n, repeated: false });
    expect(await wallet.debit(vendor.vassalage, money(p.playerId, 'ahead-bet', 200n, 'ahead'))).toEqual({
      ...bet,
      repeated: true,
    });
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'ahead-bet', 201n, 'ahead')))).code).toBe(
      'TRANSACTION_CONFLICT',
    );
    // After it, a rollback is refused as for any paid bet, and the early one answers as it did.
    const late = rollbackOf(p.playerId, 'ahead-rb2', 'ahead-bet', 'ahead');
    expect((await refusal(wallet.rollback(vendor.vassalage, late))).code).toBe('ROUND_CLOSED');
    expect((await refusal(wallet.rollback(vendor.vassalage, early))).code).toBe('ROUND_CLOSED');
    // The bet may be paid more wins (a second one of the round).
    const second = { ...money(p.playerId, 'ahead-win2', 100n, 'ahead'), betTransactionId: 'ahead-bet' };
    expect(await wallet.credit(vendor.vassalage, second)).toMatchObject({ balance: 5_400n });
    expect(await mainBalance(db, p.memberId)).toBe(5_400n);
    const stored = await query<{ kind: string; transaction_id: string; status: string; won: boolean }>(
      db,
      sql`select kind, transaction_id, status, won_at is not null as won from seamless_transactions
          where member_id = ${p.memberId} and kind in ('debit', 'credit', 'win_marker', 'tombstone') order by id`,
    );
    expect(stored).toEqual([
      { kind: 'credit', transaction_id: 'ahead-win', status: 'done', won: false },
      { kind: 'debit', transaction_id: 'ahead-bet', status: 'done', won: true },
      { kind: 'credit', transaction_id: 'ahead-win2', status: 'done', won: false },
    ]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses a late bet whose win came first when the bet gate is shut, and still no rollback of it', async () => {
    const p = await player(5_000n);
    await wallet.credit(vendor.vassalage, {
      ...money(p.playerId, 'shut-win', 400n, 'shut'),
      betTransactionId: 'shut-bet',
    });
    await db.update(members).set({ disabled: true }).where(eq(members.id, p.memberId));
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'shut-bet', 100n, 'shut')))).code).toBe(
      'PLAYER_DISABLED',
    );
    await db.update(members).set({ disabled: false }).where(eq(members.id, p.memberId));
    const saved = clock;
    clock += 5 * 3_600_000;
    try {
      expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'shut-bet', 100n, 'shut')))).code).toBe(
        'INVALID_TOKEN',
      );
      expect(
        (await refusal(wallet.rollback(vendor.vassalage, rollbackOf(p.playerId, 'shut-rb', 'shut-bet', 'shut')))).code,
      ).toBe('ROUND_CLOSED');
    } finally {
      clock = saved;
    }
    expect(await mainBalance(db, p.memberId)).toBe(5_400n);
  });

  it('refuses the win of a bet whose rollback came first, and the late bet too', async () => {
    const p = await player(5_000n);
    expect(
      await wallet.rollback(vendor.vassalage, rollbackOf(p.playerId, 'first-rb', 'first-bet', 'first')),
    ).toMatchObject({ balance: 5_000n });
    const win = { ...money(p.playerId, 'first-win', 900n, 'first'), betTransactionId: 'first-bet' };
    expect((await refusal(wallet.credit(vendor.vassalage, win))).code).toBe('BET_ROLLED_BACK');
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'first-bet', 100n, 'first')))).code).toBe(
      'BET_ROLLED_BACK',
    );
    expect((await refusal(wallet.credit(vendor.vassalage, win))).code).toBe('BET_ROLLED_BACK');
    expect(await mainBalance(db, p.memberId)).toBe(5_000n);
  });

  it('leaves the bet alone when the win naming it is refused as a conflict: its rollback still refunds', async () => {
    const p = await player(5_000n);
    await wallet.debit(vendor.vassalage, money(p.playerId, 'cf-bet0', 100n, 'cf0'));
    await wallet.credit(vendor.vassalage, { ...money(p.playerId, 'cf-win', 300n, 'cf0'), betTransactionId: 'cf-bet0' });
    await wallet.debit(vendor.vassalage, money(p.playerId, 'cf-bet1', 1_000n, 'cf1'));
    // The win id is reused for another bet's win: a conflict, and the bet it names is not marked won.
    const reused = { ...money(p.playerId, 'cf-win', 300n, 'cf1'), betTransactionId: 'cf-bet1' };
    expect((await refusal(wallet.credit(vendor.vassalage, reused))).code).toBe('TRANSACTION_CONFLICT');
    expect(await wallet.rollback(vendor.vassalage, rollbackOf(p.playerId, 'cf-rb1', 'cf-bet1', 'cf1'))).toMatchObject({
      balance: 5_200n,
    });
    // Nor does it leave a marker for a bet not seen yet: that bet's rollback leaves its tombstone.
    const unseen = { ...money(p.playerId, 'cf-win', 300n, 'cf2'), betTransactionId: 'cf-bet2' };
    expect((await refusal(wallet.credit(vendor.vassalage, unseen))).code).toBe('TRANSACTION_CONFLICT');
    expect(await wallet.rollback(vendor.vassalage, rollbackOf(p.playerId, 'cf-rb2', 'cf-bet2', 'cf2'))).toMatchObject({
      balance: 5_200n,
    });
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'cf-bet2', 100n, 'cf2')))).code).toBe(
      'BET_ROLLED_BACK',
    );
    expect(await mainBalance(db, p.memberId)).toBe(5_200n);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('accepts wins without a bet, after the session ended and for a disabled player; bets need both', async () => {
    const p = await player(1_000n);
    expect(await wallet.credit(vendor.vassalage, money(p.playerId, 'free-spin-win', 700n))).toMatchObject({
      balance: 1_700n,
    });
    const saved = clock;
    clock += 5 * 3_600_000;
    try {
      expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'after-end', 100n)))).code).toBe(
        'INVALID_TOKEN',
      );
      expect(await wallet.credit(vendor.vassalage, money(p.playerId, 'auto-collect', 300n))).toMatchObject({
        balance: 2_000n,
      });
    } finally {
      clock = saved;
    }
    await db.update(members).set({ disabled: true }).where(eq(members.id, p.memberId));
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'disabled-bet', 100n)))).code).toBe(
      'PLAYER_DISABLED',
    );
    expect(await wallet.credit(vendor.vassalage, money(p.playerId, 'disabled-win', 50n))).toMatchObject({
      balance: 2_050n,
    });
    // A free-play session does not let the vendor take real bets.
    const q = await player(1_000n);
    await db.execute(sql`update game_sessions set mode = 'free' where member_id = ${q.memberId}`);
    expect((await refusal(wallet.debit(vendor.vassalage, money(q.playerId, 'free-bet', 100n)))).code).toBe(
      'INVALID_TOKEN',
    );
  });

  it('ends rounds: no more bets in them, wins still paid; a zero win ends its round too', async () => {
    const p = await player(1_000n);
    await wallet.debit(vendor.vassalage, money(p.playerId, 'er-bet', 100n, 'er'));
    expect(await wallet.endRound(vendor.vassalage, { requestId: 'e', playerId: p.playerId, roundId: 'er' })).toEqual({
      balance: 900n,
      currency: 'PHP',
    });
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'er-bet-2', 100n, 'er')))).code).toBe(
      'ROUND_CLOSED',
    );
    expect(await wallet.credit(vendor.vassalage, money(p.playerId, 'er-win', 250n, 'er'))).toMatchObject({
      balance: 1_150n,
    });
    await wallet.debit(vendor.vassalage, money(p.playerId, 'zw-bet', 100n, 'zw'));
    expect(await wallet.credit(vendor.vassalage, money(p.playerId, 'zw-win', 0n, 'zw'))).toMatchObject({
      balance: 1_050n,
    });
    expect((await refusal(wallet.debit(vendor.vassalage, money(p.playerId, 'zw-bet-2', 100n, 'zw')))).code).toBe(
      'ROUND_CLOSED',
    );
  });

  it('keeps players of other brands out of a brand-limited wallet', async () => {
    const p = await player(100n);
    const other = wallet.forBrand(vendor.brandId + 1000);
    expect((await refusal(other.balance(vendor.vassalage, p.playerId))).code).toBe('PLAYER_NOT_FOUND');
    expect((await refusal(wallet.balance(vendor.vassalage, 'unknown-player'))).code).toBe('PLAYER_NOT_FOUND');
  });

  it('never overdraws under parallel bets and settles racing bets, rollbacks and wins exactly once', async () => {
    const p = await player(1_000n);
    const bets = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        wallet.debit(vendor.vassalage, money(p.playerId, `par-${i}`, 100n, `par-r${i}`)),
      ),
    );
    expect(bets.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = bets.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => (r.reason as SeamlessError).code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await mainBalance(db, p.memberId)).toBe(0n);

    // Bets racing their rollbacks: every stake comes back, whoever wins each race.
    const q = await player(10_000n);
    await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => [
        wallet.debit(vendor.vassalage, money(q.playerId, `race-${i}`, 100n, `race-r${i}`)),
        wallet.rollback(vendor.vassalage, {
          requestId: `rr-${i}`,
          playerId: q.playerId,
          transactionId: `race-rb-${i}`,
          roundId: `race-r${i}`,
          betTransactionId: `race-${i}`,
        }),
      ]).flat(),
    );
    expect(await mainBalance(db, q.memberId)).toBe(10_000n);

    // Wins racing rollbacks of the same bet: either the win is paid and the rollback refused, or the reverse.
    const w = await player(10_000n);
    for (let i = 0; i < 10; i++) await wallet.debit(vendor.vassalage, money(w.playerId, `wr-${i}`, 100n, `wr-r${i}`));
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const [won, rolled] = await Promise.allSettled([
          wallet.credit(vendor.vassalage, {
            ...money(w.playerId, `wr-win-${i}`, 300n, `wr-r${i}`),
            betTransactionId: `wr-${i}`,
          }),
          wallet.rollback(vendor.vassalage, {
            requestId: `wrr-${i}`,
            playerId: w.playerId,
            transactionId: `wr-rb-${i}`,
            roundId: `wr-r${i}`,
            betTransactionId: `wr-${i}`,
          }),
        ]);
        expect([won.status, rolled.status].sort()).toEqual(['fulfilled', 'rejected']);
        return won.status === 'fulfilled' ? 300n : 100n;
      }),
    );
    expect(await mainBalance(db, w.memberId)).toBe(9_000n + outcomes.reduce((a, b) => a + b, 0n));

    // A win racing the rollback of a bet not seen yet: one of them is taken, then the late bet follows it.
    const u = await player(10_000n);
    const unseen = await Promise.all(
      Array.from({ length: 10 }, async (_, i): Promise<bigint> => {
        const [won, rolled] = await Promise.allSettled([
          wallet.credit(vendor.vassalage, {
            ...money(u.playerId, `uw-win-${i}`, 300n, `uw-r${i}`),
            betTransactionId: `uw-${i}`,
          }),
          wallet.rollback(vendor.vassalage, rollbackOf(u.playerId, `uw-rb-${i}`, `uw-${i}`, `uw-r${i}`)),
        ]);
        expect([won.status, rolled.status].sort()).toEqual(['fulfilled', 'rejected']);
        const late = wallet.debit(vendor.vassalage, money(u.playerId, `uw-${i}`, 100n, `uw-r${i}`));
        if (won.status === 'rejected') expect((await refusal(late)).code).toBe('BET_ROLLED_BACK');
        else await late;
        return won.status === 'fulfilled' ? 200n : 0n;
      }),
    );
    expect(await mainBalance(db, u.memberId)).toBe(10_000n + unseen.reduce((a, b) => a + b, 0n));

    // A win racing its own bet: both are taken, whichever lands first, and the bet is never rolled back.
    const v = await player(10_000n);
    for (let i = 0; i < 10; i++) {
      await Promise.all([
        wallet.credit(vendor.vassalage, {
          ...money(v.playerId, `vw-win-${i}`, 300n, `vw-r${i}`),
          betTransactionId: `vw-${i}`,
        }),
        wallet.debit(vendor.vassalage, money(v.playerId, `vw-${i}`, 100n, `vw-r${i}`)),
      ]);
      const rollback = wallet.rollback(vendor.vassalage, rollbackOf(v.playerId, `vw-rb-${i}`, `vw-${i}`, `vw-r${i}`));
      expect((await refusal(rollback)).code).toBe('ROUND_CLOSED');
    }
    expect(await mainBalance(db, v.memberId)).toBe(12_000n);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
