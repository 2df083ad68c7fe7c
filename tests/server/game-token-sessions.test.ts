// Game tokens die with the platform session that launched them (issue 17): after a logout, a
// new login, a password change, an operator's reset, the member's disabling and idle expiry,
// neither the house slot's token nor a seamless vendor's token can stake again, in this process
// or another one; money already staked is still settled; visitors' free play is untouched.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/server/db/schema';
import type { SeamlessWallet } from '../../src/server/modules/seamless/contract';
import { createSeamlessWallet } from '../../src/server/modules/seamless/wallet';
import { skipReason, startTestServer, TEST_DATABASE, type TestServer } from '../fixtures/server';
import { call, createMember, encryptedCall, tokenOf } from './auth-client';
import { connectRedirectVendor, launch } from './games-support';
import { house, launchLuckyCrown, setHouseSettings } from './house-support';
import { fund, seamlessVendor, type SeamlessVendor } from './seamless-support';
import { ledgerViolations, mainBalance } from './wallet-support';

const skip = await skipReason();
const MINUTE = 60_000;
const PASSWORD = 'Game-token-2026';

describe.skipIf(skip !== null)('game tokens end with their platform session', () => {
  let server: TestServer;
  let clock = Date.now();
  let vendor: SeamlessVendor;
  let wallet: SeamlessWallet;
  let operator: string;

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    vendor = await seamlessVendor(server.database.db, 'SESSV');
    await connectRedirectVendor(server, vendor.vassalage);
    await setHouseSettings(server, { minSpinIntervalMs: 0 });
    // The wallet as the seamless HTTP shell uses it; a second instance, sharing only the database.
    wallet = createSeamlessWallet(server.database.db, { now: () => clock });
    operator = await server.operatorToken();
  });
  afterAll(() => server?.close());

  interface Player {
    id: number;
    username: string;
    session: string;
    houseToken: string;
    vendorToken: string;
    playerId: string;
  }

  let count = 0;
  /** The platform's own game token of a seamless vendor's game, launched for real. */
  const launchVendor = async (session: string): Promise<string> => {
    const res = await launch(
      server,
      { nodeId: vendor.nodeId, vassalage: vendor.vassalage, gameType: 'RNG', launchMode: 'GLS', accountType: '1' },
      session,
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ value: { content: { game_url: string } } }>().value.content.game_url);
    return url.searchParams.get('token') ?? '';
  };
  /** A funded member signed in, with a house game token and a vendor game token launched from that session. */
  const signedInPlayer = async (): Promise<Player> => {
    const username = `gametoken${++count}`;
    const id = await createMember(server, { username, password: PASSWORD });
    await fund(server.database.db, vendor.brandId, id, 1_000_000n);
    const session = await tokenOf(server, { username, password: PASSWORD }, {}, `10.17.0.${count}`);
    const houseToken = await launchLuckyCrown(server, session);
    const vendorToken = await launchVendor(session);
    const { playerId } = await wallet.authenticate(vendor.vassalage, vendorToken);
    return { id, username, session, houseToken, vendorToken, playerId };
  };

  const spin = (token: string) => house(server, token, 'POST', 'spin', { stake: 20, requestId: randomUUID() });
  const bet = (p: Player, transactionId = randomUUID(), roundId = randomUUID()) =>
    wallet.debit(vendor.vassalage, {
      requestId: randomUUID(),
      playerId: p.playerId,
      transactionId,
      roundId,
      gameCode: vendor.gameCode,
      amount: 100n,
    });
  const result = (p: Player) =>
    wallet.result(vendor.vassalage, {
      requestId: randomUUID(),
      playerId: p.playerId,
      roundId: randomUUID(),
      gameCode: vendor.gameCode,
      bet: { transactionId: randomUUID(), amount: 100n },
      win: { transactionId: randomUUID(), amount: 50n },
      endRound: true,
    });
  const memberInfo = (session: string) => call(server, { method: 'GET', url: '/wps/member/info', token: session });

  /** Both tokens stake: a house spin, a vendor's authenticate, bet and result. */
  const expectStaking = async (p: Player) => {
    const spun = await spin(p.houseToken);
    expect(spun.statusCode, spun.body).toBe(200);
    await expect(wallet.authenticate(vendor.vassalage, p.vendorToken)).resolves.toMatchObject({
      playerId: p.playerId,
    });
    await expect(bet(p)).resolves.toMatchObject({ repeated: false });
    await expect(result(p)).resolves.toMatchObject({ repeated: false });
  };

  /** Neither token stakes, and nothing moves. */
  const expectNoStaking = async (p: Player, code: 'INVALID_TOKEN' | 'PLAYER_DISABLED' = 'INVALID_TOKEN') => {
    const before = await mainBalance(server.database.db, p.id);
    const spun = await spin(p.houseToken);
    expect(spun.statusCode).toBe(401);
    expect(spun.json()).toMatchObject({ success: false, code: 'house.session.invalid' });
    // The house's session call (what the game opens with) answers the same.
    expect((await house(server, p.houseToken, 'GET', 'session')).statusCode).toBe(401);
    await expect(wallet.authenticate(vendor.vassalage, p.vendorToken)).rejects.toMatchObject({ code });
    await expect(bet(p)).rejects.toMatchObject({ code });
    await expect(result(p)).rejects.toMatchObject({ code });
    expect(await mainBalance(server.database.db, p.id)).toBe(before);
  };

  it.skipIf(TEST_DATABASE !== 'postgres')('ends a token in every server process at once', async () => {
    clock = Date.now();
    const other = await server.another();
    const p = await signedInPlayer();
    const spinThere = () =>
      other.inject({
        method: 'POST',
        url: '/house/api/spin',
        headers: { authorization: `Bearer ${p.houseToken}`, origin: 'null' },
        payload: { stake: 20, requestId: randomUUID() },
      });
    // The other process has resolved (and keeps in memory) the token before the logout.
    expect((await spinThere()).statusCode).toBe(200);
    expect((await call(server, { method: 'DELETE', url: '/wps/session/logout', token: p.session })).statusCode).toBe(
      200,
    );
    const refused = await spinThere();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'house.session.invalid' });
  });

  it('ends both tokens at logout', async () => {
    const p = await signedInPlayer();
    await expectStaking(p);
    expect((await call(server, { method: 'DELETE', url: '/wps/session/logout', token: p.session })).statusCode).toBe(
      200,
    );
    await expectNoStaking(p);
  });

  it('ends both tokens when a new login replaces the session', async () => {
    const p = await signedInPlayer();
    await expectStaking(p);
    const next = await tokenOf(server, { username: p.username, password: PASSWORD }, {}, '10.17.1.1');
    await expectNoStaking(p);
    // The new session launches games that stake.
    expect((await spin(await launchLuckyCrown(server, next))).statusCode).toBe(200);
  });

  it('ends every game token at a password change, also those of the session it keeps', async () => {
    const p = await signedInPlayer();
    await expectStaking(p);
    const changed = await encryptedCall(server, {
      method: 'POST',
      url: '/wps/member/password',
      token: p.session,
      payload: { oldPassword: PASSWORD, newPassword: 'Changed-pass-2026', confirmNewPassword: 'Changed-pass-2026' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    await expectNoStaking(p);
    // The calling session goes on, and a game launched from it now stakes.
    expect((await memberInfo(p.session)).statusCode).toBe(200);
    expect((await spin(await launchLuckyCrown(server, p.session))).statusCode).toBe(200);
  });

  it("ends both tokens at an operator's password reset", async () => {
    const p = await signedInPlayer();
    await expectStaking(p);
    const reset = await server.inject({
      method: 'PUT',
      url: `/admin/api/brands/demo/members/${p.username}/password`,
      headers: { authorization: `Bearer ${operator}` },
      payload: { password: 'Operator-set-2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectNoStaking(p);
  });

  it('ends both tokens when the member is disabled', async () => {
    const p = await signedInPlayer();
    await expectStaking(p);
    await server.database.db.update(members).set({ disabled: true }).where(eq(members.id, p.id));
    await expectNoStaking(p, 'PLAYER_DISABLED');
  });

  it('ends both tokens when the platform session goes idle, and not while it is in use', async () => {
    const p = await signedInPlayer();
    await expectStaking(p);
    // 100 minutes of a session in use (the site asks for member info, as its header does).
    clock += 50 * MINUTE;
    expect((await memberInfo(p.session)).statusCode).toBe(200);
    clock += 50 * MINUTE;
    await expectStaking(p);
    // Then 61 minutes without the site: the platform session is idle, and so are its games.
    clock += 61 * MINUTE;
    await expectNoStaking(p);
    expect((await memberInfo(p.session)).statusCode).toBe(401);
  });

  it('counts house play as use of the platform session, up to the idle limit after the last spin', async () => {
    const p = await signedInPlayer();
    // 100 minutes of spinning with no call of the site (a game window the site cannot see).
    clock += 50 * MINUTE;
    expect((await spin(p.houseToken)).statusCode).toBe(200);
    clock += 50 * MINUTE;
    expect((await spin(p.houseToken)).statusCode).toBe(200);
    expect((await memberInfo(p.session)).statusCode).toBe(200);
    clock += 50 * MINUTE;
    await expectStaking(p);
    clock += 61 * MINUTE;
    await expectNoStaking(p);
  });

  it('settles a bet staked before the logout: its win, its rollback and its round end are taken', async () => {
    const p = await signedInPlayer();
    const won = { transactionId: randomUUID(), roundId: randomUUID() };
    const refunded = { transactionId: randomUUID(), roundId: randomUUID() };
    await bet(p, won.transactionId, won.roundId);
    await bet(p, refunded.transactionId, refunded.roundId);
    const staked = await mainBalance(server.database.db, p.id);
    expect((await call(server, { method: 'DELETE', url: '/wps/session/logout', token: p.session })).statusCode).toBe(
      200,
    );
    await expectNoStaking(p);
    const paid = await wallet.credit(vendor.vassalage, {
      requestId: randomUUID(),
      playerId: p.playerId,
      transactionId: randomUUID(),
      roundId: won.roundId,
      gameCode: vendor.gameCode,
      betTransactionId: won.transactionId,
      amount: 250n,
    });
    expect(paid.balance).toBe(staked + 250n);
    const undone = await wallet.rollback(vendor.vassalage, {
      requestId: randomUUID(),
      playerId: p.playerId,
      transactionId: randomUUID(),
      roundId: refunded.roundId,
      betTransactionId: refunded.transactionId,
    });
    expect(undone.balance).toBe(staked + 350n);
    await expect(
      wallet.endRound(vendor.vassalage, { requestId: randomUUID(), playerId: p.playerId, roundId: won.roundId }),
    ).resolves.toMatchObject({ balance: staked + 350n });
    await expect(wallet.balance(vendor.vassalage, p.playerId)).resolves.toMatchObject({ balance: staked + 350n });
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  it("keeps a visitor's free play going: it has no platform session to end", async () => {
    const fun = await launchLuckyCrown(server);
    expect((await spin(fun)).statusCode).toBe(200);
    clock += 61 * MINUTE;
    expect((await spin(fun)).statusCode).toBe(200);
  });
});
