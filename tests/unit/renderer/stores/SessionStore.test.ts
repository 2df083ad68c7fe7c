import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginRequest, RegisterRequest } from '../../../../src/shared/api/auth';
import { ERROR_CODES } from '../../../../src/shared/api/envelope';
import { MemoryStorage } from '../fixtures/memoryStorage';
import { apiFailure, loginInvalid, makeSession, memberInfo, RememberPlatform, sessionValue } from '../fixtures/session';

function storageWith(items: Record<string, string>): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
  return storage;
}

const ok =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionStore state', () => {
  it('reads token, account and member type from the spec keys', () => {
    const { session } = makeSession({
      storage: storageWith({ token: 'abc', account: 'juan', isAgent: '41', merchant: 'demo01' }),
    });
    expect(session).toMatchObject({ token: 'abc', account: 'juan', memberType: 41, merchant: 'demo01' });
    expect(session.isLogin).toBe(true);
    expect(session.isAgent).toBe(true);
    expect(session.isTrial).toBe(false);
  });

  it('is logged out without a token', () => {
    const { session } = makeSession();
    expect(session.isLogin).toBe(false);
    expect(session.isAgent).toBe(false);
    expect(session.memberType).toBeNull();
  });

  it('clear() empties sessionStorage and writes the merchant keys back', () => {
    const storage = storageWith({
      token: 'abc',
      account: 'juan',
      isAgent: '1',
      customerId: '9',
      memberLabel: '["gold"]',
      merchant: 'demo01',
      merchantCode: 'demo01',
      other: 'x',
    });
    const { session } = makeSession({ storage });
    session.clear();
    expect(session.isLogin).toBe(false);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('customerId')).toBeNull();
    expect(storage.getItem('other')).toBeNull();
    expect(storage.getItem('merchant')).toBe('demo01');
    expect(storage.getItem('merchantCode')).toBe('demo01');
  });

  it.each([
    [5, 'vip'],
    [4, 'live'],
    [0, 'live'],
  ] as const)('sends a member of rank level %i to the %s customer-service channel', (rankLevel, channel) => {
    const { session } = makeSession();
    session.setMemberInfo(memberInfo({ clubLabel: { labelName: `VIP${rankLevel}`, rankLevel } }));
    expect(session.serviceChannel).toBe(channel);
  });

  it('sends a visitor to live chat', () => {
    expect(makeSession().session.serviceChannel).toBe('live');
  });

  it('setMerchant writes both merchant keys', () => {
    const storage = new MemoryStorage();
    makeSession({ storage }).session.setMerchant('brand7');
    expect(storage.getItem('merchant')).toBe('brand7');
    expect(storage.getItem('merchantCode')).toBe('brand7');
  });
});

