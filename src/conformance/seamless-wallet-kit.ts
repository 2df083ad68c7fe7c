import { createHmac, randomBytes } from 'node:crypto';

/**
 * Conformance kit of the seamless-wallet protocol (docs/seamless-wallet.md and
 * docs/seamless-wallet.openapi.yaml). It drives every rule of the protocol against a running
 * operator over plain HTTP, signing as a vendor does, and reports each case as passed, failed
 * or skipped. It needs nothing from this codebase: a vendor can point it at any operator that
 * claims to speak the protocol (npm run conformance, src/conformance/cli.ts).
 *
 * What the operator provides:
 * - a vendor credential (X-Vendor key id and secret) that admits the kit's address;
 * - freshToken(): a new real-mode game token of one player with at least MIN_FUNDS minor units
 *   (every case may call it; tokens of one player are fine, the cases move little money);
 * - optional hooks for the cases an operator must act in: endSession(token) ends the game
 *   sessions of the token's player (later cases ask freshToken for new ones), disablePlayer(token)
 *   disables the token's player (the last case; the player stays disabled); otherPlayerToken(),
 *   a game token of a second player with at least MIN_FUNDS (transaction ids are per player);
 *   and a second credential whose address list excludes the kit (deniedCredential).
 *   Without them those cases are skipped, not failed.
 */

/** The player behind freshToken() must hold at least this many minor units. */
export const MIN_FUNDS = 10_000;

export interface KitCredential {
  readonly vendor: string;
  readonly secret: string;
}

export interface KitOptions extends KitCredential {
  /** The operator's base URL; the protocol lives under <baseUrl>/seamless/v1/. */
  readonly baseUrl: string;
  readonly freshToken: () => Promise<string>;
  readonly endSession?: (token: string) => Promise<void>;
  readonly disablePlayer?: (token: string) => Promise<void>;
  readonly otherPlayerToken?: () => Promise<string>;
  readonly deniedCredential?: KitCredential;
  /** The stake of a bet, minor units (default 100). */
  readonly stake?: number;
}

export interface CaseResult {
  readonly name: string;
  readonly outcome: 'passed' | 'failed' | 'skipped';
  readonly detail?: string;
}

interface Answer {
  readonly http: number;
  readonly body: Record<string, unknown>;
}

class CaseFailure extends Error {}
class CaseSkipped extends Error {}

