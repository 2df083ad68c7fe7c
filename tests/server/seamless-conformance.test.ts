// The seamless-wallet conformance kit (src/conformance) run over real HTTP against our own
// server: every case must pass, none may be skipped. Game tokens come from real launches
// through the player API; the end-session hook logs the player out of the site (their game
// tokens die with that session) and the disable hook disables the player in the database. Run
// against our routes with one rule broken, the kit must fail exactly the case of that rule.
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeamlessKit, MIN_FUNDS, type KitOptions } from '../../src/conformance/seamless-wallet-kit';
import { members } from '../../src/server/db/schema';
import type { SeamlessWallet } from '../../src/server/modules/seamless/contract';
import { CredentialStore } from '../../src/server/modules/seamless/credentials';
import { SeamlessError } from '../../src/server/modules/seamless/errors';
import { seamlessRoutes } from '../../src/server/modules/seamless/routes';
import { signRequest } from '../../src/server/modules/seamless/signature';
import { createSeamlessWallet } from '../../src/server/modules/seamless/wallet';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, tokenOf } from './auth-client';
import { connectRedirectVendor, MEMBER_PASSWORD, memberToken } from './games-support';
import { fund, seamlessVendor, type SeamlessVendor } from './seamless-support';
import { ledgerViolations } from './wallet-support';

const skip = await skipReason();

