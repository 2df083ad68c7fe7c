// The seamless wallet's result message (a bet, its win, end-round) in one statement
// (seamless_result_batch, migration 0021): it leaves exactly the rows, postings and answers of
// the same messages sent one by one, so repeats and rollbacks meet the same state; a refused
// bet moves nothing; a bet that may not be taken goes the message-by-message way and meets its
// rules; concurrent results of many players share statements and the ledger stays sound.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { members } from '../../src/server/db/schema';
import type { ResultMessage } from '../../src/server/modules/seamless/contract';
import { SeamlessError } from '../../src/server/modules/seamless/errors';
import { requestHash } from '../../src/server/modules/wallet/ledger';
import { createSeamlessWallet, type SeamlessWalletService } from '../../src/server/modules/seamless/wallet';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { createMember } from './auth-client';
import { fund, gameToken, seamlessVendor, type SeamlessVendor } from './seamless-support';
import { ledgerViolations, mainBalance, query } from './wallet-support';

const skip = await skipReason();

interface Row {
  transaction_id: string;
  kind: string;
  status: string;
  amount: string;
  round_id: string;
  bet_transaction_id: string | null;
  game_code: string;
  request_id: string;
  content_hash: string;
  won: boolean;
  rolled_back: boolean;
  answer: Record<string, unknown> | null;
  created_at: string;
  ledger_kind: string | null;
  ledger_hash: string | null;
  ledger_metadata: Record<string, unknown> | null;
  legs: string[] | null;
}

