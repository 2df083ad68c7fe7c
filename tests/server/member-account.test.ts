// The member's own account: info, avatar, nickname, bound e-mail and mobile, change password,
// forgot password by e-mail (temporary password), password expiry, and trial restrictions.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_IDS } from '../../src/shared/api/auth';
import { avatarUrl } from '../../src/server/modules/member/service';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, encryptedCall, lastMail, lastSmsCode, login, tokenOf, trialToken } from './auth-client';

const skip = await skipReason();
const DAY = 86_400_000;

describe('shipped avatars', () => {
  it('has an SVG image in the web root (resources/public) behind every avatar URL', () => {
    const urls = AVATAR_IDS.map(avatarUrl);
    expect(new Set(urls).size).toBe(AVATAR_IDS.length);
    for (const url of urls) {
      const svg = readFileSync(new URL(`../../resources/public${url}`, import.meta.url), 'utf8');
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/);
      expect(svg.length, url).toBeLessThan(2048);
    }
  });
});

describe.skipIf(skip)('member account', () => {
  let server: TestServer;
  let clock = Date.now();
  let ipCounter = 0;
  const ip = () => `10.50.0.${++ipCounter}`;
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server?.close());

  const account = async (username: string, extra: { email?: string } = {}) => {
    await createMember(server, { username, password: 'Member-pass-1', ...extra });
    return tokenOf(server, { username, password: 'Member-pass-1' }, {}, ip());
  };
  const info = async (token: string) =>
    (await call(server, { method: 'GET', url: '/wps/member/info', token })).json<{ value: Record<string, unknown> }>()
      .value;

  it('shows the member info of the platform shape', async () => {
    const token = await account('infouser');
    expect(await info(token)).toMatchObject({
      account: 'infouser',
      userName: 'infouser',
      nickname: '',
      type: 0,
      isTrial: false,
      clubLabel: { labelName: 'VIP0', rankLevel: 0 },
      memberLabelColor: '#ABABAB',
      imgUrl: '/avatars/0.svg',
      mobile: '',
      email: '',
    });
  });

  it('changes the avatar among the shipped ones and refuses others', async () => {
    const token = await account('avataruser');
    const set = (avatar: string) =>
      call(server, { method: 'PUT', url: '/wps/member/info/icon', token, payload: { avatar } });
    expect((await set('7')).json()).toMatchObject({
      value: { avatar: '7', avatarType: 'STATIC', imgUrl: '/avatars/7.svg' },
    });
    expect((await set('99')).statusCode).toBe(400);
    for (const url of ['/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar'])
      expect((await call(server, { method: 'GET', url, token })).json()).toMatchObject({ value: { avatar: '7' } });
  });

  it('stores a nickname with markup verbatim and returns it as text', async () => {
    const token = await account('nickuser');
    const nickname = `<b onclick=x>'--`;
    const res = await call(server, { method: 'PUT', url: '/wps/member/info', token, payload: { nickname } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((await info(token)).nickname).toBe(nickname);
    expect(
      (await call(server, { method: 'PUT', url: '/wps/member/info', token, payload: { nickname: 'x'.repeat(21) } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(server, { method: 'PUT', url: '/wps/member/info', token, payload: { nickname: '   ' } })).statusCode,
    ).toBe(400);
  });

  it('binds an e-mail address only with the right password', async () => {
    const token = await account('mailuser');
    const bind = (email: string, password: string) =>
      call(server, { method: 'POST', url: '/wps/member/email', token, payload: { email, password } });
    expect((await bind('mail@example.com', 'wrong')).json()).toMatchObject({ code: 'password.old.invalid' });
    expect((await bind('not-an-email', 'Member-pass-1')).json()).toMatchObject({
      code: 'request_param_err',
      value: { field: 'email' },
    });
    const ok = await bind('mail@example.com', 'Member-pass-1');
    expect(ok.json()).toMatchObject({ success: true, value: { email: 'm***@example.com' } });
  });

  it('binds a mobile number with a code sent by the logged-in SMS call', async () => {
    const token = await account('bindphone');
    const send = (mobileNum: string) =>
      call(server, {
        method: 'POST',
        url: '/wps/v2/verification/sms/send',
        token,
        ip: ip(),
        payload: { mobileNum, operationType: 5, countryDialingCode: '63' },
      });
    expect((await send('9171110001')).json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(server, '+639171110001');
    const bind = (verificationCode: string) =>
      call(server, {
        method: 'POST',
        url: '/wps/member/mobile',
        token,
        payload: { mobileNum: '9171110001', countryDialingCode: '63', verificationCode },
      });
    expect((await bind(code === '123456' ? '654321' : '123456')).json()).toMatchObject({ code: 'sms.code.invalid' });
    expect((await bind(code)).json()).toMatchObject({ success: true, value: { mobile: '+63 917****001' } });
    expect((await bind(code)).json()).toMatchObject({ code: 'sms.code.invalid' });
    // Another account cannot take the number.
    const other = await account('bindphone2');
    const taken = await call(server, {
      method: 'POST',
      url: '/wps/v2/verification/sms/send',
      token: other,
      ip: ip(),
      payload: { mobileNum: '9171110001', countryDialingCode: '63' },
    });
    expect(taken.json()).toMatchObject({ code: 'mobile.exists' });
  });

  it('changes the password: remember tokens end, the calling session stays', async () => {
    await createMember(server, { username: 'changer', password: 'Member-pass-1' });
    const first = await login(
      server,
      { username: 'changer', password: 'Member-pass-1', remember: true },
      { ip: ip(), headers: { device: 'desktop' } },
    );
    const { token, rememberToken } = first.json<{ value: { token: string; rememberToken: string } }>().value;
    const change = (body: Record<string, string>) =>
      encryptedCall(server, { method: 'POST', url: '/wps/member/password', token, payload: body });
    expect(
      (await change({ oldPassword: 'nope', newPassword: 'Next-pass-22', confirmNewPassword: 'Next-pass-22' })).json(),
    ).toMatchObject({ code: 'password.old.invalid' });
    expect(
      (
        await change({ oldPassword: 'Member-pass-1', newPassword: 'Next-pass-22', confirmNewPassword: 'Next-pass-23' })
      ).json(),
    ).toMatchObject({ code: 'password.mismatch' });
    expect(
      (
        await change({ oldPassword: 'Member-pass-1', newPassword: 'password1', confirmNewPassword: 'password1' })
      ).json(),
    ).toMatchObject({ code: 'password.weak' });
    const ok = await change({
      oldPassword: 'Member-pass-1',
      newPassword: 'Next-pass-22',
      confirmNewPassword: 'Next-pass-22',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(server, { method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(200);
    const resumed = await call(server, { method: 'POST', url: '/wps/session/remember', payload: { rememberToken } });
    expect(resumed.statusCode).toBe(401);
    expect((await login(server, { username: 'changer', password: 'Member-pass-1' }, { ip: ip() })).statusCode).toBe(
      401,
    );
    expect((await login(server, { username: 'changer', password: 'Next-pass-22' }, { ip: ip() })).statusCode).toBe(200);
  });

  it('mails a temporary password: the old one works until it is used, then a change is forced', async () => {
    await createMember(server, { username: 'forgetful', password: 'Member-pass-1', email: 'forgetful@example.com' });
    const forgot = (body: string, from = ip()) =>
      call(server, {
        method: 'POST',
        url: '/wps/member/password/email',
        ip: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    // Unknown accounts and wrong addresses get the same answer and no mail.
    expect((await forgot('username=nobody&email=x%40example.com')).json()).toMatchObject({ success: true });
    expect((await forgot('username=forgetful&email=other%40example.com')).json()).toMatchObject({ success: true });
    expect(await lastMail(server, 'other@example.com')).toBeUndefined();
    const res = await forgot('username=forgetful&email=Forgetful%40example.com');
    expect(res.json()).toMatchObject({ success: true, message: 'The password has been sent' });
    const mail = await lastMail(server, 'forgetful@example.com');
    const temporary = /password is: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);

    expect((await login(server, { username: 'forgetful', password: 'Member-pass-1' }, { ip: ip() })).statusCode).toBe(
      200,
    );
    const withTemp = await login(server, { username: 'forgetful', password: temporary }, { ip: ip() });
    expect(withTemp.json()).toMatchObject({ success: true, value: { passwordExpired: true } });
    expect((await login(server, { username: 'forgetful', password: 'Member-pass-1' }, { ip: ip() })).statusCode).toBe(
      401,
    );
  });

  it('expires temporary passwords after 30 minutes and limits requests per address', async () => {
    await createMember(server, { username: 'slowpoke', password: 'Member-pass-1', email: 'slow@example.com' });
    const from = '10.59.0.1';
    const forgot = () =>
      call(server, {
        method: 'POST',
        url: '/wps/member/password/email',
        ip: from,
        payload: { username: 'slowpoke', email: 'slow@example.com' },
      });
    expect((await forgot()).statusCode).toBe(200);
    const temporary = /password is: (\S+)/.exec((await lastMail(server, 'slow@example.com'))?.text ?? '')?.[1] ?? '';
    clock += 31 * 60_000;
    expect((await login(server, { username: 'slowpoke', password: temporary }, { ip: ip() })).statusCode).toBe(401);
    for (let i = 0; i < 4; i++) await forgot();
    expect((await forgot()).statusCode).toBe(429);
  });

  it('reports an expired password after the brand expiry (90 days in the demo brand)', async () => {
    await createMember(server, { username: 'oldtimer', password: 'Member-pass-1' });
    expect(
      (await login(server, { username: 'oldtimer', password: 'Member-pass-1' }, { ip: ip() })).json(),
    ).toMatchObject({ value: { passwordExpired: false } });
    clock += 91 * DAY;
    expect(
      (await login(server, { username: 'oldtimer', password: 'Member-pass-1' }, { ip: ip() })).json(),
    ).toMatchObject({ value: { passwordExpired: true } });
  });

  it('gives free play a trial account that may look but not change anything', async () => {
    const token = await trialToken(server, ip());
    expect(await info(token)).toMatchObject({ type: 4, isTrial: true });
    const forbidden = [
      call(server, { method: 'PUT', url: '/wps/member/info', token, payload: { nickname: 'x' } }),
      call(server, { method: 'PUT', url: '/wps/member/info/icon', token, payload: { avatar: '1' } }),
      call(server, { method: 'POST', url: '/wps/member/email', token, payload: { email: 'a@b.co', password: 'x' } }),
      call(server, {
        method: 'POST',
        url: '/wps/v2/verification/sms/send',
        token,
        payload: { mobileNum: '9171112222', countryDialingCode: '63' },
      }),
      call(server, {
        method: 'POST',
        url: '/wps/member/mobile',
        token,
        payload: { mobileNum: '9171112222', countryDialingCode: '63', verificationCode: '123456' },
      }),
      encryptedCall(server, {
        method: 'POST',
        url: '/wps/member/password',
        token,
        payload: { oldPassword: 'x', newPassword: 'Next-pass-22', confirmNewPassword: 'Next-pass-22' },
      }),
    ];
    for (const res of await Promise.all(forbidden)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'trial.forbidden' });
    }
  });
});