describe('login', () => {
  it('stores the token, loads member info into the spec keys and closes the modal', async () => {
    const { session, storage, ui, calls } = makeSession({
      answers: { login: ok(sessionValue()), getMemberInfo: ok(memberInfo({ type: 2, memberLabel: ['gold'] })) },
    });
    ui.openModal('login');
    await expect(session.login({ type: 'username', username: ' juan01 ', password: ' secret 1 ' })).resolves.toBe(
      'done',
    );
    expect(calls[0]).toEqual({
      name: 'login',
      args: [{ username: 'juan01', password: ' secret 1 ', type: 'username' }],
    });
    expect(storage.getItem('token')).toBe('tok-1');
    expect(storage.getItem('customerId')).toBe('1001');
    expect(storage.getItem('account')).toBe('juan01');
    expect(storage.getItem('isAgent')).toBe('2');
    expect(storage.getItem('memberLabel')).toBe('["gold"]');
    expect(session.isLogin && session.isAgent && session.canOpenAgentCentre).toBe(true);
    expect(session.displayName).toBe('Juan');
    expect(ui.modal).toBeNull();
  });

  it('never writes the password to storage', async () => {
    const { session, storage } = makeSession({
      answers: { login: ok(sessionValue({ firstTimeLogin: true })), getMemberInfo: ok(memberInfo()) },
    });
    await session.login({ type: 'username', username: 'juan01', password: 'Pa55word-xyz', remember: true });
    for (let i = 0; i < storage.length; i += 1) {
      expect(storage.getItem(storage.key(i) ?? '')).not.toContain('Pa55word-xyz');
    }
  });

  it('shows and loads the captcha when a failure carries value.captcha, and sends it next time', async () => {
    const answers = {
      login: vi.fn<(body: LoginRequest) => Promise<ReturnType<typeof sessionValue>>>(() =>
        Promise.reject(loginInvalid(true)),
      ),
      getCaptcha: ok({ image: 'iVBORw0KGgo=', captchaId: 'cap-1' }),
    };
    const { session } = makeSession({ answers });
    await expect(session.login({ type: 'username', username: 'juan01', password: 'bad' })).rejects.toMatchObject({
      code: ERROR_CODES.invalidCredentials,
    });
    await vi.waitFor(() => expect(session.captcha.image).toBe('iVBORw0KGgo='));
    expect(session.captcha.shown).toBe(true);
    await session.login({ type: 'username', username: 'juan01', password: 'bad', captcha: ' ab12 ' }).catch(() => null);
    expect(answers.login.mock.calls[1]?.[0]).toMatchObject({ captcha: 'ab12', captchaId: 'cap-1' });
  });

  it('keeps the captcha hidden when the failure does not ask for it', async () => {
    const { session } = makeSession({ answers: { login: () => Promise.reject(loginInvalid(false)) } });
    await session.login({ type: 'username', username: 'juan01', password: 'bad' }).catch(() => null);
    expect(session.captcha.shown).toBe(false);
  });

  /** Member info answers in turn: the password must change, then (after the change) it is done. */
  const mustChangeThenDone = (overrides: Parameters<typeof memberInfo>[0] = {}) => {
    const answers = [memberInfo({ ...overrides, passwordChangeRequired: true }), memberInfo(overrides)];
    return () => Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!);
  };

  it('forces the change the server requires, with the old password known (memory only)', async () => {
    const { session, calls } = makeSession({
      answers: {
        login: ok(sessionValue({ passwordExpired: true })),
        changePassword: ok(null),
        getMemberInfo: mustChangeThenDone(),
      },
    });
    await expect(session.login({ type: 'username', username: 'juan01', password: 'Old-pass-1' })).resolves.toBe(
      'changePassword',
    );
    // The dialog itself is opened by the guard (passwordChangeGuard.test.ts) from this flag.
    expect(session.passwordChangeRequired).toBe(true);
    expect(session.accountReady).toBe(false);
    expect(session.oldPasswordKnown).toBe(true);

    await session.changePassword({ newPassword: 'New-pass-22', confirmNewPassword: 'New-pass-22' });
    expect(calls.find((c) => c.name === 'changePassword')?.args[0]).toEqual({
      oldPassword: 'Old-pass-1',
      newPassword: 'New-pass-22',
      confirmNewPassword: 'New-pass-22',
    });
    expect(session.passwordChangeRequired).toBe(false);
    expect(session.accountReady).toBe(true);
    expect(session.oldPasswordKnown).toBe(false);
  });

  it('a first login with a password of its own forces nothing (the server decides)', async () => {
    const { session } = makeSession({
      answers: { login: ok(sessionValue({ firstTimeLogin: true })), getMemberInfo: ok(memberInfo()) },
    });
    await expect(session.login({ type: 'username', username: 'juan01', password: 'x' })).resolves.toBe('done');
    expect(session.firstLogin).toBe(true);
  });

  it('an agent-page login whose password must change still ends at /agentHome', async () => {
    const { session, ui } = makeSession({
      answers: {
        login: ok(sessionValue({ passwordExpired: true })),
        changePassword: ok(null),
        getMemberInfo: mustChangeThenDone({ type: 1 }),
      },
    });
    await session.login({ type: 'username', username: 'agent01', password: 'Old-pass-1', loginPath: 'agent' });
    await session.changePassword({ newPassword: 'New-pass-22', confirmNewPassword: 'New-pass-22' });
    expect(ui.navigations).toEqual(['/agentHome']);
    // A later change from the account menu goes home as before.
    await session.changePassword({
      oldPassword: 'New-pass-22',
      newPassword: 'Newer-33',
      confirmNewPassword: 'Newer-33',
    });
    expect(ui.navigations).toEqual(['/agentHome', '/']);
  });

  it('an SMS login sends the code trimmed, and asks for the old password if a change is required', async () => {
    const { session, calls } = makeSession({
      answers: { login: ok(sessionValue({ passwordExpired: true })), getMemberInfo: mustChangeThenDone() },
    });
    await expect(
      session.login({ type: 'sms', username: '9171234567', password: ' 123456 ', countryDialingCode: '63' }),
    ).resolves.toBe('changePassword');
    expect(calls[0]?.args[0]).toEqual({
      username: '9171234567',
      password: '123456',
      type: 'sms',
      countryDialingCode: '63',
    });
    // An SMS code is not the old password.
    expect(session.oldPasswordKnown).toBe(false);
  });

  it('closing a forced change logs out', async () => {
    const { session, ui } = makeSession({
      answers: {
        login: ok(sessionValue({ passwordExpired: true })),
        getMemberInfo: mustChangeThenDone(),
        logout: ok(null),
      },
    });
    await session.login({ type: 'username', username: 'juan01', password: 'x' });
    await session.cancelForcedChange();
    expect(session.isLogin).toBe(false);
    expect(session.passwordChangeRequired).toBe(false);
    expect(session.oldPasswordKnown).toBe(false);
    expect(ui.navigations).toEqual(['/']);
  });

  it('sends loginPath agent from the agent page and goes to /agentHome', async () => {
    const { session, ui, calls } = makeSession({
      answers: { login: ok(sessionValue()), getMemberInfo: ok(memberInfo({ type: 1 })) },
    });
    await session.login({ type: 'username', username: 'ag', password: 'p', loginPath: 'agent' });
    expect(calls[0]?.args[0]).toMatchObject({ loginPath: 'agent' });
    expect(ui.navigations).toEqual(['/agentHome']);
  });
});