describe.skipIf(skip !== null)('seamless result in one statement', () => {
  let server: TestServer;
  let db: Database;
  let vendor: SeamlessVendor;
  let wallet: SeamlessWalletService;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    vendor = await seamlessVendor(db, 'RESULT');
    wallet = createSeamlessWallet(db);
  });
  afterAll(() => server?.close());

  async function player(amount = 10_000n) {
    const memberId = await createMember(server, { username: `result${++n}`, password: 'Result-pass-1' });
    if (amount > 0n) await fund(db, vendor.brandId, memberId, amount);
    const token = await gameToken(db, vendor, memberId);
    const auth = await wallet.authenticate(vendor.vassalage, token);
    return { memberId, playerId: auth.playerId };
  }

  const resultOf = (playerId: string, id: string, stake: bigint, win: bigint, endRound = true): ResultMessage => ({
    requestId: `req-${id}`,
    playerId,
    roundId: `round-${id}`,
    gameCode: vendor.gameCode,
    bet: { transactionId: `${id}:bet`, amount: stake },
    win: { transactionId: `${id}:win`, amount: win },
    endRound,
  });

  /** The player's seamless rows with their ledger transactions, ids and times left out. */
  const rowsOf = (memberId: number) =>
    query<Row>(
      db,
      sql`select t.transaction_id, t.kind, t.status, t.amount::text as amount, t.round_id, t.bet_transaction_id,
            t.game_code, t.request_id, t.content_hash, t.won_at is not null as won, t.rolled_back_at is not null as rolled_back,
            t.answer, t.created_at::text as created_at, l.kind as ledger_kind, l.request_hash as ledger_hash,
            l.metadata as ledger_metadata,
            (select array_agg(p.amount::text || '@' || a.kind order by p.id) from ledger_postings p
               join ledger_accounts a on a.id = p.account_id where p.transaction_id = l.id) as legs
          from seamless_transactions t left join ledger_transactions l on l.id = t.ledger_transaction_id
          where t.member_id = ${memberId} order by t.id`,
    );

  /** What the rows say apart from row ids and times; a ledger hash is checked against its member's. */
  const comparable = (rows: Row[], memberId: number) =>
    rows.map((row) => {
      const what = row.kind === 'debit' ? 'bet' : 'win';
      expect(row.ledger_hash).toBe(
        requestHash({ seamless: what, vendorId: vendor.vendorId, memberId, amount: BigInt(row.amount) }),
      );
      return {
        ...row,
        answer: row.answer && { ...row.answer, walletTransactionId: 'id' },
        created_at: 'compared apart',
        ledger_hash: 'compared apart',
      };
    });

  const closed = async (memberId: number, roundId: string) =>
    (
      await query<{ n: number }>(
        db,
        sql`select count(*)::int as n from seamless_closed_rounds where member_id = ${memberId} and round_id = ${roundId}`,
      )
    )[0]?.n;

  async function refusal(promise: Promise<unknown>): Promise<SeamlessError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SeamlessError);
    return error as SeamlessError;
  }

  it('leaves what the bet, the win and end-round sent one by one leave, in one transaction', async () => {
    const fast = await player(10_000n);
    const answer = await wallet.result(vendor.vassalage, resultOf(fast.playerId, 'a1', 300n, 1_250n));
    expect(answer).toMatchObject({ balance: 10_950n, betBalance: 9_700n, currency: 'PHP', repeated: false });
    expect(answer.winTransactionId).toBeDefined();

    // Transaction ids are per player: the other player's messages use the same ones.
    const slow = await player(10_000n);
    const message = resultOf(slow.playerId, 'a1', 300n, 1_250n);
    const common = { requestId: message.requestId, playerId: slow.playerId, roundId: message.roundId };
    await wallet.debit(vendor.vassalage, {
      ...common,
      gameCode: vendor.gameCode,
      transactionId: 'a1:bet',
      amount: 300n,
    });
    await wallet.credit(vendor.vassalage, {
      ...common,
      gameCode: vendor.gameCode,
      transactionId: 'a1:win',
      betTransactionId: 'a1:bet',
      amount: 1_250n,
    });
    await wallet.endRound(vendor.vassalage, common);

    const fastRows = await rowsOf(fast.memberId);
    const slowRows = await rowsOf(slow.memberId);
    expect(fastRows).toHaveLength(2);
    expect(comparable(fastRows, fast.memberId)).toEqual(comparable(slowRows, slow.memberId));
    expect(fastRows.map((row) => row.answer?.walletTransactionId)).toEqual([
      answer.betTransactionId,
      answer.winTransactionId,
    ]);
    // One transaction: both rows carry its start time (the messages one by one cannot).
    expect(fastRows[0]!.created_at).toBe(fastRows[1]!.created_at);
    expect(slowRows[0]!.created_at).not.toBe(slowRows[1]!.created_at);
    expect(await closed(fast.memberId, 'round-a1')).toBe(1);
    expect(await mainBalance(db, fast.memberId)).toBe(10_950n);
  });

  it('answers a repeat with the original balances and lets no rollback undo a paid bet', async () => {
    const p = await player(5_000n);
    const message = resultOf(p.playerId, 'r1', 200n, 600n);
    const first = await wallet.result(vendor.vassalage, message);
    const again = await wallet.result(vendor.vassalage, message);
    expect(again).toEqual({ ...first, repeated: true });
    // The bet alone, repeated as a debit, answers what the bet answered.
    expect(
      await wallet.debit(vendor.vassalage, {
        requestId: 'other-request',
        playerId: p.playerId,
        roundId: message.roundId,
        gameCode: vendor.gameCode,
        transactionId: 'r1:bet',
        amount: 200n,
      }),
    ).toMatchObject({ balance: 4_800n, repeated: true, walletTransactionId: first.betTransactionId });
    const rollback = wallet.rollback(vendor.vassalage, {
      requestId: 'rb',
      playerId: p.playerId,
      transactionId: 'r1:rb',
      roundId: message.roundId,
      betTransactionId: 'r1:bet',
    });
    expect((await refusal(rollback)).code).toBe('ROUND_CLOSED');
    // The same ids with other content is a conflict, not a repeat.
    expect(
      (await refusal(wallet.result(vendor.vassalage, { ...message, win: { ...message.win, amount: 1n } }))).code,
    ).toBe('TRANSACTION_CONFLICT');
    expect(await mainBalance(db, p.memberId)).toBe(5_400n);
  });

  it('refuses a bet above the balance with the balance, and moves nothing: no win, round still open', async () => {
    const p = await player(150n);
    const error = await refusal(wallet.result(vendor.vassalage, resultOf(p.playerId, 'f1', 200n, 5_000n)));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.balance).toBe(150n);
    const rows = await rowsOf(p.memberId);
    expect(rows.map((row) => [row.kind, row.status, row.answer?.code, row.ledger_kind])).toEqual([
      ['debit', 'refused', 'INSUFFICIENT_FUNDS', null],
    ]);
    expect(await closed(p.memberId, 'round-f1')).toBe(0);
    expect(await mainBalance(db, p.memberId)).toBe(150n);
    // A repeat is refused the same way, still without moving anything.
    expect((await refusal(wallet.result(vendor.vassalage, resultOf(p.playerId, 'f1', 200n, 5_000n)))).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(await mainBalance(db, p.memberId)).toBe(150n);
  });

  it('takes a lost round (no win) and closes it; later bets in it are refused', async () => {
    const p = await player(1_000n);
    const answer = await wallet.result(vendor.vassalage, resultOf(p.playerId, 'l1', 100n, 0n));
    expect(answer).toMatchObject({ balance: 900n, betBalance: 900n });
    expect(answer.winTransactionId).toBeUndefined();
    const late = wallet.debit(vendor.vassalage, {
      requestId: 'late',
      playerId: p.playerId,
      roundId: 'round-l1',
      gameCode: vendor.gameCode,
      transactionId: 'l1:late',
      amount: 100n,
    });
    expect((await refusal(late)).code).toBe('ROUND_CLOSED');
    // Without endRound the round stays open.
    await wallet.result(vendor.vassalage, resultOf(p.playerId, 'l2', 100n, 0n, false));
    expect(await closed(p.memberId, 'round-l2')).toBe(0);
  });

  it('meets the bet gate as a debit does: a disabled player or a closed round is refused, nothing moved', async () => {
    const p = await player(1_000n);
    await wallet.endRound(vendor.vassalage, { requestId: 'x', playerId: p.playerId, roundId: 'round-g1' });
    expect((await refusal(wallet.result(vendor.vassalage, resultOf(p.playerId, 'g1', 100n, 500n)))).code).toBe(
      'ROUND_CLOSED',
    );
    await db.update(members).set({ disabled: true }).where(eq(members.id, p.memberId));
    expect((await refusal(wallet.result(vendor.vassalage, resultOf(p.playerId, 'g2', 100n, 500n)))).code).toBe(
      'PLAYER_DISABLED',
    );
    expect(await mainBalance(db, p.memberId)).toBe(1_000n);
    expect((await rowsOf(p.memberId)).filter((row) => row.kind !== 'tombstone')).toEqual([]);
  });

  it('settles concurrent results of many players together, each exactly once, the ledger sound', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player(2_000n)));
    const answers = await Promise.all(
      players.flatMap((p, i) => [
        wallet.result(vendor.vassalage, resultOf(p.playerId, `c${i}`, 100n, BigInt(i) * 50n)),
        // The same message twice at once: one settles it, the other answers it.
        wallet.result(vendor.vassalage, resultOf(p.playerId, `c${i}`, 100n, BigInt(i) * 50n)),
      ]),
    );
    for (const [i, p] of players.entries()) {
      const expected = 2_000n - 100n + BigInt(i) * 50n;
      expect(answers[2 * i]!.balance).toBe(expected);
      expect(answers[2 * i + 1]!.balance).toBe(expected);
      expect(await mainBalance(db, p.memberId)).toBe(expected);
    }
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