describe.skipIf(skip !== null)('seamless wallet conformance kit against this server', () => {
  let server: TestServer;
  let vendor: SeamlessVendor;
  let baseUrl: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    vendor = await seamlessVendor(server.database.db, 'CKSLOT');
    await connectRedirectVendor(server, vendor.vassalage);
    baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await server.operatorToken();
  });
  afterAll(() => server?.close());

  const credential = async (allowedIps: string[]) => {
    const res = await call(server, {
      method: 'POST',
      url: `/admin/api/games/demo/vendors/${vendor.vassalage}/credentials`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { allowedIps },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = res.json<{ value: { keyId: string; secret: string } }>().value;
    return { vendor: value.keyId, secret: value.secret };
  };

  /**
   * A funded member and a source of fresh game tokens of theirs (real launches), and the way the
   * player ends their game sessions: logging out of the site (then in again, for later cases).
   */
  const funded = async (username: string) => {
    const player = await memberToken(server, username);
    await fund(server.database.db, vendor.brandId, player.id, BigInt(MIN_FUNDS) * 20n);
    let session = player.token;
    const freshToken = async () => {
      const res = await call(server, {
        method: 'GET',
        url: `/wps/game/launchGame?nodeId=${vendor.nodeId}&vassalage=${vendor.vassalage}&gameType=RNG&launchMode=GLS&accountType=1`,
        token: session,
      });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json<{ value: { content: { game_url: string } } }>().value.content.game_url);
      return url.searchParams.get('token') ?? '';
    };
    const logOutAndIn = async () => {
      expect((await call(server, { method: 'DELETE', url: '/wps/session/logout', token: session })).statusCode).toBe(
        200,
      );
      session = await tokenOf(server, { username, password: MEMBER_PASSWORD });
    };
    return { player, freshToken, logOutAndIn };
  };

  it('passes every case', async () => {
    const { player, freshToken, logOutAndIn } = await funded('conformance1');
    const other = await funded('conformance2');
    const options: KitOptions = {
      baseUrl,
      ...(await credential(['127.0.0.1', '::1'])),
      freshToken,
      otherPlayerToken: other.freshToken,
      endSession: logOutAndIn,
      disablePlayer: async () =>
        void (await server.database.db.update(members).set({ disabled: true }).where(eq(members.id, player.id))),
      deniedCredential: await credential(['203.0.113.0/24']),
    };
    const results = await runSeamlessKit(options);
    expect(results.filter((r) => r.outcome !== 'passed')).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(29);
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  /** The kit's results against our routes over a broken wallet (one rule broken). */
  const againstBroken = async (broken: (brandId: number) => SeamlessWallet, username: string) => {
    const db = server.database.db;
    const operator = Fastify();
    seamlessRoutes(operator, {
      wallet: { forBrand: broken },
      credentials: new CredentialStore(db, Date.now),
      now: Date.now,
    });
    try {
      const brokenUrl = await operator.listen({ host: '127.0.0.1', port: 0 });
      const { freshToken } = await funded(username);
      const results = await runSeamlessKit({
        baseUrl: brokenUrl,
        ...(await credential(['127.0.0.1', '::1'])),
        freshToken,
      });
      expect(results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(10);
      return results.filter((r) => r.outcome === 'failed');
    } finally {
      await operator.close();
    }
  };

  it('fails the case of the rule an operator breaks, and only that one', async () => {
    // Our own routes over a wallet that pays a repeated credit again (each credit gets a new id).
    const wallet = createSeamlessWallet(server.database.db);
    let n = 0;
    const failed = await againstBroken((brandId) => {
      const honest = wallet.forBrand(brandId);
      return {
        ...honest,
        credit: (vendorCode, message) =>
          honest.credit(vendorCode, { ...message, transactionId: `${message.transactionId}#${++n}` }),
      };
    }, 'conformance3');
    // The repeated credit, and the result's win repeated as a credit: the same rule, broken.
    expect(failed.map((r) => r.name)).toEqual([
      'repeat: the same transaction again answers the original result and moves nothing',
      "result's win repeated as a credit: answers the result's win and moves nothing",
    ]);
    expect(failed[0]!.detail).toMatch(/repeated credit|balance after bet, win and their repeats/);
    expect(failed[1]!.detail).toMatch(/answered to the credit|walletTransactionId of the credit|balance/);

    // A wallet whose result pays the win even when the bet is refused for funds: only that case fails.
    const paysRefused = await againstBroken((brandId) => {
      const honest = wallet.forBrand(brandId);
      return {
        ...honest,
        result: async (vendorCode, message) => {
          try {
            return await honest.result(vendorCode, message);
          } catch (error) {
            if (!(error instanceof SeamlessError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
            await honest.credit(vendorCode, {
              requestId: message.requestId,
              playerId: message.playerId,
              transactionId: message.win.transactionId,
              roundId: message.roundId,
              gameCode: message.gameCode,
              amount: message.win.amount,
            });
            throw error;
          }
        },
      };
    }, 'conformance4');
    expect(paysRefused.map((r) => r.name)).toEqual([
      'result above the balance: refused with INSUFFICIENT_FUNDS and the balance, the win not paid',
    ]);
    expect(paysRefused[0]!.detail).toMatch(/balance after the refused result/);

    // And a wrong secret fails every signed case: none passes by accident.
    const { vendor: keyId } = await credential(['127.0.0.1', '::1']);
    const results = await runSeamlessKit({
      baseUrl,
      vendor: keyId,
      secret: 'not-the-secret',
      freshToken: () => Promise.resolve('no-token'),
    });
    const byName = new Map(results.map((r) => [r.name, r.outcome]));
    expect([...byName.values()].filter((o) => o === 'passed').length).toBeLessThanOrEqual(3);
    expect(byName.get('debit and credit: a bet takes the stake, a win pays it')).toBe('failed');
  });

  it('refuses malformed messages, and credentials for transfer-wallet vendors, bad addresses or no operator', async () => {
    const res = await call(server, {
      method: 'POST',
      url: `/admin/api/games/demo/vendors/${vendor.vassalage}/credentials`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { allowedIps: ['not-an-ip'] },
    });
    expect(res.statusCode).toBe(400);
    const unknown = await call(server, {
      method: 'POST',
      url: `/admin/api/games/demo/vendors/NOPE/credentials`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { allowedIps: ['127.0.0.1'] },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call(server, {
      method: 'POST',
      url: `/admin/api/games/demo/vendors/${vendor.vassalage}/credentials`,
      payload: { allowedIps: ['127.0.0.1'] },
    });
    expect(anonymous.statusCode).toBe(401);
    await server.database.db.execute(sql`update vendors set wallet_mode = 'transfer' where id = ${vendor.vendorId}`);
    try {
      const transfer = await call(server, {
        method: 'POST',
        url: `/admin/api/games/demo/vendors/${vendor.vassalage}/credentials`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { allowedIps: ['127.0.0.1'] },
      });
      expect(transfer.statusCode).toBe(400);
    } finally {
      await server.database.db.execute(sql`update vendors set wallet_mode = 'seamless' where id = ${vendor.vendorId}`);
    }

    // A signed message that is not JSON, or lacks a field, is refused before the wallet sees it.
    const key = await credential(['127.0.0.1', '::1']);
    const send = (body: string) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return fetch(`${baseUrl}/seamless/v1/debit`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vendor': key.vendor,
          'x-timestamp': timestamp,
          'x-signature': signRequest(key.secret, timestamp, '/seamless/v1/debit', body),
        },
        body,
      });
    };
    const notJson = await send('{not json');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
    const missing = await send(JSON.stringify({ requestId: 'r', playerId: 'p', transactionId: 't', roundId: 'x' }));
    expect(missing.status).toBe(400);
    const negative = await send(
      JSON.stringify({ requestId: 'r', playerId: 'p', transactionId: 't', roundId: 'x', gameCode: 'g', amount: -5 }),
    );
    expect(negative.status).toBe(400);
  });
});
