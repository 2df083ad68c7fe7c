// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginRequest } from '../../../../src/shared/api/auth';
import { ApiError, type Api } from '../../../../src/renderer/api';
import { ModalHost } from '../../../../src/renderer/components/ModalHost';
import { Header } from '../../../../src/renderer/layout/Header';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { loginInvalid, memberInfo, sessionValue } from '../fixtures/session';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

async function show(flags: string[], api: Partial<Api>, params: Record<string, string> = {}, name = 'Login') {
  const h = await makeHarness(statusWithFlags(flags), { api });
  render(
    h.wrap(
      <MemoryRouter>
        <Header hiddenNav={false} />
        <ModalHost />
      </MemoryRouter>,
    ),
  );
  act(() => h.store.ui.openModal('login', params));
  await screen.findByRole('dialog', { name });
  return h;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitLogin = () => fireEvent.click(screen.getAllByRole('button', { name: 'Login' }).at(-1) as HTMLElement);

describe('login popup', () => {
  it('offers the SMS tab, free play, register link and social logins by flag', async () => {
    await show(['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'DIRECTREG3'], {});
    expect(screen.getByRole('tab', { name: 'SMS code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'FREE TRIAL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeTruthy();
  });

  it('has no tabs, free play or social logins without the flags, and none of the social ones on the agent page', async () => {
    await show(['FREEPLAY3'], {}, { loginPath: 'agent' }, 'Agent login');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'FREE TRIAL' })).toBeNull();
  });

  it('shows only the social logins the brand has configured, in the login and register popups', async () => {
    const base = statusWithFlags(['DIRECTREG3', 'USERNAMEREG3']);
    const h = await makeHarness({ ...base, info: { ...base.info, socialProviders: ['facebook', 'myspace'] } });
    render(h.wrap(<ModalHost />));
    act(() => h.store.ui.openModal('login'));
    await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    act(() => h.store.ui.openModal('register'));
    await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
  });

  it('shows no social block at all when the brand has none configured', async () => {
    const base = statusWithFlags([]);
    const h = await makeHarness({ ...base, info: { ...base.info, socialProviders: [] } });
    render(h.wrap(<ModalHost />));
    act(() => h.store.ui.openModal('login'));
    await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.queryByText('Or log in with')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Facebook' })).toBeNull();
  });

  it('the SMS tab offers the codes of the country call, the visitor country first chosen', async () => {
    const base = statusWithFlags(['MOBILEVERCODELOGIN3']);
    const getCountries = vi.fn(() =>
      Promise.resolve([
        { countryCode: 'PH', countryDialingCode: '63' },
        { countryCode: 'TH', countryDialingCode: '66' },
      ]),
    );
    const h = await makeHarness({ ...base, location: { ip: '203.0.113.9', country: 'TH' } }, { api: { getCountries } });
    render(h.wrap(<ModalHost />));
    act(() => h.store.ui.openModal('login', { tab: 'sms' }));
    const button = await screen.findByRole('button', { name: /^Country code/ });
    expect(button.textContent).toContain('+66');
    fireEvent.focus(button);
    expect(screen.getAllByRole('option').map((o) => o.textContent?.trim())).toEqual([
      expect.stringContaining('PH +63'),
      expect.stringContaining('TH +66'),
    ]);
    // Cached for the session: the next popup does not ask again.
    act(() => h.store.ui.closeModal());
    act(() => h.store.ui.openModal('forget'));
    await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(getCountries).toHaveBeenCalledTimes(1);
  });

  it('in agent mode logs in through the agent path and goes to /agentHome', async () => {
    const login = vi.fn((_body: LoginRequest) => Promise.resolve(sessionValue()));
    const h = await show(
      ['MOBILEVERCODELOGIN3'],
      { login, getMemberInfo: () => Promise.resolve(memberInfo({ type: 1 })) },
      { loginPath: 'agent' },
      'Agent login',
    );
    const navigate = vi.spyOn(h.store.ui, 'navigate');
    type('Username', 'agent01');
    type('Password', 'Secret-123');
    submitLogin();
    await waitFor(() => expect(h.store.ui.modal).toBeNull());
    expect(login.mock.calls[0]?.[0]).toMatchObject({ username: 'agent01', loginPath: 'agent' });
    expect(navigate).toHaveBeenCalledWith('/agentHome');
  });

  it.each([
    [{ loginPath: 'agent' }, 'Agent login', 'login.not.agent', 'Non-agents cannot log in here.'],
    [{}, 'Login', 'login.not.member', 'Agents must log in through the agent page.'],
  ])('shows the translated refusal of the wrong door (%o)', async (params, title, code, text) => {
    const refusal = new ApiError({ kind: 'business', code, httpStatus: 403, message: code, hasKey: () => true });
    const login = vi.fn(() => Promise.reject(refusal));
    const h = await show([], { login }, params, title);
    type('Username', 'someone');
    type('Password', 'Secret-123');
    submitLogin();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(h.store.session.isLogin).toBe(false);
  });

  it('requires username and password', async () => {
    const login = vi.fn();
    await show([], { login });
    submitLogin();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the translated failure, then the captcha when the server asks for it', async () => {
    const login = vi.fn((_body: LoginRequest) => Promise.reject(loginInvalid(true)));
    const getCaptcha = vi.fn(() => Promise.resolve({ image: 'iVBORw0KGgo=', captchaId: 'c1' }));
    const h = await show([], { login, getCaptcha });
    type('Username', 'juan01');
    type('Password', 'wrong');
    submitLogin();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(await screen.findByLabelText('Captcha')).toBeTruthy();
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(1));
    expect(h.store.session.captcha.shown).toBe(true);
    submitLogin();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('logs in, closes, and the header shows the account with the fallback avatar', async () => {
    const login = vi.fn((_body: LoginRequest) => Promise.resolve(sessionValue()));
    const h = await show(['DIRECTREG3'], {
      login,
      getMemberInfo: () => Promise.resolve(memberInfo({ nickname: 'Juanito' })),
    });
    type('Username', ' juan01 ');
    type('Password', 'Secret-123');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    submitLogin();
    await waitFor(() => expect(h.store.ui.modal).toBeNull());
    expect(login.mock.calls[0]?.[0]).toMatchObject({ username: 'juan01', remember: true, loginPath: 'member' });
    await screen.findByRole('button', { name: /Juanito/ });
    const avatar = screen.getByRole('button', { name: 'Open member center' });
    expect(avatar.querySelector('img')?.getAttribute('src')).toMatch(/avatar-default|data:image\/svg/);
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  });

  it('a forced change opens the change-password popup without the old password field', async () => {
    const h = await show([], {
      login: () => Promise.resolve(sessionValue({ passwordExpired: true })),
      getMemberInfo: () => Promise.resolve(memberInfo({ passwordChangeRequired: true })),
    });
    type('Username', 'juan01');
    type('Password', 'Old-pass-1');
    submitLogin();
    expect(await screen.findByRole('dialog', { name: 'Your password must be changed' })).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(h.store.session.isLogin).toBe(true);
  });
});

describe('header account area', () => {
  it('logged out: Sign Up only with DIRECTREG3, SMS login with MOBILEVERCODELOGIN3', async () => {
    const h = await makeHarness(statusWithFlags(['MOBILEVERCODELOGIN3']));
    render(
      h.wrap(
        <MemoryRouter>
          <Header hiddenNav={false} />
        </MemoryRouter>,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'SMS login' }));
    expect(h.store.ui.modal).toBe('login');
    expect(h.store.ui.modalParams).toEqual({ tab: 'sms' });
  });

  it('logged in: the menu offers change password and a confirmed sign out', async () => {
    const logout = vi.fn(() => Promise.resolve(null));
    const h = await makeHarness(statusWithFlags([]), { api: { logout } });
    act(() => h.store.session.startSession({ token: 't', firstTimeLogin: false }));
    render(
      h.wrap(
        <MemoryRouter>
          <Header hiddenNav={false} />
          <ModalHost />
        </MemoryRouter>,
      ),
    );
    // The account button is the one that opens a menu (the phone menu button opens a dialog).
    const account = screen
      .getAllByRole('button', { expanded: false })
      .find((b) => b.getAttribute('aria-haspopup') === 'menu');
    if (!account) throw new Error('no account menu button');
    fireEvent.click(account);
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    fireEvent.keyDown(window, { key: 'Enter' });
    await waitFor(() => expect(h.store.session.isLogin).toBe(false));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
