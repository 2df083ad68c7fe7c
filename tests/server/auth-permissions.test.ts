// Permission matrix: every call of the account group (ENDPOINTS from rsaKey to
// setPasswordByPhone, plus sendSms) for a visitor, a member, a trial account and an agent.
// Each cell starts from a fresh account, so no call's effect (logout, password change) leaks
// into another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointKey } from '../../src/shared/api/endpoints';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, encryptedCall, tokenOf, trialToken, type CallOptions } from './auth-client';

const skip = await skipReason();

type Role = 'visitor' | 'member' | 'trial' | 'agent';
const ROLES: Role[] = ['visitor', 'member', 'trial', 'agent'];
const PASSWORD = 'Matrix-pass-1';

/** Expected status per role: one number for all, or [visitor, member, trial, agent]. */
type Expect = number | [number, number, number, number];
/** For a signed-in-only call: 401 visitor, 200 member, 403 trial, 200 agent. */
const REAL_ACCOUNT: Expect = [401, 200, 403, 200];
const ANY_SESSION: Expect = [401, 200, 200, 200];

interface Row {
  key: EndpointKey;
  /** Body, query or path details per cell; n is unique per cell. */
  body?: (n: number) => unknown;
  query?: string;
  /** The path with its parameters filled in, for descriptors whose path has some. */
  path?: string;
  expect: Expect;
}

const ROWS: Row[] = [
  { key: 'rsaKey', expect: 200 },
  { key: 'login', body: (n) => ({ username: `nobody${n}`, password: 'wrong', type: 'username' }), expect: 401 },
  {
    key: 'loginSms',
    body: (n) => ({ mobileNum: `91760${String(n).padStart(5, '0')}`, countryDialingCode: '63' }),
    expect: 200,
  },
  { key: 'freePlay', body: () => ({ os: 'linux', platform: 'W' }), expect: 200 },
  { key: 'logout', expect: ANY_SESSION },
  { key: 'resume', body: () => ({ rememberToken: 'not-a-token' }), expect: 401 },
  // A navigation, not an XHR call; the demo brand has no social login configured.
  { key: 'socialStart', path: '/wps/session/social/google/start', query: '?returnTo=/', expect: 400 },
  { key: 'socialExchange', body: () => ({ code: 'not-a-code' }), expect: 400 },
  { key: 'captcha', expect: 200 },
  { key: 'geetestConfig', expect: 400 },
  { key: 'memberInfo', expect: ANY_SESSION },
  { key: 'updateProfile', body: () => ({ nickname: 'Matrix' }), expect: REAL_ACCOUNT },
  { key: 'memberIcon', expect: ANY_SESSION },
  { key: 'setMemberIcon', body: () => ({ avatar: '3' }), expect: REAL_ACCOUNT },
  { key: 'playerAvatar', expect: ANY_SESSION },
  { key: 'bindEmail', body: () => ({ email: 'matrix@example.com', password: PASSWORD }), expect: REAL_ACCOUNT },
  {
    key: 'bindMobile',
    body: (n) => ({
      mobileNum: `91770${String(n).padStart(5, '0')}`,
      countryDialingCode: '63',
      verificationCode: '000000',
    }),
    expect: [401, 400, 403, 400],
  },
  {
    key: 'register',
    body: (n) => ({ username: `matrix${n}`, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true }),
    expect: 200,
  },
  {
    key: 'registerMobile',
    body: (n) => ({
      username: '',
      mobileNum: `91780${String(n).padStart(5, '0')}`,
      countryDialingCode: '63',
      password: PASSWORD,
      ageConfirmed: true,
    }),
    expect: 400,
  },
  {
    key: 'mobileRegisterSms',
    body: (n) => ({ mobileNo: `91790${String(n).padStart(5, '0')}`, countryDialingCode: '63' }),
    expect: 200,
  },
  {
    key: 'sendSms',
    body: (n) => ({ mobileNum: `91750${String(n).padStart(5, '0')}`, countryDialingCode: '63', operationType: 5 }),
    expect: REAL_ACCOUNT,
  },
  { key: 'affiliate', query: '?code=DEMO01&domain=localhost', expect: 200 },
  {
    key: 'changePassword',
    body: () => ({ oldPassword: PASSWORD, newPassword: 'Matrix-pass-2', confirmNewPassword: 'Matrix-pass-2' }),
    expect: REAL_ACCOUNT,
  },
  { key: 'forgotPasswordEmail', body: () => ({ username: 'nobody', email: 'nobody@example.com' }), expect: 200 },
  {
    key: 'setPasswordByPhone',
    body: () => ({
      newPassword: 'Matrix-pass-2',
      mobileNum: '9170000000',
      verificationCode: '000000',
      countryDialingCode: '63',
    }),
    expect: 400,
  },
];

describe.skipIf(skip)('permission matrix of the account calls', () => {
  let server: TestServer;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('covers every call of the account group', () => {
    const keys = Object.keys(ENDPOINTS);
    const group = keys.slice(keys.indexOf('rsaKey'), keys.indexOf('setPasswordByPhone') + 1);
    // The two registration SMS descriptors share one path: one row covers both (the username
    // variant's module, REGMOBVERF3, is off in the demo brand).
    expect(new Set([...ROWS.map((r) => r.key), 'usernameRegisterSms'])).toEqual(new Set(group));
  });

  const tokenFor = async (role: Role, i: number): Promise<string | undefined> => {
    const ip = `10.60.${Math.floor(i / 200)}.${i % 200}`;
    if (role === 'visitor') return undefined;
    if (role === 'trial') return trialToken(server, ip);
    const username = `${role}cell${i}`;
    await createMember(server, { username, password: PASSWORD, type: role === 'agent' ? 2 : 0 });
    return tokenOf(server, { username, password: PASSWORD }, role === 'agent' ? { loginPath: 'agent' } : {}, ip);
  };

  for (const row of ROWS) {
    it(`${row.key}: ${JSON.stringify(row.expect)}`, async () => {
      const endpoint = ENDPOINTS[row.key];
      for (const [index, role] of ROLES.entries()) {
        const i = ++n;
        const token = await tokenFor(role, i);
        const options: CallOptions = {
          method: endpoint.method,
          url: (row.path ?? endpoint.path) + (row.query ?? ''),
          ip: `10.61.${Math.floor(i / 200)}.${i % 200}`,
          headers: endpoint.modId ? { moduleid: endpoint.modId } : {},
          ...(token ? { token } : {}),
          ...(row.body ? { payload: row.body(i) } : {}),
        };
        const res = endpoint.encrypt ? await encryptedCall(server, options) : await call(server, options);
        const expected = typeof row.expect === 'number' ? row.expect : row.expect[index];
        expect(res.statusCode, `${role} ${row.key}: ${res.body}`).toBe(expected);
        if (expected === 401) expect(res.json()).toMatchObject({ success: false });
        if (expected === 403) expect(res.json()).toMatchObject({ code: 'trial.forbidden' });
      }
    });
  }
});