export async function runSeamlessKit(options: KitOptions): Promise<CaseResult[]> {
  const stake = options.stake ?? 100;
  const run = randomBytes(4).toString('hex');
  let counter = 0;
  const id = (what: string) => `ck-${run}-${what}-${++counter}`;

  async function call(
    action: string,
    body: Record<string, unknown>,
    tamper: { credential?: KitCredential; signature?: string; timestamp?: string; signedPath?: string } = {},
  ): Promise<Answer> {
    const credential = tamper.credential ?? options;
    const path = `/seamless/v1/${action}`;
    const raw = JSON.stringify({ requestId: id('rq'), ...body });
    const timestamp = tamper.timestamp ?? String(Math.floor(Date.now() / 1000));
    const signed = tamper.signedPath ?? path;
    const signature =
      tamper.signature ??
      createHmac('sha256', credential.secret).update(`${timestamp}\n${signed}\n${raw}`).digest('hex');
    const response = await fetch(new URL(path, options.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendor': credential.vendor,
        'x-timestamp': timestamp,
        'x-signature': signature,
      },
      body: raw,
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new CaseFailure(`${action} answered HTTP ${response.status} with a body that is not JSON`);
    }
    return { http: response.status, body: parsed as Record<string, unknown> };
  }

  function expectOk(answer: Answer, what: string): Record<string, unknown> {
    if (answer.http !== 200 || answer.body.status !== 'OK')
      throw new CaseFailure(`${what}: expected HTTP 200 status OK, got ${answer.http} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  function expectRefused(answer: Answer, code: string, what: string, http = 200): void {
    if (answer.http !== http || answer.body.status !== 'ERROR' || answer.body.code !== code)
      throw new CaseFailure(
        `${what}: expected HTTP ${http} ERROR ${code}, got ${answer.http} ${JSON.stringify(answer.body)}`,
      );
  }

  function expectEqual(actual: unknown, expected: unknown, what: string): void {
    if (actual !== expected) throw new CaseFailure(`${what}: expected ${String(expected)}, got ${String(actual)}`);
  }

  /** A fresh session's player (of freshToken, or of another token source), authenticated. */
  async function session(tokenOf: () => Promise<string> = options.freshToken) {
    const token = await tokenOf();
    const auth = expectOk(await call('authenticate', { token }), 'authenticate');
    const playerId = String(auth.playerId);
    const balance = Number(auth.balance);
    if (!Number.isSafeInteger(balance) || balance < MIN_FUNDS)
      throw new CaseSkipped(`the player holds ${balance}; the kit needs at least ${MIN_FUNDS} minor units`);
    return { token, playerId, balance, gameCode: String(auth.gameCode) };
  }

  async function balanceOf(playerId: string): Promise<number> {
    return Number(expectOk(await call('balance', { playerId }), 'balance').balance);
  }

  type Player = Awaited<ReturnType<typeof session>>;
  const rollbackOf = (p: Player, betTransactionId: string, roundId: string) => ({
    playerId: p.playerId,
    transactionId: id('rb'),
    roundId,
    betTransactionId,
  });
  const money = (
    p: Player,
    transactionId: string,
    amount: number,
    roundId: string,
    extra: Record<string, unknown> = {},
  ) => ({
    playerId: p.playerId,
    transactionId,
    roundId,
    gameCode: p.gameCode,
    amount,
    ...extra,
  });
  /** A result message: a bet and the win that settles it, each with its own transaction id. */
  const result = (
    p: Player,
    roundId: string,
    bet: { transactionId: string; amount: number },
    win: { transactionId: string; amount: number },
    extra: Record<string, unknown> = {},
  ) => ({ playerId: p.playerId, roundId, gameCode: p.gameCode, bet, win, ...extra });

  /** The answer's field that must be a non-empty string (our ids of movements). */
  function idIn(answer: Record<string, unknown>, field: string): string {
    const value = answer[field];
    if (typeof value !== 'string' || value === '') throw new CaseFailure(`no ${field} in ${JSON.stringify(answer)}`);
    return value;
  }

  const cases: [string, () => Promise<void>][] = [
    [
      'authenticate: a game token answers player, currency and balance, also a second time',
      async () => {
        const token = await options.freshToken();
        const first = expectOk(await call('authenticate', { token }), 'authenticate');
        if (typeof first.playerId !== 'string' || first.playerId === '') throw new CaseFailure('no playerId');
        if (typeof first.currency !== 'string' || !/^[A-Z]{3}$/.test(first.currency))
          throw new CaseFailure('currency is not an ISO 4217 code');
        if (!Number.isSafeInteger(first.balance)) throw new CaseFailure('balance is not an integer of minor units');
        const again = expectOk(await call('authenticate', { token }), 'authenticate again');
        expectEqual(again.playerId, first.playerId, 'playerId of the second authenticate');
        expectRefused(await call('authenticate', { token: `unknown-${run}` }), 'INVALID_TOKEN', 'unknown token');
      },
    ],
    [
      'balance: answers the authenticated balance',
      async () => {
        const p = await session();
        expectEqual(await balanceOf(p.playerId), p.balance, 'balance');
      },
    ],
    [
      'debit and credit: a bet takes the stake, a win pays it',
      async () => {
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        const debit = expectOk(await call('debit', money(p, bet, stake, round)), 'debit');
        expectEqual(debit.balance, p.balance - stake, 'balance after the bet');
        if (typeof debit.walletTransactionId !== 'string' || debit.walletTransactionId === '')
          throw new CaseFailure('no walletTransactionId');
        const credit = expectOk(
          await call('credit', money(p, id('win'), stake * 3, round, { betTransactionId: bet })),
          'credit',
        );
        expectEqual(credit.balance, p.balance + stake * 2, 'balance after the win');
      },
    ],
    [
      'repeat: the same transaction again answers the original result and moves nothing',
      async () => {
        const p = await session();
        const round = id('round');
        const message = money(p, id('bet'), stake, round);
        const first = expectOk(await call('debit', message), 'debit');
        const again = expectOk(await call('debit', message), 'repeated debit');
        expectEqual(again.balance, first.balance, 'balance answered to the repeat');
        expectEqual(again.walletTransactionId, first.walletTransactionId, 'walletTransactionId of the repeat');
        const win = money(p, id('win'), stake, round, { betTransactionId: message.transactionId });
        const paid = expectOk(await call('credit', win), 'credit');
        expectEqual(expectOk(await call('credit', win), 'repeated credit').balance, paid.balance, 'repeated credit');
        expectEqual(await balanceOf(p.playerId), p.balance, 'balance after bet, win and their repeats');
      },
    ],
    [
      'conflict: the same transaction id with other content is refused',
      async () => {
        const p = await session();
        const message = money(p, id('bet'), stake, id('round'));
        expectOk(await call('debit', message), 'debit');
        expectRefused(await call('debit', { ...message, amount: stake + 1 }), 'TRANSACTION_CONFLICT', 'changed amount');
        expectEqual(await balanceOf(p.playerId), p.balance - stake, 'balance');
      },
    ],
    [
      'rollback before its bet: a tombstone refuses the late bet',
      async () => {
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        const rolled = expectOk(
          await call('rollback', {
            playerId: p.playerId,
            transactionId: id('rb'),
            roundId: round,
            betTransactionId: bet,
          }),
          'rollback of a bet not seen yet',
        );
        expectEqual(rolled.balance, p.balance, 'balance after the early rollback');
        expectRefused(await call('debit', money(p, bet, stake, round)), 'BET_ROLLED_BACK', 'the late bet');
        expectEqual(await balanceOf(p.playerId), p.balance, 'balance');
      },
    ],
    [
      'rollback: refunds the bet once, and its win is refused',
      async () => {
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        expectOk(await call('debit', money(p, bet, stake, round)), 'debit');
        const rollback = { playerId: p.playerId, transactionId: id('rb'), roundId: round, betTransactionId: bet };
        expectEqual(
          expectOk(await call('rollback', rollback), 'rollback').balance,
          p.balance,
          'balance after rollback',
        );
        expectEqual(expectOk(await call('rollback', rollback), 'repeated rollback').balance, p.balance, 'repeat');
        expectRefused(
          await call('credit', money(p, id('win'), stake * 2, round, { betTransactionId: bet })),
          'BET_ROLLED_BACK',
          'win of a rolled-back bet',
        );
        expectEqual(await balanceOf(p.playerId), p.balance, 'balance');
      },
    ],
    [
      'win before its bet: the bet cannot be rolled back, before or after it arrives, and is taken',
      async () => {
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        const win = expectOk(
          await call('credit', money(p, id('win'), stake * 2, round, { betTransactionId: bet })),
          'win naming a bet not seen yet',
        );
        expectEqual(win.balance, p.balance + stake * 2, 'balance after the early win');
        expectRefused(await call('rollback', rollbackOf(p, bet, round)), 'ROUND_CLOSED', 'rollback before the bet');
        const late = expectOk(await call('debit', money(p, bet, stake, round)), 'the late bet');
        expectEqual(late.balance, p.balance + stake, 'balance after the late bet');
        expectRefused(await call('rollback', rollbackOf(p, bet, round)), 'ROUND_CLOSED', 'rollback after the bet');
        expectEqual(await balanceOf(p.playerId), p.balance + stake, 'balance');
      },
    ],
    [
      'zero win: closes its round (no more bets in it)',
      async () => {
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        expectOk(await call('debit', money(p, bet, stake, round)), 'debit');
        const zero = expectOk(
          await call('credit', money(p, id('win'), 0, round, { betTransactionId: bet })),
          'zero win',
        );
        expectEqual(zero.balance, p.balance - stake, 'balance after the zero win');
        expectRefused(await call('debit', money(p, id('bet'), stake, round)), 'ROUND_CLOSED', 'bet after a zero win');
      },
    ],
    [
      'transaction ids are per player: the same id from two players is two transactions',
      async () => {
        if (!options.otherPlayerToken) throw new CaseSkipped('no token of a second player was given');
        const p = await session();
        const q = await session(options.otherPlayerToken);
        if (q.playerId === p.playerId) throw new CaseFailure('the second token names the same player');
        const shared = id('bet');
        const first = expectOk(await call('debit', money(p, shared, stake, id('round'))), 'debit of the first player');
        const second = expectOk(
          await call('debit', money(q, shared, stake * 2, id('round'))),
          'the same transaction id from the second player',
        );
        expectEqual(first.balance, p.balance - stake, "the first player's balance");
        expectEqual(second.balance, q.balance - stake * 2, "the second player's balance");
        if (second.repeated === true) throw new CaseFailure("the second player's bet was answered as a repeat");
        expectEqual(await balanceOf(p.playerId), p.balance - stake, "the first player's balance after both");
      },
    ],
    [
      'win without a bet (free spins, promotions) is accepted',
      async () => {
        const p = await session();
        const credit = expectOk(await call('credit', money(p, id('win'), stake, id('round'))), 'credit without bet');
        expectEqual(credit.balance, p.balance + stake, 'balance');
      },
    ],
    [
      'insufficient funds: a bet above the balance is refused with the balance',
      async () => {
        const p = await session();
        const answer = await call('debit', money(p, id('bet'), p.balance + 1, id('round')));
        expectRefused(answer, 'INSUFFICIENT_FUNDS', 'bet above the balance');
        expectEqual(answer.body.balance, p.balance, 'balance in the refusal');
      },
    ],
    [
      'end-round: no more bets in the round, wins still paid',
      async () => {
        const p = await session();
        const round = id('round');
        expectOk(await call('debit', money(p, id('bet'), stake, round)), 'debit');
        expectEqual(
          expectOk(await call('end-round', { playerId: p.playerId, roundId: round }), 'end-round').balance,
          p.balance - stake,
          'balance',
        );
        expectRefused(await call('debit', money(p, id('bet'), stake, round)), 'ROUND_CLOSED', 'bet in an ended round');
        expectOk(await call('credit', money(p, id('win'), stake, round)), 'win in an ended round');
      },
    ],
    [
      'result: a bet and its win in one message take the stake and pay the win (the round stays open)',
      async () => {
        const p = await session();
        const round = id('round');
        const answer = expectOk(
          await call(
            'result',
            result(
              p,
              round,
              { transactionId: id('bet'), amount: stake },
              { transactionId: id('win'), amount: stake * 3 },
            ),
          ),
          'result',
        );
        expectEqual(answer.balance, p.balance + stake * 2, 'balance after the result');
        expectEqual(answer.betBalance, p.balance - stake, 'betBalance (after the bet, before the win)');
        const bet = idIn(answer, 'betWalletTransactionId');
        if (idIn(answer, 'winWalletTransactionId') === bet)
          throw new CaseFailure('the bet and the win were answered the same wallet transaction id');
        expectEqual(await balanceOf(p.playerId), p.balance + stake * 2, 'balance');
        // Without endRound the round is not ended: another bet in it is taken.
        const next = expectOk(await call('debit', money(p, id('bet'), stake, round)), 'a bet in the same round');
        expectEqual(next.balance, p.balance + stake, 'balance after the next bet');
      },
    ],
    [
      'result repeated: the same result again answers the original balances and moves nothing',
      async () => {
        const p = await session();
        const message = result(
          p,
          id('round'),
          { transactionId: id('bet'), amount: stake },
          { transactionId: id('win'), amount: stake * 2 },
        );
        const first = expectOk(await call('result', message), 'result');
        const again = expectOk(await call('result', message), 'repeated result');
        expectEqual(again.balance, first.balance, 'balance answered to the repeat');
        expectEqual(again.betBalance, first.betBalance, 'betBalance answered to the repeat');
        expectEqual(again.betWalletTransactionId, first.betWalletTransactionId, 'betWalletTransactionId of the repeat');
        expectEqual(again.winWalletTransactionId, first.winWalletTransactionId, 'winWalletTransactionId of the repeat');
        expectEqual(again.repeated, true, 'repeated in the answer to the repeat');
        expectEqual(await balanceOf(p.playerId), p.balance + stake, 'balance after the result and its repeat');
      },
    ],
    [
      'result above the balance: refused with INSUFFICIENT_FUNDS and the balance, the win not paid',
      async () => {
        const p = await session();
        const round = id('round');
        const answer = await call(
          'result',
          result(
            p,
            round,
            { transactionId: id('bet'), amount: p.balance + 1 },
            { transactionId: id('win'), amount: stake * 5 },
            { endRound: true },
          ),
        );
        expectRefused(answer, 'INSUFFICIENT_FUNDS', 'result whose bet is above the balance');
        expectEqual(answer.body.balance, p.balance, 'balance in the refusal');
        expectEqual(await balanceOf(p.playerId), p.balance, 'balance after the refused result');
        // Nothing of it happened, its endRound neither: a bet in that round is still taken.
        const next = expectOk(await call('debit', money(p, id('bet'), stake, round)), 'a bet in the same round');
        expectEqual(next.balance, p.balance - stake, 'balance after that bet');
      },
    ],
    [
      "result then rollback: the result's bet was paid its win and cannot be rolled back",
      async () => {
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        expectOk(
          await call(
            'result',
            result(p, round, { transactionId: bet, amount: stake }, { transactionId: id('win'), amount: stake * 2 }),
          ),
          'result',
        );
        expectRefused(
          await call('rollback', rollbackOf(p, bet, round)),
          'ROUND_CLOSED',
          "rollback of the result's bet",
        );
        expectEqual(await balanceOf(p.playerId), p.balance + stake, 'balance');
      },
    ],
    [
      'result of a lost round (win 0, endRound): takes the stake and ends the round',
      async () => {
        const p = await session();
        const round = id('round');
        const lost = expectOk(
          await call(
            'result',
            result(
              p,
              round,
              { transactionId: id('bet'), amount: stake },
              { transactionId: id('win'), amount: 0 },
              { endRound: true },
            ),
          ),
          'lost result',
        );
        expectEqual(lost.balance, p.balance - stake, 'balance after the lost result');
        expectEqual(lost.betBalance, p.balance - stake, 'betBalance of the lost result');
        expectRefused(await call('debit', money(p, id('bet'), stake, round)), 'ROUND_CLOSED', 'bet in the ended round');
        expectEqual(await balanceOf(p.playerId), p.balance - stake, 'balance');
      },
    ],
    [
      "result's bet repeated as a debit: answers the result's bet (betBalance) and moves nothing",
      async () => {
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        const answer = expectOk(
          await call(
            'result',
            result(p, round, { transactionId: bet, amount: stake }, { transactionId: id('win'), amount: stake * 2 }),
          ),
          'result',
        );
        const debit = expectOk(await call('debit', money(p, bet, stake, round)), "the result's bet as a debit");
        expectEqual(debit.balance, answer.betBalance, 'balance answered to the debit (the bet answer)');
        expectEqual(debit.walletTransactionId, answer.betWalletTransactionId, 'walletTransactionId of the debit');
        expectEqual(await balanceOf(p.playerId), p.balance + stake, 'balance');
      },
    ],
    [
      "result's win repeated as a credit: answers the result's win and moves nothing",
      async () => {
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        const win = id('win');
        const answer = expectOk(
          await call(
            'result',
            result(p, round, { transactionId: bet, amount: stake }, { transactionId: win, amount: stake * 2 }),
          ),
          'result',
        );
        const credit = expectOk(
          await call('credit', money(p, win, stake * 2, round, { betTransactionId: bet })),
          "the result's win as a credit",
        );
        expectEqual(credit.balance, answer.balance, 'balance answered to the credit (the win answer)');
        expectEqual(credit.walletTransactionId, answer.winWalletTransactionId, 'walletTransactionId of the credit');
        expectEqual(await balanceOf(p.playerId), p.balance + stake, 'balance');
      },
    ],
    [
      "result conflict: a win with the bet's transaction id is refused and nothing moves",
      async () => {
        const p = await session();
        const same = id('bet');
        const answer = await call(
          'result',
          result(p, id('round'), { transactionId: same, amount: stake }, { transactionId: same, amount: stake * 2 }),
        );
        expectRefused(answer, 'TRANSACTION_CONFLICT', "a win with the bet's transaction id");
        expectEqual(await balanceOf(p.playerId), p.balance, 'balance');
      },
    ],
    [
      'security: a bad signature is refused',
      async () => {
        const answer = await call('balance', { playerId: 'x' }, { signature: '0'.repeat(64) });
        expectRefused(answer, 'INVALID_SIGNATURE', 'bad signature', 401);
      },
    ],
    [
      'security: the signature covers the path (a valid signature for another call is refused)',
      async () => {
        const p = await session();
        // A well-signed debit sent to the credit call: replaying it there must not pay.
        const message = money(p, id('bet'), stake, id('round'));
        const answer = await call('credit', message, { signedPath: '/seamless/v1/debit' });
        expectRefused(answer, 'INVALID_SIGNATURE', 'a debit signature on the credit call', 401);
        expectEqual(await balanceOf(p.playerId), p.balance, 'balance');
      },
    ],
    [
      'security: a stale timestamp is refused',
      async () => {
        const stale = String(Math.floor(Date.now() / 1000) - 600);
        expectRefused(await call('balance', { playerId: 'x' }, { timestamp: stale }), 'STALE_TIMESTAMP', 'stale', 401);
      },
    ],
    [
      'security: an unknown vendor key is refused',
      async () => {
        const credential = { vendor: `unknown-${run}`, secret: options.secret };
        expectRefused(await call('balance', { playerId: 'x' }, { credential }), 'UNKNOWN_VENDOR', 'unknown key', 401);
      },
    ],
    [
      'security: a call from an address not allowed is refused',
      async () => {
        if (!options.deniedCredential) throw new CaseSkipped('no credential that excludes this address was given');
        const answer = await call('balance', { playerId: 'x' }, { credential: options.deniedCredential });
        expectRefused(answer, 'ADDRESS_NOT_ALLOWED', 'address not allowed', 403);
      },
    ],
    [
      'win after the session ended is accepted; a bet is not',
      async () => {
        if (!options.endSession) throw new CaseSkipped('no way to end a session was given');
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        expectOk(await call('debit', money(p, bet, stake, round)), 'debit');
        await options.endSession(p.token);
        expectRefused(
          await call('debit', money(p, id('bet'), stake, id('round'))),
          'INVALID_TOKEN',
          'bet after the end',
        );
        const win = expectOk(
          await call('credit', money(p, id('win'), stake * 2, round, { betTransactionId: bet })),
          'win',
        );
        expectEqual(win.balance, p.balance + stake, 'balance');
      },
    ],
    [
      'rollback after the session ended is accepted and refunds the bet',
      async () => {
        if (!options.endSession) throw new CaseSkipped('no way to end a session was given');
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        expectOk(await call('debit', money(p, bet, stake, round)), 'debit');
        await options.endSession(p.token);
        const rolled = expectOk(await call('rollback', rollbackOf(p, bet, round)), 'rollback after the end');
        expectEqual(rolled.balance, p.balance, 'balance after the rollback');
      },
    ],
    [
      'win and rollback for a disabled player are accepted; a bet is not',
      async () => {
        if (!options.disablePlayer) throw new CaseSkipped('no way to disable a player was given');
        const p = await session();
        const round = id('round');
        const bet = id('bet');
        const undone = id('bet');
        expectOk(await call('debit', money(p, bet, stake, round)), 'debit');
        expectOk(await call('debit', money(p, undone, stake, round)), 'second debit');
        await options.disablePlayer(p.token);
        expectEqual(
          expectOk(await call('rollback', rollbackOf(p, undone, round)), 'rollback when disabled').balance,
          p.balance - stake,
          'balance after the rollback',
        );
        expectRefused(
          await call('debit', money(p, id('bet'), stake, id('round'))),
          'PLAYER_DISABLED',
          'bet when disabled',
        );
        const win = expectOk(
          await call('credit', money(p, id('win'), stake * 2, round, { betTransactionId: bet })),
          'win',
        );
        expectEqual(win.balance, p.balance + stake, 'balance');
      },
    ],
  ];

  const results: CaseResult[] = [];
  for (const [name, test] of cases) {
    try {
      await test();
      results.push({ name, outcome: 'passed' });
    } catch (error) {
      if (error instanceof CaseSkipped) results.push({ name, outcome: 'skipped', detail: error.message });
      else results.push({ name, outcome: 'failed', detail: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
