// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginRequest } from '../../../../src/shared/api/auth';
import type { Api } from '../../../../src/renderer/api';
import { ModalHost } from '../../../../src/renderer/components/ModalHost';
import { Header } from '../../../../src/renderer/layout/Header';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { loginInvalid, memberInfo, sessionValue } from '../fixtures/session';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

async function show(flags: string[], api: Partial<Api>, params: Record<string, string> = {}) {
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
  await screen.findByRole('dialog', { name: 'Login' });
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
    await show(['FREEPLAY3'], {}, { loginPath: 'agent' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'FREE TRIAL' })).toBeNull();
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
    const account = await screen.findByRole('button', { name: /Juanito/ });
    expect(account.querySelector('img')?.getAttribute('src')).toMatch(/avatar-default|data:image\/svg/);
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  });

  it('a forced change opens the change-password popup without the old password field', async () => {
    const h = await show([], { login: () => Promise.resolve(sessionValue({ firstTimeLogin: true })) });
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
    fireEvent.click(screen.getByRole('button', { expanded: false }));
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
