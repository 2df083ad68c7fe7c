// Money stays bounded (issue 17): the ledger's ceilings and the brand's maximum win per round
// (seamless, house-wallet and cashier paths), seamless players scoped to the vendor whose game
// created them, the two-person rule over a window under a parallel burst, sandbox money that is
// never withdrawable, and payment callbacks that must be fresh and are applied once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { members } from '../../src/server/db/schema';
import { memberTransfer } from '../../src/server/modules/wallet/service';
import { handleCallback } from '../../src/server/modules/deposits/callbacks';
import { sandboxWebhookFor, signedSandboxWebhook } from '../../src/server/modules/deposits/providers/sandbox';
import { SeamlessError } from '../../src/server/modules/seamless/errors';
import { createSeamlessWallet, type SeamlessWalletService } from '../../src/server/modules/seamless/wallet';
import { LEDGER_MAX_MINOR } from '../../src/server/modules/wallet/bounds';
import { mainAccount, systemAccount } from '../../src/server/modules/wallet/accounts';
import { post, requestHash } from '../../src/server/modules/wallet/ledger';
import { seed } from '../../src/server/db/seed';
import { migrate } from '../../src/server/db/migrate';
import { freshDatabase, skipReason, startTestServer } from '../fixtures/server';
import { call, createMember, tokenOf } from './auth-client';
import { gameToken, seamlessVendor, type SeamlessVendor } from './seamless-support';
import { ledgerViolations, mainBalance, query } from './wallet-support';
import {
  codeOf,
  fund,
  newPlayer,
  setCashierSettings,
  startWithdrawalServer,
  valueOf,
  withdraw,
  type WithdrawalServer,
} from './withdrawals-support';

const skip = await skipReason();
const HUGE = 9_007_199_254_740_991n;

