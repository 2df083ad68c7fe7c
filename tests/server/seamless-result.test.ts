// The seamless protocol's result action over HTTP (POST /seamless/v1/result, routes.ts): signed
// like every call, a malformed body refused before the wallet sees it (nothing moved), and the
// answer the wallet's result() gives, in the protocol's shape (balances as numbers, our ids of
// the bet and the win), with its refusals mapped like a debit's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../../src/server/modules/seamless/signature';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember } from './auth-client';
import { fund, gameToken, seamlessVendor, type SeamlessVendor } from './seamless-support';
import { ledgerViolations, mainBalance, query } from './wallet-support';

const skip = await skipReason();

describe.skipIf(skip !== null)('seamless result over HTTP', () => {
  let server: TestServer;
  let vendor: SeamlessVendor;
  let key: { keyId: string; secret: string };
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer();
    vendor = await seamlessVendor(server.database.db, 'RSLT');
    const res = await call(server, {
      method: 'POST',
      url: `/admin/api/games/demo/vendors/${vendor.vassalage}/credentials`,
      headers: { authorization: `Bearer ${await server.operatorToken()}` },
      payload: { allowedIps: ['127.0.0.1', '::1'] },
    });
    expect(res.statusCode).toBe(200);
    key = res.json<{ value: { keyId: string; secret: string } }>().value;
  });
  afterAll(() => server?.close());

  /** POSTs a raw body to an action, signed for `signedPath` (the action's own path by default). */
  async function send(
    action: string,
    body: string,
    options: { signedPath?: string; signature?: string; vendor?: string } = {},
  ) {
    const path = `/seamless/v1/${action}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await server.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        'x-vendor': options.vendor ?? key.keyId,
        'x-timestamp': timestamp,
        'x-signature': options.signature ?? signRequest(key.secret, timestamp, options.signedPath ?? path, body),
      },
      payload: body,
    });
    return { status: res.statusCode, headers: res.headers, body: res.json<Record<string, unknown>>() };
  }

  const post = (action: string, body: Record<string, unknown>) =>
    send(action, JSON.stringify({ requestId: `rq-${++n}`, ...body }));

  /** A funded member with a live real-mode session, authenticated over HTTP. */
  async function player(amount = 10_000n) {
    const memberId = await createMember(server, { username: `result${++n}`, password: 'Result-pass-1' });
    await fund(server.database.db, vendor.brandId, memberId, amount);
    const token = await gameToken(server.database.db, vendor, memberId);
    const auth = await post('authenticate', { token });
    expect(auth.body.status).toBe('OK');
    return { memberId, playerId: String(auth.body.playerId) };
  }

  const result = (
    playerId: string,
    roundId: string,
    bet: [string, number],
    win: [string, number],
    extra: Record<string, unknown> = {},
  ) => ({
    playerId,
    roundId,
    gameCode: vendor.gameCode,
    bet: { transactionId: bet[0], amount: bet[1] },
    win: { transactionId: win[0], amount: win[1] },
    ...extra,
  });

  const rowsOf = (memberId: number) =>
    query<{ kind: string; transaction_id: string; bet_transaction_id: string | null; status: string }>(
      server.database.db,
      sql`select kind, transaction_id, bet_transaction_id, status from seamless_transactions
          where member_id = ${memberId} order by id`,
    );

  it('needs a signature made for the result call', async () => {
    const p = await player(5_000n);
    const body = JSON.stringify({
      requestId: 'rq-sig',
      ...result(p.playerId, 'sig', ['sig-bet', 100], ['sig-win', 300]),
    });
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/seamless/v1/result',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ status: 'ERROR', code: 'UNKNOWN_VENDOR' });
    const bad = await send('result', body, { signature: '0'.repeat(64) });
    expect(bad).toMatchObject({ status: 401, body: { status: 'ERROR', code: 'INVALID_SIGNATURE' } });
    // A well-signed debit body replayed to the result call: the path is signed too.
    const replayed = await send('result', body, { signedPath: '/seamless/v1/debit' });
    expect(replayed).toMatchObject({ status: 401, body: { status: 'ERROR', code: 'INVALID_SIGNATURE' } });
    expect(await mainBalance(server.database.db, p.memberId)).toBe(5_000n);
    expect(await rowsOf(p.memberId)).toEqual([]);
  });

  it('refuses a malformed body with 400 BAD_REQUEST, nothing moved', async () => {
    const p = await player(5_000n);
    const good = { requestId: 'rq-bad', ...result(p.playerId, 'bad', ['bad-bet', 100], ['bad-win', 300]) };
    const malformed: unknown[] = [
      { ...good, win: undefined },
      { ...good, bet: undefined },
      { ...good, roundId: undefined },
      { ...good, gameCode: '' },
      { ...good, bet: { transactionId: 'bad-bet', amount: -100 } },
      { ...good, bet: { transactionId: 'bad-bet', amount: 1.5 } },
      { ...good, bet: { transactionId: 'bad-bet', amount: '100' } },
      { ...good, win: { transactionId: 'bad-win', amount: -1 } },
      { ...good, win: { transactionId: 'bad-win', amount: 2 ** 53 } },
      { ...good, win: { amount: 300 } },
      { ...good, bet: { transactionId: 'x'.repeat(129), amount: 100 } },
      { ...good, endRound: 'yes' },
      [good],
    ];
    for (const body of malformed) {
      const answer = await send('result', JSON.stringify(body));
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { status: 'ERROR', code: 'BAD_REQUEST' },
      });
    }
    expect(await send('result', '{not json')).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(await mainBalance(server.database.db, p.memberId)).toBe(5_000n);
    expect(await rowsOf(p.memberId)).toEqual([]);
    // The same message well-formed (with fields of the vendor's own, which are ignored) is taken.
    const taken = await send(
      'result',
      JSON.stringify({ ...good, vendorField: 1, bet: { ...good.bet, note: 'x' }, win: { ...good.win, note: 'y' } }),
    );
    expect(taken).toMatchObject({ status: 200, body: { status: 'OK', balance: 5_200 } });
  });

  it('takes the bet and pays the win, answers a repeat with the original answer, and leaves the round open', async () => {
    const p = await player(10_000n);
    const message = result(p.playerId, 'happy', ['happy-bet', 2_500], ['happy-win', 4_000]);
    const first = await post('result', message);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toEqual({
      status: 'OK',
      requestId: expect.any(String) as string,
      balance: 11_500,
      betBalance: 7_500,
      currency: 'PHP',
      betWalletTransactionId: expect.stringMatching(/^\d+$/) as string,
      winWalletTransactionId: expect.stringMatching(/^\d+$/) as string,
      repeated: false,
    });
    expect(first.body.winWalletTransactionId).not.toBe(first.body.betWalletTransactionId);
    // A repeat (a new request id) answers the original; nothing moves again.
    const again = await post('result', message);
    expect(again.body).toEqual({ ...first.body, requestId: again.body.requestId, repeated: true });
    expect(await mainBalance(server.database.db, p.memberId)).toBe(11_500n);
    // The separate messages with the same ids answer what the result stored for them.
    const debit = await post('debit', {
      playerId: p.playerId,
      transactionId: 'happy-bet',
      roundId: 'happy',
      gameCode: vendor.gameCode,
      amount: 2_500,
    });
    expect(debit.body).toMatchObject({
      status: 'OK',
      balance: 7_500,
      walletTransactionId: first.body.betWalletTransactionId,
      repeated: true,
    });
    const credit = await post('credit', {
      playerId: p.playerId,
      transactionId: 'happy-win',
      roundId: 'happy',
      gameCode: vendor.gameCode,
      amount: 4_000,
      betTransactionId: 'happy-bet',
    });
    expect(credit.body).toMatchObject({
      status: 'OK',
      balance: 11_500,
      walletTransactionId: first.body.winWalletTransactionId,
      repeated: true,
    });
    expect(await rowsOf(p.memberId)).toEqual([
      { kind: 'debit', transaction_id: 'happy-bet', bet_transaction_id: null, status: 'done' },
      { kind: 'credit', transaction_id: 'happy-win', bet_transaction_id: 'happy-bet', status: 'done' },
    ]);
    // Its bet was paid a win: no rollback of it. And without endRound the round is still open.
    const rollback = await post('rollback', {
      playerId: p.playerId,
      transactionId: 'happy-rb',
      roundId: 'happy',
      betTransactionId: 'happy-bet',
    });
    expect(rollback.body).toMatchObject({ status: 'ERROR', code: 'ROUND_CLOSED' });
    const next = await post('result', result(p.playerId, 'happy', ['happy-bet2', 500], ['happy-win2', 0]));
    expect(next.body).toMatchObject({ status: 'OK', balance: 11_000, betBalance: 11_000 });
    expect(next.body).not.toHaveProperty('winWalletTransactionId');
    expect(await mainBalance(server.database.db, p.memberId)).toBe(11_000n);
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  it('ends the round with endRound, and a lost bet stays a bet that can be rolled back', async () => {
    const p = await player(1_000n);
    const lost = await post(
      'result',
      result(p.playerId, 'lost', ['lost-bet', 300], ['lost-win', 0], { endRound: true }),
    );
    expect(lost.body).toMatchObject({ status: 'OK', balance: 700, betBalance: 700, repeated: false });
    expect(lost.body).not.toHaveProperty('winWalletTransactionId');
    const later = await post('debit', {
      playerId: p.playerId,
      transactionId: 'lost-bet2',
      roundId: 'lost',
      gameCode: vendor.gameCode,
      amount: 100,
    });
    expect(later.body).toMatchObject({ status: 'ERROR', code: 'ROUND_CLOSED' });
    // No win was paid for it (no credit was sent): its rollback refunds it, as a debit's would.
    const rollback = await post('rollback', {
      playerId: p.playerId,
      transactionId: 'lost-rb',
      roundId: 'lost',
      betTransactionId: 'lost-bet',
    });
    expect(rollback.body).toMatchObject({ status: 'OK', balance: 1_000 });
    expect(await mainBalance(server.database.db, p.memberId)).toBe(1_000n);
    expect(await rowsOf(p.memberId)).toEqual([
      { kind: 'debit', transaction_id: 'lost-bet', bet_transaction_id: null, status: 'done' },
      { kind: 'rollback', transaction_id: 'lost-rb', bet_transaction_id: 'lost-bet', status: 'done' },
    ]);
  });

  it('fails with 500 when the win is refused after its bet was taken; a repeat answers the refusal, the bet stands', async () => {
    const p = await player(1_000n);
    const promo = await post('credit', {
      playerId: p.playerId,
      transactionId: 'taken-win',
      roundId: 'promo',
      gameCode: vendor.gameCode,
      amount: 50,
    });
    expect(promo.body).toMatchObject({ status: 'OK', balance: 1_050 });
    // The win's id is already another message's: the bet is taken, the win refused.
    const message = result(p.playerId, 'taken', ['taken-bet', 100], ['taken-win', 300], { endRound: true });
    const failed = await post('result', message);
    expect(failed.status).toBe(500);
    expect(failed.body.status).not.toBe('OK');
    expect(await mainBalance(server.database.db, p.memberId)).toBe(950n);
    // Sent again, the bet is a repeat and the win's refusal is the answer; the bet still stands.
    const again = await post('result', message);
    expect(again).toMatchObject({ status: 200, body: { status: 'ERROR', code: 'TRANSACTION_CONFLICT' } });
    expect(await mainBalance(server.database.db, p.memberId)).toBe(950n);
    // It was never paid a win, so the vendor can settle it with a rollback.
    const rollback = await post('rollback', {
      playerId: p.playerId,
      transactionId: 'taken-rb',
      roundId: 'taken',
      betTransactionId: 'taken-bet',
    });
    expect(rollback.body).toMatchObject({ status: 'OK', balance: 1_050 });
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  it("maps the wallet's refusals like a debit's: nothing moves and no win is recorded", async () => {
    const p = await player(1_000n);
    const funds = await post(
      'result',
      result(p.playerId, 'poor', ['poor-bet', 1_001], ['poor-win', 5_000], { endRound: true }),
    );
    expect(funds).toMatchObject({
      status: 200,
      body: { status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 1_000 },
    });
    expect(typeof funds.body.requestId).toBe('string');
    // The refusal is the answer to a repeat too.
    expect(
      (await post('result', result(p.playerId, 'poor', ['poor-bet', 1_001], ['poor-win', 5_000], { endRound: true })))
        .body,
    ).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 1_000 });
    expect(await rowsOf(p.memberId)).toEqual([
      { kind: 'debit', transaction_id: 'poor-bet', bet_transaction_id: null, status: 'refused' },
    ]);
    // The round was not ended.
    const bet = await post('debit', {
      playerId: p.playerId,
      transactionId: 'poor-bet2',
      roundId: 'poor',
      gameCode: vendor.gameCode,
      amount: 100,
    });
    expect(bet.body).toMatchObject({ status: 'OK', balance: 900 });

    const same = await post('result', result(p.playerId, 'same', ['same-id', 100], ['same-id', 200]));
    expect(same).toMatchObject({ status: 200, body: { status: 'ERROR', code: 'TRANSACTION_CONFLICT' } });
    // A bet id already used for other content refuses the result, and nothing moves.
    const reused = await post('result', result(p.playerId, 'reuse', ['poor-bet2', 200], ['reuse-win', 400]));
    expect(reused.body).toMatchObject({ status: 'ERROR', code: 'TRANSACTION_CONFLICT' });
    const stranger = await post('result', result('no-such-player', 'x', ['x-bet', 1], ['x-win', 1]));
    expect(stranger.body).toMatchObject({ status: 'ERROR', code: 'PLAYER_NOT_FOUND' });
    expect(await mainBalance(server.database.db, p.memberId)).toBe(900n);
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });
});