describe('remember-me', () => {
  it('keeps the desktop remember token the server returns, and resumes with it at start', async () => {
    const platform = new RememberPlatform('desktop');
    const first = makeSession({
      platform,
      answers: {
        login: ok(sessionValue({ rememberToken: 'remember-abcdefghijkl' })),
        getMemberInfo: ok(memberInfo()),
      },
    });
    await first.session.login({ type: 'username', username: 'juan01', password: 'p', remember: true });
    expect(first.calls[0]?.args[0]).toMatchObject({ remember: true });
    expect(platform.token).toBe('remember-abcdefghijkl');

    const restart = makeSession({
      platform,
      answers: { resumeSession: ok(sessionValue({ token: 'tok-2' })), getMemberInfo: ok(memberInfo()) },
    });
    await restart.session.boot();
    expect(restart.calls[0]).toEqual({ name: 'resumeSession', args: [{ rememberToken: 'remember-abcdefghijkl' }] });
    expect(restart.session.token).toBe('tok-2');
    expect(restart.session.restoring).toBe(false);
  });

  it('on the web always asks at start and resumes with the HttpOnly cookie alone, storing no hint', async () => {
    const { session, calls, storage } = makeSession({
      answers: { resumeSession: ok(sessionValue()), getMemberInfo: ok(memberInfo()) },
    });
    await session.boot();
    expect(calls[0]).toEqual({ name: 'resumeSession', args: [{}] });
    expect(session.isLogin).toBe(true);
    expect(storage.getItem('token')).toBe('tok-1');
  });

  it('on the web stays logged out quietly when there is nothing to resume', async () => {
    const { session, calls, ui } = makeSession({ answers: { resumeSession: ok(null) } });
    await session.boot();
    expect(calls.map((c) => c.name)).toEqual(['resumeSession']);
    expect(session.isLogin).toBe(false);
    expect(session.restoring).toBe(false);
    expect(ui.modal).toBeNull();
  });

  it('stays logged out quietly when the remembered session is refused, and forgets it', async () => {
    const web = makeSession({
      answers: { resumeSession: () => Promise.reject(apiFailure('login.not.session', null, 401)) },
    });
    await web.session.boot();
    expect(web.session.isLogin).toBe(false);
    expect(web.ui.modal).toBeNull();

    const platform = new RememberPlatform('desktop');
    platform.token = 'stale-token-abcdefgh';
    const desk = makeSession({
      platform,
      answers: { resumeSession: () => Promise.reject(apiFailure('x', null, 401)) },
    });
    await desk.session.boot();
    expect(platform.token).toBeNull();
  });

  it('does not call resume on desktop without a stored token', async () => {
    const { session, calls } = makeSession({ platform: new RememberPlatform('desktop') });
    await session.boot();
    expect(calls).toEqual([]);
  });

  it('re-reads member info for a token already in sessionStorage', async () => {
    const { session, calls } = makeSession({
      storage: storageWith({ token: 'tok-9' }),
      answers: { getMemberInfo: ok(memberInfo({ type: 4, isTrial: true })) },
    });
    await session.boot();
    expect(calls.map((c) => c.name)).toEqual(['getMemberInfo']);
    expect(session.isTrial).toBe(true);
  });

  it('trades a social login code for a session', async () => {
    const { session, calls } = makeSession({
      answers: { exchangeSocialCode: ok(sessionValue({ token: 'social' })), getMemberInfo: ok(memberInfo()) },
    });
    await session.boot({ socialCode: 'one-time' });
    expect(calls[0]).toEqual({ name: 'exchangeSocialCode', args: [{ code: 'one-time' }] });
    expect(session.token).toBe('social');
  });
});