describe.skipIf(skip !== null)('money stays bounded', () => {
  let env: WithdrawalServer;
  let db: Database;
  let vendor: SeamlessVendor;
  let other: SeamlessVendor;
  let wallet: SeamlessWalletService;
  let n = 0;

  beforeAll(async () => {
    env = await startWithdrawalServer();
    db = env.server.database.db;
    vendor = await seamlessVendor(db, 'BNDA');
    other = await seamlessVendor(db, 'BNDB');
    wallet = createSeamlessWallet(db, { now: () => env.clock.now });
  }, 120_000);
  afterAll(() => env?.server.close());

  /** Moves money from the bonus account straight through the ledger (test funding). */
  async function credit(memberId: number, amount: bigint) {
    const key = `bounds-fund:${memberId}:${++n}`;
    return post(db, {
      brandId: env.brandId,
      kind: 'adjustment',
      idempotencyKey: key,
      requestHash: requestHash({ key }),
      postings: [
        { accountId: await mainAccount(db, env.brandId, memberId, 'PHP'), amount, currency: 'PHP' },
        { accountId: await systemAccount(db, env.brandId, 'bonus', 'PHP', key), amount: -amount, currency: 'PHP' },
      ],
    });
  }

  /** A sandbox deposit order of the player: its number and the channel's signing secret. */
  async function sandboxOrder(player: { token: string }, amount: string, prefix: string) {
    const [channel] = await query<{ id: number; secret: string }>(
      db,
      sql`select id, settings->>'secret' as secret from deposit_channels where provider = 'sandbox'`,
    );
    const created = await call(env.server, {
      method: 'POST',
      url: '/wps/deposit/orders',
      token: player.token,
      payload: { channelId: channel!.id, amount, requestId: `${prefix}-${++n}` },
    });
    return { orderNo: valueOf<{ orderNo: string }>(created).orderNo, secret: channel!.secret };
  }

  async function seamlessPlayer(amount = 0n) {
    const memberId = await createMember(env.server, { username: `bounds${++n}`, password: 'Bounds-pass-1' });
    if (amount > 0n) await credit(memberId, amount);
    const token = await gameToken(db, vendor, memberId, () => env.clock.now);
    return { memberId, playerId: (await wallet.authenticate(vendor.vassalage, token)).playerId };
  }

  const win = (playerId: string, id: string, amount: bigint, gameCode = vendor.gameCode) => ({
    requestId: `req-${id}`,
    playerId,
    transactionId: id,
    roundId: `round-${id}`,
    gameCode,
    amount,
  });

  async function refusal(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SeamlessError);
    return (error as SeamlessError).code;
  }

  it('refuses a seamless credit of 2^53 - 1 with LIMIT_EXCEEDED, over HTTP too, and moves nothing', async () => {
    const p = await seamlessPlayer(1_000n);
    expect(await refusal(wallet.credit(vendor.vassalage, win(p.playerId, 'huge-1', HUGE)))).toBe('LIMIT_EXCEEDED');
    expect(await refusal(wallet.credit(vendor.vassalage, win(p.playerId, 'huge-2', LEDGER_MAX_MINOR + 1n)))).toBe(
      'LIMIT_EXCEEDED',
    );
    const result = {
      requestId: 'r-huge',
      playerId: p.playerId,
      roundId: 'round-huge',
      gameCode: vendor.gameCode,
      bet: { transactionId: 'huge-bet', amount: 100n },
      win: { transactionId: 'huge-win', amount: HUGE },
      endRound: true,
    };
    expect(await refusal(wallet.result(vendor.vassalage, result))).toBe('LIMIT_EXCEEDED');
    expect(await mainBalance(db, p.memberId)).toBe(1_000n);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it("refuses a win above the brand's maximum win per round; at the maximum it pays", async () => {
    await setCashierSettings(env, { limits: { maxWinPerRoundMinor: 50_000 } });
    const limited = createSeamlessWallet(db, { now: () => env.clock.now });
    const p = await seamlessPlayer(1_000n);
    expect(await refusal(limited.credit(vendor.vassalage, win(p.playerId, 'max-1', 50_001n)))).toBe('LIMIT_EXCEEDED');
    const bet = { transactionId: 'max-bet', amount: 100n };
    const over = { requestId: 'r-max', playerId: p.playerId, roundId: 'round-max', gameCode: vendor.gameCode };
    expect(
      await refusal(
        limited.result(vendor.vassalage, {
          ...over,
          bet,
          win: { transactionId: 'max-w', amount: 50_001n },
          endRound: true,
        }),
      ),
    ).toBe('LIMIT_EXCEEDED');
    // The refused result took no stake.
    expect(await mainBalance(db, p.memberId)).toBe(1_000n);
    expect((await limited.credit(vendor.vassalage, win(p.playerId, 'max-2', 50_000n))).balance).toBe(51_000n);
    await setCashierSettings(env, {});
  });

  it('keeps a player balance at or below the ceiling: the win that would pass it is refused and stays refused', async () => {
    const p = await seamlessPlayer(LEDGER_MAX_MINOR - 500n);
    expect(await refusal(wallet.credit(vendor.vassalage, win(p.playerId, 'ceil-1', 1_000n)))).toBe('LIMIT_EXCEEDED');
    // A repeat answers the same refusal; nothing was paid.
    expect(await refusal(wallet.credit(vendor.vassalage, win(p.playerId, 'ceil-1', 1_000n)))).toBe('LIMIT_EXCEEDED');
    expect(await mainBalance(db, p.memberId)).toBe(LEDGER_MAX_MINOR - 500n);
    expect((await wallet.credit(vendor.vassalage, win(p.playerId, 'ceil-2', 500n))).balance).toBe(LEDGER_MAX_MINOR);
    // The ledger itself refuses, whichever path: a post alone or inside a transaction.
    await expect(credit(p.memberId, 1n)).rejects.toMatchObject({ code: 'ledger.limit.exceeded' });
    const account = await mainAccount(db, env.brandId, p.memberId, 'PHP');
    const house = await systemAccount(db, env.brandId, 'house', 'PHP', 'in-tx');
    await expect(
      db.transaction((tx) =>
        post(tx, {
          brandId: env.brandId,
          kind: 'adjustment',
          idempotencyKey: `bounds-in-tx:${p.memberId}`,
          requestHash: requestHash({ inTx: p.memberId }),
          postings: [
            { accountId: account, amount: 1n, currency: 'PHP' },
            { accountId: house, amount: -1n, currency: 'PHP' },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'ledger.limit.exceeded' });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses a cashier adjustment that would pass the ceiling with a translated 400 envelope', async () => {
    const memberId = await createMember(env.server, { username: `bounds${++n}`, password: 'Bounds-pass-1' });
    await credit(memberId, LEDGER_MAX_MINOR - 100n);
    const [member] = await query<{ username: string }>(db, sql`select username from members where id = ${memberId}`);
    const res = await env.server.inject({
      method: 'POST',
      url: `/admin/api/brands/demo/members/${member!.username}/adjustments`,
      headers: { authorization: `Bearer ${env.admin}` },
      payload: { direction: 'credit', amount: '10.00', reason: 'over the ceiling', requestId: `ceil-${n}` },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'ledger.limit.exceeded' });
    expect(await mainBalance(db, memberId)).toBe(LEDGER_MAX_MINOR - 100n);
  });

  it("scopes a seamless player to the vendor whose game created it, and gameCode to the caller's games", async () => {
    const p = await seamlessPlayer(5_000n);
    // Vendor B never launched this player: its credential reads and credits nothing.
    expect(await refusal(wallet.balance(other.vassalage, p.playerId))).toBe('PLAYER_NOT_FOUND');
    expect(await refusal(wallet.credit(other.vassalage, win(p.playerId, 'x-1', 100n, other.gameCode)))).toBe(
      'PLAYER_NOT_FOUND',
    );
    expect(await refusal(wallet.debit(other.vassalage, win(p.playerId, 'x-2', 100n, other.gameCode)))).toBe(
      'PLAYER_NOT_FOUND',
    );
    // Vendor A naming B's game (or none of its own) is refused before anything moves.
    expect(await refusal(wallet.credit(vendor.vassalage, win(p.playerId, 'x-3', 100n, other.gameCode)))).toBe(
      'GAME_NOT_FOUND',
    );
    expect(await refusal(wallet.debit(vendor.vassalage, win(p.playerId, 'x-4', 100n, 'no-such-game')))).toBe(
      'GAME_NOT_FOUND',
    );
    expect(await mainBalance(db, p.memberId)).toBe(5_000n);
    // Once the player opens B's game, B may address it.
    await gameToken(db, other, p.memberId, () => env.clock.now);
    expect((await wallet.balance(other.vassalage, p.playerId)).balance).toBe(5_000n);
  });

  it('counts what one cashier moves alone to one member over 24 h: 3 x 49,999.99 is one post and two requests', async () => {
    const player = await newPlayer(env, { prefix: 'tpr' });
    const adjust = (token: string, requestId: string, amount: string) =>
      env.server.inject({
        method: 'POST',
        url: `/admin/api/brands/demo/members/${player.username}/adjustments`,
        headers: { authorization: `Bearer ${token}` },
        payload: { direction: 'credit', amount, reason: 'goodwill', requestId },
      });
    const answers = [];
    for (const i of [1, 2, 3])
      answers.push(valueOf<{ status: string }>(await adjust(env.cashiers[0], `tpr-${i}`, '49999.99')));
    expect(answers.map((a) => a.status)).toEqual(['posted', 'awaiting_approval', 'awaiting_approval']);
    expect(await mainBalance(db, player.id)).toBe(4_999_999n);
    // A replay answers what the first request got.
    expect(
      valueOf<{ status: string; replayed: boolean }>(await adjust(env.cashiers[0], 'tpr-1', '49999.99')),
    ).toMatchObject({
      status: 'posted',
      replayed: true,
    });
    // A second cashier's approval posts a waiting one (two people decided it).
    const pending = await query<{ id: number; approvals_required: number }>(
      db,
      sql`select id, approvals_required from adjustment_requests where request_id = 'tpr-2'`,
    );
    expect(pending[0]?.approvals_required).toBe(2);
    const approved = await env.server.inject({
      method: 'POST',
      url: `/admin/api/cashier/adjustments/${pending[0]!.id}/approve`,
      headers: { authorization: `Bearer ${env.cashiers[1]}` },
      payload: { merchant: 'demo' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await mainBalance(db, player.id)).toBe(9_999_998n);
  });

  it('holds under a burst: 100 parallel 1,000.00 credits by one cashier post 49 (under 50,000.00) and queue 51', async () => {
    const player = await newPlayer(env, { prefix: 'tpb' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        env.server.inject({
          method: 'POST',
          url: `/admin/api/brands/demo/members/${player.username}/adjustments`,
          headers: { authorization: `Bearer ${env.cashiers[0]}` },
          payload: { direction: 'credit', amount: '1000.00', reason: 'burst', requestId: `tpb-${i}` },
        }),
      ),
    );
    const statuses = answers.map((res) => valueOf<{ status: string }>(res).status);
    expect(statuses.filter((s) => s === 'posted')).toHaveLength(49);
    expect(statuses.filter((s) => s === 'awaiting_approval')).toHaveLength(51);
    expect(await mainBalance(db, player.id)).toBe(4_900_000n);
    expect(await ledgerViolations(db)).toEqual([]);
  }, 120_000);

  it('never lets sandbox money be withdrawn', async () => {
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0 } });
    const player = await newPlayer(env, { prefix: 'sbx' });
    await fund(env, player.username, '200.00');
    const { orderNo, secret } = await sandboxOrder(player, '500.00', 'sbx');
    const signed = signedSandboxWebhook(
      secret,
      sandboxWebhookFor({ orderNo, amountMinor: 50_000n, currency: 'PHP' }, true, env.clock.now),
    );
    const callback = {
      provider: 'sandbox',
      body: signed.body,
      contentType: 'application/json',
      headers: signed.headers,
      ip: '127.0.0.1',
    };
    expect(await handleCallback(db, callback, () => env.clock.now, { sandbox: true })).toMatchObject({ status: 200 });
    expect(await mainBalance(db, player.id)).toBe(70_000n);
    const settings = valueOf<{ withdrawable: number }>(
      await call(env.server, {
        method: 'GET',
        url: '/wps/relay/MCSFE_getWithdrawSettings?groupId=0',
        token: player.token,
      }),
    );
    expect(settings.withdrawable).toBe(200);
    const refused = await withdraw(env, player, { amount: '200.01', requestId: `sbx-w-${n}` });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(codeOf(refused)).toBe('withdraw.test.money');
    expect(await mainBalance(db, player.id)).toBe(70_000n);
    const allowed = await withdraw(env, player, { amount: '200.00', requestId: `sbx-w2-${n}` });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await mainBalance(db, player.id)).toBe(50_000n);
    // Nor moved to another member to be withdrawn there.
    const upline = await newPlayer(env, { prefix: 'sbu' });
    await db.update(members).set({ uplineId: upline.id }).where(eq(members.id, player.id));
    const [sender] = await db.select().from(members).where(eq(members.id, player.id));
    const [recipient] = await db.select().from(members).where(eq(members.id, upline.id));
    const brand = env.server.app.brands.get('demo')!;
    await expect(
      memberTransfer(db, brand, sender!, recipient, { amount: '1.00', requestId: `sbx-t-${n}`, direction: 'upline' }),
    ).rejects.toMatchObject({ code: 'withdraw.test.money' });
    expect(await mainBalance(db, player.id)).toBe(50_000n);
    expect(await mainBalance(db, upline.id)).toBe(0n);
    await setCashierSettings(env, {});
  });

  it('refuses a 30-day-old signed callback and a replayed one; a fresh one credits once', async () => {
    const player = await newPlayer(env, { prefix: 'cbk' });
    const { orderNo, secret } = await sandboxOrder(player, '300.00', 'cbk');
    const callbackAt = (at: number) => {
      const signed = signedSandboxWebhook(
        secret,
        sandboxWebhookFor({ orderNo, amountMinor: 30_000n, currency: 'PHP' }, true, at),
      );
      return {
        provider: 'sandbox',
        body: signed.body,
        contentType: 'application/json',
        headers: signed.headers,
        ip: '127.0.0.1',
      };
    };
    const deliver = (input: ReturnType<typeof callbackAt>) =>
      handleCallback(db, input, () => env.clock.now, { sandbox: true });
    expect(await deliver(callbackAt(env.clock.now - 30 * 86_400_000))).toMatchObject({ status: 400 });
    expect(await deliver(callbackAt(env.clock.now + 6 * 60_000))).toMatchObject({ status: 400 });
    expect(await mainBalance(db, player.id)).toBe(0n);
    const fresh = callbackAt(env.clock.now - 60_000);
    expect(await deliver(fresh)).toMatchObject({ status: 200 });
    expect(await deliver(fresh)).toMatchObject({ status: 200 });
    expect(await mainBalance(db, player.id)).toBe(30_000n);
    const outcomes = await query<{ outcome: string }>(
      db,
      sql`select outcome from deposit_callbacks where order_no = ${orderNo} order by id`,
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(['stale', 'stale', 'confirmed', 'replayed']);
  });
});

describe.skipIf(skip !== null)('a production start (PLAYHUB_ENV=production)', () => {
  it('offers no sandbox channel, creates no sandbox order and has no sandbox pages or callbacks', async () => {
    const server = await startTestServer({ env: { PLAYHUB_ENV: 'production' } });
    try {
      expect(server.config.production).toBe(true);
      await createMember(server, { username: 'prodplayer', password: 'Prod-pass-2026' });
      const token = await tokenOf(server, { username: 'prodplayer', password: 'Prod-pass-2026' });
      const settings = await call(server, { method: 'GET', url: '/wps/relay/MCSFE_getDepositSettings', token });
      expect(settings.body).not.toContain('sandbox');
      const [channel] = await query<{ id: number }>(
        server.database.db,
        sql`select id from deposit_channels where provider = 'sandbox'`,
      );
      const created = await call(server, {
        method: 'POST',
        url: '/wps/deposit/orders',
        token,
        payload: { channelId: channel!.id, amount: '500.00', requestId: 'prod-1' },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({ code: 'deposit.channel.unavailable' });
      expect((await server.inject({ method: 'GET', url: '/pay/sandbox/D000000AAAAAAAA' })).statusCode).toBe(404);
      expect(
        (await server.inject({ method: 'POST', url: '/pay/sandbox/D000000AAAAAAAA', payload: 'outcome=pay' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await server.inject({ method: 'POST', url: '/wps/payment/callback/sandbox', payload: '{}' })).statusCode,
      ).toBe(404);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe.skipIf(skip !== null)('the seed of a production start', () => {
  it('mints no demo balances and leaves the sandbox channel switched off', async () => {
    const fresh = await freshDatabase();
    try {
      const db = fresh.database.db;
      await migrate(db);
      await seed(db, { publicUrl: 'https://play.example', demoCatalogue: false, production: true });
      const [minted] = await query<{ n: number }>(
        db,
        sql`select count(*)::int as n from ledger_accounts where kind like 'player_%' and balance <> 0`,
      );
      expect(minted?.n).toBe(0);
      const channels = await query<{ provider: string; enabled: boolean }>(
        db,
        sql`select provider, enabled from deposit_channels where provider = 'sandbox'`,
      );
      expect(channels).toEqual([{ provider: 'sandbox', enabled: false }]);
    } finally {
      await fresh.dispose();
    }
  }, 120_000);
});
