// The input boundary (plugins/input-guard.ts): the probe's 500s of issue 17 (NUL in a text
// field, query or path parameter, ids of 2^64, epoch 1e23, huge page numbers) answer 400 in the
// site's envelope, and a database data exception that slips through is a logged 400, not a 500.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_REFUSED_INPUT } from '../../src/server/plugins/errors';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, encryptedCall, tokenOf } from './auth-client';

const skip = await skipReason();
const PLAYER = { username: 'guardplayer', password: 'Guard-player-2026' };

describe.skipIf(skip !== null)('input guard', () => {
  let server: TestServer;
  let token = '';

  beforeAll(async () => {
    server = await startTestServer({
      // A route that hands its input to the database unchecked, standing for a guard gap.
      configure: (app) => {
        app.get('/wps/test/unchecked', async (request) => {
          const { id } = request.query as { id: string };
          await server.database.db.execute(sql.raw(`select ${Number(id)}::integer as id`));
          return { success: true, value: null };
        });
      },
    });
    await createMember(server, PLAYER);
    token = await tokenOf(server, PLAYER);
  });
  afterAll(() => server?.close());

  const refused = (res: { statusCode: number; json: <T>() => T }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json<{ success: boolean; code: string }>()).toMatchObject({ success: false, code: 'request_param_err' });
  };

  it('refuses NUL and control characters in path, query, plain and encrypted bodies', async () => {
    refused(await call(server, { method: 'GET', url: '/wps/withdrawals/W%00X', token }));
    refused(await call(server, { method: 'GET', url: '/wps/agent/affiliate?code=a%00b' }));
    refused(await call(server, { method: 'GET', url: '/wps/relay/GCSGAME_getRankList?gameCategory=%01' }));
    refused(await call(server, { method: 'PUT', url: '/wps/member/info', token, payload: { nickname: 'a\u0000b' } }));
    refused(
      await encryptedCall(server, {
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'username', username: 'a\u0000b', password: 'x' },
      }),
    );
    // Half a surrogate pair: JSON carries it, UTF-8 (and the database) cannot; a whole pair is text.
    const operatorSignIn = (username: string) =>
      call(server, { method: 'POST', url: '/admin/api/session', payload: { username, password: 'x' } });
    refused(await operatorSignIn('op\ud800'));
    expect((await operatorSignIn('op\ud83c\udfb0')).statusCode).toBe(401);
    // Line breaks and tabs are text; bidi characters are not refused by the guard.
    const note = await call(server, {
      method: 'PUT',
      url: '/wps/member/info',
      token,
      payload: { nickname: 'a\u202eb' },
    });
    expect(note.statusCode).toBeLessThan(500);
  });

  it('refuses ids, times and pages the database columns cannot hold', async () => {
    refused(await call(server, { method: 'DELETE', url: '/wps/member/payout-accounts/18446744073709551616', token }));
    refused(await call(server, { method: 'GET', url: '/wps/uploads/2147483648', token }));
    refused(await call(server, { method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet?startTime=1e23', token }));
    refused(await call(server, { method: 'GET', url: '/wps/member/house-rounds?page=18446744073709551616', token }));
    // The bounds are the columns': the largest id is an ordinary not-found, a real time is fine.
    const largest = await call(server, { method: 'GET', url: '/wps/uploads/2147483647', token });
    expect(largest.statusCode).toBe(404);
    const now = await call(server, {
      method: 'GET',
      url: `/wps/relay/ODSFE2_MemTransDet?startTime=${Date.now()}`,
      token,
    });
    expect(now.statusCode).toBe(200);
  });

  it('answers a database data exception with a logged 400, never 500', async () => {
    const res = await call(server, { method: 'GET', url: '/wps/test/unchecked?id=4294967296' });
    refused(res);
    expect(res.json<{ message: string }>().message).toBe(DATABASE_REFUSED_INPUT);
  });
});
