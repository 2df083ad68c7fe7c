// SMS codes: login by SMS, the limits per number, per address and per day, codes that are
// single use with 5 tries, unknown numbers that get the same answer but no message, and
// setting a password by phone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/migrate';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, encryptedCall, lastSmsCode, login } from './auth-client';

const skip = await skipReason();
const MINUTE = 60_000;

describe.skipIf(skip)('SMS codes', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    await createMember(server, { username: 'phoneuser', password: 'Phone-pass-123', mobile: '+639170000001' });
  });
  afterAll(() => server?.close());

  const sendLoginCode = (mobileNum: string, ip = '10.40.0.1') =>
    call(server, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      ip,
      payload: { mobileNum, countryDialingCode: '63' },
    });
  const outboxCount = async (to: string) =>
    rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from sms_outbox where "to" = ${to}`),
    )[0]?.n;

  it('logs in by SMS with a 6-digit code that works once', async () => {
    const sent = await sendLoginCode('09170000001');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(server, '+639170000001');
    expect(code).toMatch(/^\d{6}$/);
    const res = await login(server, { username: '9170000001', password: code, type: 'sms', countryDialingCode: '63' });
    expect(res.statusCode, res.body).toBe(200);
    const replay = await login(server, {
      username: '9170000001',
      password: code,
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'login.invalid' });
  });

  it('answers unknown numbers the same, without sending anything', async () => {
    const res = await sendLoginCode('9179999999', '10.40.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: { expiredMinutes: 5 } });
    expect(await outboxCount('+639179999999')).toBe(0);
  });

  it('sends at most one code a minute per number, answering 429 with retryAfter', async () => {
    clock += MINUTE;
    expect((await sendLoginCode('9170000001', '10.40.0.3')).statusCode).toBe(200);
    const again = await sendLoginCode('9170000001', '10.40.0.4');
    expect(again.statusCode).toBe(429);
    const body = again.json<{ code: string; retryAfter: number }>();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(60);
  });

  it('sends at most 10 codes per number a day', async () => {
    await createMember(server, { username: 'dailyuser', password: 'Phone-pass-123', mobile: '+639170000002' });
    for (let i = 0; i < 10; i++) {
      clock += MINUTE + 1;
      expect((await sendLoginCode('9170000002', `10.41.0.${i}`)).statusCode).toBe(200);
    }
    clock += MINUTE + 1;
    const eleventh = await sendLoginCode('9170000002', '10.41.0.99');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<{ retryAfter: number }>().retryAfter).toBeGreaterThan(3600);
  });

  it('sends at most 10 codes an hour per address', async () => {
    for (let i = 0; i < 10; i++) expect((await sendLoginCode(`91755500${10 + i}`, '10.42.0.1')).statusCode).toBe(200);
    const res = await sendLoginCode('9175550099', '10.42.0.1');
    expect(res.statusCode).toBe(429);
  });

  it('gives a code 5 tries: after that even the right code fails', async () => {
    clock += 2 * MINUTE;
    await sendLoginCode('9170000001', '10.43.0.1');
    const code = await lastSmsCode(server, '+639170000001');
    const wrong = code === '000000' ? '111111' : '000000';
    // The account's login counters are reset before each try, so only the code's own limit is tested.
    const resetFailures = () => server.database.db.execute(sql`delete from limit_counters where rule like 'login.%'`);
    for (let i = 0; i < 5; i++) {
      await resetFailures();
      const res = await login(
        server,
        { username: '9170000001', password: wrong, type: 'sms', countryDialingCode: '63' },
        { ip: `10.43.1.${i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    await resetFailures();
    const right = await login(
      server,
      { username: '9170000001', password: code, type: 'sms', countryDialingCode: '63' },
      { ip: '10.43.2.1' },
    );
    expect(right.statusCode).toBe(401);
  });

  it('refuses malformed numbers with a field error', async () => {
    const res = await call(server, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: 'abc', countryDialingCode: '63' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request_param_err', value: { field: 'mobileNum', reason: 'format' } });
  });

  it('sets a new password by phone; the code then is used up and the old password is gone', async () => {
    clock += 2 * MINUTE;
    await sendLoginCode('9170000001', '10.44.0.1');
    const code = await lastSmsCode(server, '+639170000001');
    const set = (verificationCode: string, newPassword = 'Brand-new-pass-9') =>
      encryptedCall(server, {
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: { newPassword, mobileNum: '9170000001', verificationCode, countryDialingCode: '63' },
      });
    expect((await set(code, 'short')).json()).toMatchObject({
      code: 'request_param_err',
      value: { field: 'newPassword', reason: 'length' },
    });
    const ok = await set(code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await set(code)).json()).toMatchObject({ code: 'sms.code.invalid' });
    // The automatic login after the reset: type '' with the number as username.
    const auto = await login(
      server,
      { username: '9170000001', password: 'Brand-new-pass-9', type: '', countryDialingCode: '63' },
      { ip: '10.44.0.2' },
    );
    expect(auto.statusCode, auto.body).toBe(200);
    expect(
      (await login(server, { username: 'phoneuser', password: 'Phone-pass-123' }, { ip: '10.44.0.3' })).statusCode,
    ).toBe(401);
    clock += 6 * MINUTE;
    await sendLoginCode('9170000001', '10.44.0.4');
    const late = await lastSmsCode(server, '+639170000001');
    clock += 5 * MINUTE + 1;
    expect((await set(late)).json()).toMatchObject({ code: 'sms.code.expired' });
  });
});
