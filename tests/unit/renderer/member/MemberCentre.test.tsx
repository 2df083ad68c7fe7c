// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../../../src/shared/api/auth';
import { ApiError, type Api } from '../../../../src/renderer/api';
import { ModalHost } from '../../../../src/renderer/components/ModalHost';
import { Header } from '../../../../src/renderer/layout/Header';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { memberInfo } from '../fixtures/session';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

const MENU = [
  'My Account',
  'My Wallet',
  'Deposit',
  'Withdrawal',
  'Transfer to Upline',
  'Betting Record',
  'Account Record',
  'Profit and Loss',
  'Bonus Details',
  'Reward Center',
  'Invite Friends',
  'Missions',
  'Messages',
  'Manual Rebate',
];

/** A signed-in member with the header and the modal host, the member centre opened from the account menu. */
async function openCentre(info: MemberInfo, api: Partial<Api> = {}) {
  const h = await makeHarness(statusWithFlags([]), { api: { getMemberInfo: () => Promise.resolve(info), ...api } });
  act(() => h.store.session.startSession({ token: 't', firstTimeLogin: false }));
  await act(() => h.store.session.loadLoginInfo());
  render(
    h.wrap(
      <MemoryRouter>
        <Header hiddenNav={false} />
        <ModalHost />
      </MemoryRouter>,
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: new RegExp(info.nickname || info.account) }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Member center' }));
  const dialog = await screen.findByRole('dialog', { name: 'Member center' });
  return { h, dialog };
}

describe('member centre', () => {
  it('lists the pages in the spec order and opens on the security page with the account details', async () => {
    const { dialog } = await openCentre(
      memberInfo({
        id: 77,
        nickname: 'Juan',
        email: 'j***@example.com',
        mobile: '',
        regDate: Date.UTC(2026, 0, 15, 12),
      }),
    );
    const menu = within(dialog).getByRole('navigation', { name: 'Member center pages' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(MENU);
    expect(within(menu).getByRole('button', { current: 'page' }).textContent).toBe('My Account');
    const details = within(dialog).getByRole('heading', { name: 'Account details' }).parentElement as HTMLElement;
    const text = details.textContent ?? '';
    for (const part of ['ID77', 'Accountjuan01', 'NicknameJuan', 'VIP levelVIP0', 'Registered on2026-01-15'])
      expect(text).toContain(part);
    expect(text).toContain('E-mailj***@example.com');
    expect(text).toContain('Mobile numberNot set');
    expect(within(dialog).getByRole('heading', { name: 'Replace e-mail' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Bind mobile number' })).toBeTruthy();
  });

  it('shows the other pages as coming soon, badges above 0 only, and closes', async () => {
    const { h, dialog } = await openCentre(memberInfo());
    act(() => h.store.profile.setUnread('messageV2', 3));
    const messages = within(dialog).getByRole('button', { name: /Messages/ });
    expect(within(messages).getByText('3 unread')).toBeTruthy();
    expect(messages.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
    expect(within(dialog).getByRole('button', { name: 'Missions' })).toBeTruthy();
    // The money pages are built (member/cashier); the others still say so.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Profit and Loss' }));
    expect(within(dialog).getByRole('heading', { name: 'Profit and Loss', level: 3 })).toBeTruthy();
    expect(within(dialog).getByText('This page will be available soon.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(h.store.ui.modal).toBeNull();
  });

  it('changes the nickname and the avatar; the header follows', async () => {
    const updateProfile = vi.fn(({ nickname }: { nickname: string }) =>
      Promise.resolve(memberInfo({ nickname, imgUrl: '/avatars/0.svg' })),
    );
    const setAvatar = vi.fn((avatar: string) =>
      Promise.resolve({ avatar, avatarType: 'STATIC' as const, imgUrl: `/avatars/${avatar}.svg` }),
    );
    const { dialog } = await openCentre(memberInfo({ imgUrl: '/avatars/0.svg' }), { updateProfile, setAvatar });
    fireEvent.change(within(dialog).getByLabelText('Nickname'), { target: { value: ' Juanito ' } });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await within(dialog).findByText('Saved.')).toBeTruthy();
    expect(updateProfile).toHaveBeenCalledWith({ nickname: 'Juanito' });
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByRole('button', { name: /Juanito/ })).toBeTruthy());

    expect(within(dialog).getByRole('radio', { name: 'Avatar 1' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Avatar 6' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Avatar 6' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(setAvatar).toHaveBeenCalledWith('5');
    expect(
      within(header).getByRole('button', { name: 'Open member center' }).querySelector('img')?.getAttribute('src'),
    ).toBe('/avatars/5.svg');
  });

  it('binds an e-mail with the password and shows a wrong password under its field', async () => {
    const bindEmail = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'business',
          code: 'password.old.invalid',
          httpStatus: 400,
          message: 'x',
          hasKey: () => true,
          value: { field: 'password', reason: 'format' },
        }),
      )
      .mockResolvedValueOnce(memberInfo({ email: 'n***@example.com' }));
    const { dialog } = await openCentre(memberInfo(), { bindEmail });
    const form = within(dialog).getByRole('heading', { name: 'Bind e-mail' }).parentElement as HTMLElement;
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'new@example.com' } });
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'Right-pass-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('heading', { name: 'Replace e-mail' })).toBeTruthy();
    expect(bindEmail).toHaveBeenLastCalledWith({ email: 'new@example.com', password: 'Right-pass-1' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('sends the binding SMS only for a valid number, counts down, then binds', async () => {
    const sendBindSms = vi.fn(() => Promise.resolve({ expiredMinutes: 5 }));
    const bindMobile = vi.fn(() => Promise.resolve(memberInfo({ mobile: '+63 917****567' })));
    const { dialog } = await openCentre(memberInfo(), { sendBindSms, bindMobile });
    const form = within(dialog).getByRole('heading', { name: 'Bind mobile number' }).parentElement as HTMLElement;
    const send = within(form).getByRole('button', { name: 'Get code' });
    fireEvent.click(send);
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(sendBindSms).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Mobile number'), { target: { value: '9171234567' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(sendBindSms).toHaveBeenCalledWith({ mobileNum: '9171234567', countryDialingCode: '63', operationType: 5 }),
    );
    expect(await within(form).findByRole('button', { name: /300/ })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('SMS code'), { target: { value: ' 123456 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('heading', { name: 'Replace mobile number' })).toBeTruthy();
    expect(bindMobile).toHaveBeenCalledWith({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
  });

  it('is not offered to a trial account', async () => {
    const h = await makeHarness(statusWithFlags([]), {
      api: { getMemberInfo: () => Promise.resolve(memberInfo({ type: 4, isTrial: true, nickname: 'Trial' })) },
    });
    act(() => h.store.session.startSession({ token: 't', firstTimeLogin: false }));
    await act(() => h.store.session.loadLoginInfo());
    render(
      h.wrap(
        <MemoryRouter>
          <Header hiddenNav={false} />
        </MemoryRouter>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /Trial/ }));
    expect(screen.queryByRole('menuitem', { name: 'Member center' })).toBeNull();
  });
});
