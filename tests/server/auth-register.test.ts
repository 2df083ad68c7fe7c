// Registration: the brand's per-field rules for every field, the password policy, the
// affiliate code, uniqueness (also under simultaneous attempts), mobile mode with SMS, limits
// per address, and script or SQL text stored verbatim.
import { generateKeyPairSync, sign } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterFieldRule, RegisterSettings, WhitelabelNode } from '../../src/shared/api/system';
import { rowsOf } from '../../src/server/db/migrate';
import { brands, DEFAULT_AUTH_SETTINGS } from '../../src/server/db/schema';
import { demoRegisterSettings } from '../../src/server/db/demo-brand';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, encryptedCall, lastSmsCode } from './auth-client';

const skip = await skipReason();

let ipCounter = 0;
/** A fresh address per registration, so the per-address limit only bites where a test wants it. */
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.skipIf(skip)('registration', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server?.close());

  const setRules = async (rules: RegisterSettings, modules?: Record<string, boolean>) => {
    await server.database.db
      .update(brands)
      .set({ registerSettings: rules, updatedAt: new Date() })
      .where(eq(brands.merchantCode, 'demo'));
    if (modules) {
      const [row] = await server.database.db
        .select({ whitelabel: brands.whitelabel })
        .from(brands)
        .where(eq(brands.merchantCode, 'demo'));
      const flip = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
        nodes.map((n) => ({
          ...n,
          enabled: n.modId in modules ? (modules[n.modId] ? '1' : '0') : n.enabled,
          childrenNodes: flip(n.childrenNodes),
        }));
      await server.database.db
        .update(brands)
        .set({ whitelabel: flip(row?.whitelabel ?? []), updatedAt: new Date() })
        .where(eq(brands.merchantCode, 'demo'));
    }
    await server.app.brands.invalidate();
  };
  const register = (body: Record<string, unknown>, ip = nextIp(), url = '/wps/member/register') =>
    encryptedCall(server, {
      method: 'PUT',
      url,
      ip,
      payload: {
        password: 'Secret-pass-1',
        confirmPassword: 'Secret-pass-1',
        ageConfirmed: true,
        login: true,
        registerMethod: 'WEB',
        ...body,
      },
    });

  it('registers in username mode and logs the player in', async () => {
    const res = await register({ username: 'newplayer1', email: '', mobileNum: '' });
    expect(res.statusCode, res.body).toBe(200);
    const { token, firstTimeLogin } = res.json<{ value: { token: string; firstTimeLogin: boolean } }>().value;
    expect(firstTimeLogin).toBe(true);
    const info = await call(server, { method: 'GET', url: '/wps/member/info', token });
    expect(info.json()).toMatchObject({ value: { account: 'newplayer1', type: 0, isTrial: false } });
    const audit = rowsOf<{ event: string }>(
      await server.database.db.execute(sql`select event from account_audit where username = 'newplayer1'`),
    );
    expect(audit.map((a) => a.event)).toEqual(['register']);
  });

  it('checks username, password, confirmation, mobile and e-mail against the demo rules', async () => {
    const cases: [Record<string, unknown>, number, string, Record<string, unknown>][] = [
      [{ username: '' }, 400, 'request_param_err', { field: 'username', reason: 'required' }],
      [{ username: '1abc' }, 400, 'request_param_err', { field: 'username', reason: 'pattern', patternId: 1 }],
      [
        { username: 'a' },
        400,
        'request_param_err',
        { field: 'username', reason: 'length', minLength: 2, maxLength: 15 },
      ],
      [{ username: 'a'.repeat(16) }, 400, 'request_param_err', { field: 'username', reason: 'length' }],
      [{ username: 'with space' }, 400, 'request_param_err', { field: 'username', reason: 'pattern' }],
      [
        { username: 'okname', password: 'Short1', confirmPassword: 'Short1' },
        400,
        'request_param_err',
        { field: 'password', reason: 'length', minLength: 8 },
      ],
      [
        { username: 'okname', password: 'lettersonly', confirmPassword: 'lettersonly' },
        400,
        'request_param_err',
        { field: 'password', reason: 'pattern', patternId: 5 },
      ],
      [
        { username: 'okname', password: 'password1', confirmPassword: 'password1' },
        400,
        'password.weak',
        { field: 'password' },
      ],
      [
        { username: 'okname', confirmPassword: 'Other-pass-1' },
        400,
        'password.mismatch',
        { field: 'confirmPassword', reason: 'mismatch' },
      ],
      [
        { username: 'okname', mobileNum: '12ab567' },
        400,
        'request_param_err',
        { field: 'mobileNum', reason: 'pattern', patternId: 6 },
      ],
      [{ username: 'okname', mobileNum: '123' }, 400, 'request_param_err', { field: 'mobileNum', reason: 'length' }],
      [
        { username: 'okname', mobileNum: '9171234567' },
        400,
        'request_param_err',
        { field: 'mobileNum', reason: 'format' },
      ],
      [
        { username: 'okname', email: 'not-an-email' },
        400,
        'request_param_err',
        { field: 'email', reason: 'pattern', patternId: 3 },
      ],
      [{ username: 'okname', ageConfirmed: false }, 400, 'age.not.confirmed', {}],
      [{ username: 'okname', affiliateCode: 'NOPE99' }, 400, 'affiliate.invalid', { field: 'affiliateCode' }],
    ];
    for (const [body, status, code, value] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        success: false,
        code,
        ...(Object.keys(value).length ? { value } : {}),
      });
    }
    const members = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from members where lower(username) = 'okname'`),
    );
    expect(members[0]?.n).toBe(0);
  });

  it('checks every optional field with the brand rule when switched on', async () => {
    const strict: RegisterFieldRule = {
      enabled: true,
      required: true,
      acceptedPattern: '^[a-z]+$',
      patternId: 4,
      minLength: 2,
      maxLength: 5,
      type: 'text',
    };
    const fields = [
      'payeeName',
      'qqNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'recommenderId',
      'paymentPassword',
      'referralCode',
    ] as const;
    const rules: RegisterSettings = {
      ...demoRegisterSettings(),
      ...Object.fromEntries(fields.map((f) => [f, strict])),
    };
    await setRules(rules);
    const good = Object.fromEntries(fields.map((f) => [f, 'abc']));
    for (const field of fields) {
      for (const [bad, reason] of [
        ['', 'required'],
        ['ab1', 'pattern'],
        ['abcdef', 'length'],
        ['a', 'length'],
      ] as const) {
        const res = await register({ username: 'strictuser', ...good, [field]: bad });
        expect(res.statusCode, `${field}=${bad}`).toBe(400);
        expect(res.json(), `${field}=${bad}`).toMatchObject({
          code: 'request_param_err',
          value: { field, reason, patternId: 4, minLength: 2, maxLength: 5 },
        });
      }
    }
    const ok = await register({ username: 'strictuser', ...good });
    expect(ok.statusCode, ok.body).toBe(200);
    await setRules(demoRegisterSettings());
  });

  it('refuses a taken username whatever its case, with username.exists', async () => {
    expect((await register({ username: 'caseuser' })).statusCode).toBe(200);
    const again = await register({ username: 'CaseUser' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'username.exists', value: { field: 'username' } });
  });

  it('lets exactly one of several simultaneous registrations of one username win', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => register({ username: 'racer' })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'username.exists' });
    const rows = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from members where lower(username) = 'racer'`),
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('links the player to the agent of a valid affiliate code', async () => {
    const check = await call(server, { method: 'GET', url: '/wps/agent/affiliate?code=DEMO01&domain=localhost' });
    expect(check.json()).toMatchObject({ success: true });
    const bad = await call(server, { method: 'GET', url: '/wps/agent/affiliate?code=NOPE' });
    expect(bad.json()).toMatchObject({ success: false, code: 'affiliate.invalid' });
    const res = await register({ username: 'downline1', affiliateCode: 'demo01' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = rowsOf<{ upline: string }>(
      await server.database.db.execute(
        sql`select u.username as upline from members m join members u on u.id = m.upline_id where m.username = 'downline1'`,
      ),
    );
    expect(rows[0]?.upline).toBe('demoagent');
  });

  it('stores script and SQL text verbatim', async () => {
    const script = `<script>alert("x")</script>`;
    const sqlText = `'; DROP TABLE members; --`;
    await setRules({
      ...demoRegisterSettings(),
      payeeName: {
        enabled: true,
        required: false,
        acceptedPattern: '*',
        patternId: 0,
        minLength: 0,
        maxLength: 100,
        type: 'text',
      },
      wechat: {
        enabled: true,
        required: false,
        acceptedPattern: '*',
        patternId: 0,
        minLength: 0,
        maxLength: 100,
        type: 'text',
      },
    });
    const res = await register({ username: 'inertuser', payeeName: script, wechat: sqlText });
    expect(res.statusCode, res.body).toBe(200);
    const rows = rowsOf<{ payee_name: string; profile: { wechat: string } }>(
      await server.database.db.execute(sql`select payee_name, profile from members where username = 'inertuser'`),
    );
    expect(rows[0]).toMatchObject({ payee_name: script, profile: { wechat: sqlText } });
    await setRules(demoRegisterSettings());
  });

  it('registers by mobile with an SMS code; wrong, expired and replayed codes fail', async () => {
    const ip = nextIp();
    const send = (mobileNo: string) =>
      call(server, {
        method: 'POST',
        url: '/wps/verification/sms/register',
        ip,
        headers: { moduleid: 'MOBILENUMREG3' },
        payload: { mobileNo, countryDialingCode: '63' },
      });
    const sent = await send('9171230001');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(server, '+639171230001');
    const body = { username: '', mobileNum: '9171230001', countryDialingCode: '63' };
    const wrong = await register(
      { ...body, verificationCode: code === '000000' ? '111111' : '000000' },
      nextIp(),
      '/wps/member/register/mobile',
    );
    expect(wrong.json()).toMatchObject({ code: 'sms.code.invalid' });
    const missing = await register({ ...body, mobileNum: '' }, nextIp(), '/wps/member/register/mobile');
    expect(missing.json()).toMatchObject({
      code: 'request_param_err',
      value: { field: 'mobileNum', reason: 'required' },
    });
    const ok = await register({ ...body, verificationCode: code }, nextIp(), '/wps/member/register/mobile');
    expect(ok.statusCode, ok.body).toBe(200);
    const info = await call(server, {
      method: 'GET',
      url: '/wps/member/info',
      token: ok.json<{ value: { token: string } }>().value.token,
    });
    expect(info.json()).toMatchObject({ value: { account: '9171230001', mobile: '+63 917****001' } });
    // The number is taken now, and its code is used up.
    expect(
      (
        await register({ ...body, username: 'x', verificationCode: code }, nextIp(), '/wps/member/register/mobile')
      ).json(),
    ).toMatchObject({ code: 'username.exists' });
    expect((await send('9171230001')).json()).toMatchObject({ code: 'mobile.exists' });

    clock += 61_000;
    await send('9171230002');
    const late = await lastSmsCode(server, '+639171230002');
    clock += 5 * 60_000 + 1;
    const expired = await register(
      { ...body, mobileNum: '9171230002', verificationCode: late },
      nextIp(),
      '/wps/member/register/mobile',
    );
    expect(expired.json()).toMatchObject({ code: 'sms.code.expired' });
  });

  it('accepts a Firebase ID token proving the number instead of our SMS code', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const firebase = {
      projectId: 'demo-firebase',
      apiKey: '',
      publicKeys: { k1: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    };
    await server.database.db
      .update(brands)
      .set({ authSettings: { ...DEFAULT_AUTH_SETTINGS, firebase }, updatedAt: new Date() })
      .where(eq(brands.merchantCode, 'demo'));
    await server.app.brands.invalidate();
    const idToken = (phone: string) => {
      const now = Math.floor(Date.now() / 1000);
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const body = `${part({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${part({
        iss: 'https://securetoken.google.com/demo-firebase',
        aud: 'demo-firebase',
        sub: 'firebase-uid',
        iat: now,
        exp: now + 3600,
        auth_time: now,
        phone_number: phone,
      })}`;
      return `${body}.${sign('sha256', Buffer.from(body), privateKey).toString('base64url')}`;
    };
    const body = { username: '', mobileNum: '9171230077', countryDialingCode: '63', firebaseChannel: 'sms' };
    const url = '/wps/member/register/mobile';
    const other = await register({ ...body, firebaseIdToken: idToken('+639171230078') }, nextIp(), url);
    expect(other.json()).toMatchObject({ code: 'sms.code.invalid' });
    const forged = await register({ ...body, firebaseIdToken: `${idToken('+639171230077')}x` }, nextIp(), url);
    expect(forged.json()).toMatchObject({ code: 'sms.code.invalid' });
    const ok = await register({ ...body, firebaseIdToken: idToken('+639171230077') }, nextIp(), url);
    expect(ok.statusCode, ok.body).toBe(200);
    await server.database.db
      .update(brands)
      .set({ authSettings: DEFAULT_AUTH_SETTINGS, updatedAt: new Date() })
      .where(eq(brands.merchantCode, 'demo'));
    await server.app.brands.invalidate();
  });

  it('asks for the SMS code in username mode when REGMOBVERF3 is on', async () => {
    await setRules(demoRegisterSettings(), { REGMOBVERF3: true });
    const res = await register({ username: 'smsuser', mobileNum: '', countryDialingCode: '63' });
    expect(res.json()).toMatchObject({ code: 'request_param_err', value: { field: 'mobileNum', reason: 'required' } });
    const noCode = await register({ username: 'smsuser', mobileNum: '9171230009', countryDialingCode: '63' });
    expect(noCode.json()).toMatchObject({ code: 'sms.code.invalid' });
    await setRules(demoRegisterSettings(), { REGMOBVERF3: false });
  });

  it('refuses mobile registration when MOBILENUMREG3 is off', async () => {
    await setRules(demoRegisterSettings(), { MOBILENUMREG3: false });
    const res = await register(
      { username: '', mobileNum: '9171239999', countryDialingCode: '63' },
      nextIp(),
      '/wps/member/register/mobile',
    );
    expect(res.json()).toMatchObject({ code: 'function.not.available' });
    await setRules(demoRegisterSettings(), { MOBILENUMREG3: true });
  });

  it('limits registrations to 5 an hour per address', async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < 5; i++) expect((await register({ username: `limit${i}` }, ip)).statusCode).toBe(200);
    const sixth = await register({ username: 'limit5' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ retryAfter: number }>().retryAfter).toBeGreaterThan(0);
  });
});