describe('logout', () => {
  it('asks first, then calls logout, forgets remember-me, clears the session, keeps the merchant, goes home', async () => {
    const platform = new RememberPlatform('desktop');
    platform.token = 'remember-abcdefghijkl';
    const storage = storageWith({
      token: 't',
      account: 'juan01',
      isAgent: '0',
      merchant: 'demo',
      merchantCode: 'demo',
    });
    const { session, ui, calls } = makeSession({ storage, platform, answers: { logout: ok(null) } });
    session.confirmLogout();
    expect(ui.dialog).toMatchObject({ message: { key: 'in_sure_logout' }, cancellable: true });
    expect(calls).toEqual([]);
    ui.dialog?.onConfirm?.();
    await vi.waitFor(() => expect(session.isLogin).toBe(false));
    expect(calls.map((c) => c.name)).toEqual(['logout']);
    expect(platform.token).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('merchant')).toBe('demo');
    expect(ui.navigations).toEqual(['/']);
  });

  it('does not wait long for a logout call that hangs', async () => {
    vi.useFakeTimers();
    const { session } = makeSession({
      storage: storageWith({ token: 't' }),
      answers: { logout: () => new Promise(() => undefined) },
    });
    const done = session.logout();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(session.isLogin).toBe(false);
  });
});

describe('free play and guards', () => {
  it('free play starts a trial session that requireRealAccount refuses with in_need_true_account', async () => {
    const { session, ui, calls } = makeSession({
      answers: { freePlay: ok(sessionValue({ token: 'trial' })), getMemberInfo: ok(memberInfo({ type: 4 })) },
    });
    await session.freePlay();
    expect(calls[0]).toEqual({ name: 'freePlay', args: [{ platform: 'W' }] });
    expect(session.isTrial).toBe(true);
    expect(session.canOpenMemberCentre).toBe(false);
    expect(session.requireLogin()).toBe(true);
    expect(session.requireRealAccount()).toBe(false);
    expect(ui.dialog).toEqual({ message: { key: 'in_need_true_account' } });
  });

  it('requireLogin opens the login popup for a visitor', () => {
    const { session, ui } = makeSession();
    expect(session.requireLogin()).toBe(false);
    expect(session.requireRealAccount()).toBe(false);
    expect(ui.modal).toBe('login');
    expect(ui.dialog).toBeNull();
  });

  it('a member passes both guards', () => {
    const { session } = makeSession({ storage: storageWith({ token: 't', isAgent: '0' }) });
    expect(session.requireRealAccount()).toBe(true);
    expect(session.canOpenMemberCentre).toBe(true);
    expect(session.canOpenAgentCentre).toBe(false);
  });

  it("social login goes to the server's start path with the way back (a path) and the brand", () => {
    const { session, redirects } = makeSession({ pageUrl: 'https://play.example.com/register?r=AB1' });
    session.setMerchant('demo');
    session.startSocialLogin('google');
    expect(redirects).toEqual(['/wps/session/social/google/start?returnTo=%2Fregister%3Fr%3DAB1&merchant=demo']);
  });
});

describe('registration and passwords', () => {
  const form: RegisterRequest = { username: 'maria01', password: 'Secret-123', mobileNum: '', captcha: '' };

  it('registers with the page URL, domain and WEB method, logs in, closes and goes home', async () => {
    const { session, ui, calls, storage } = makeSession({
      answers: { register: ok(sessionValue({ token: 'new' })), getMemberInfo: ok(memberInfo({ account: 'maria01' })) },
    });
    ui.openModal('register');
    await session.register('username', form);
    expect(calls[0]?.name).toBe('register');
    expect(calls[0]?.args[0]).toMatchObject({
      username: 'maria01',
      confirmPassword: 'Secret-123',
      registerUrl: 'https://play.example.com/register?affiliateCode=AFF1',
      domain: 'play.example.com',
      registerMethod: 'WEB',
      login: true,
    });
    expect(storage.getItem('token')).toBe('new');
    expect(storage.getItem('account')).toBe('maria01');
    expect(ui.modal).toBeNull();
    expect(ui.navigations).toEqual(['/']);
  });

  it('mobile registration uses the number as the username', async () => {
    const { session, calls } = makeSession({
      answers: { registerMobile: ok(sessionValue()), getMemberInfo: ok(memberInfo()) },
    });
    await session.register('mobile', { ...form, username: '', mobileNum: '9171234567' });
    expect(calls[0]?.name).toBe('registerMobile');
    expect(calls[0]?.args[0]).toMatchObject({ username: '9171234567' });
  });

  it('checks an invitation code with the page domain', async () => {
    const { session, calls } = makeSession({
      answers: {
        checkAffiliate: (query) => (query.code === 'GOOD' ? Promise.resolve(null) : Promise.reject(apiFailure('x'))),
      },
    });
    await expect(session.isAffiliateValid('GOOD')).resolves.toBe(true);
    await expect(session.isAffiliateValid('BAD')).resolves.toBe(false);
    expect(calls[0]?.args[0]).toEqual({ code: 'GOOD', domain: 'play.example.com' });
  });

  it('forgot by e-mail shows in_been_out', async () => {
    const { session, ui } = makeSession({ answers: { forgotPasswordByEmail: ok(null) } });
    await session.forgotByEmail(' juan01 ', ' j@example.com ');
    expect(ui.dialog).toEqual({ message: { key: 'in_been_out' } });
  });

  it('forgot by phone sets the password, logs in with the number and goes home', async () => {
    const { session, calls, ui } = makeSession({
      answers: { setPasswordByPhone: ok(null), login: ok(sessionValue()), getMemberInfo: ok(memberInfo()) },
    });
    await session.forgotByPhone({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'Fresh-pass-9',
    });
    expect(calls.map((c) => c.name)).toEqual(['setPasswordByPhone', 'login', 'getMemberInfo']);
    expect(calls[1]?.args[0]).toMatchObject({ username: '9171234567', password: 'Fresh-pass-9', type: '' });
    expect(ui.navigations).toEqual(['/']);
  });
});
