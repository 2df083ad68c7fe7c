// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterRequest } from '../../../../src/shared/api/auth';
import type { RegisterFieldRule } from '../../../../src/shared/api/system';
import { ERROR_CODES } from '../../../../src/shared/api/envelope';
import type { Api } from '../../../../src/renderer/api';
import { ModalHost } from '../../../../src/renderer/components/ModalHost';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { apiFailure, memberInfo, sessionValue } from '../fixtures/session';

const rule = (overrides: Partial<RegisterFieldRule>): RegisterFieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 255,
  type: 'text',
  ...overrides,
});

const REGISTER = {
  username: rule({ acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 1, minLength: 2, maxLength: 15 }),
  password: rule({ acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).*$', patternId: 5, minLength: 8, maxLength: 64 }),
  mobileNum: rule({ required: false, acceptedPattern: '^\\d+$', patternId: 6, minLength: 7, maxLength: 15 }),
  affiliateCode: rule({ required: false }),
};

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openRegister(flags: string[], api: Partial<Api> = {}, params: Record<string, string> = {}) {
  const h = await makeHarness(statusWithFlags(flags, REGISTER), { api });
  render(h.wrap(<MemoryRouter>{<ModalHost />}</MemoryRouter>));
  act(() => h.store.ui.openModal('register', params));
  await screen.findByRole('dialog', { name: 'Register' });
  return h;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The visitor's own tick of the age and terms box. */
const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: /I confirm I am/ }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register now' }));

describe('registration popup', () => {
  it('leaves the age and terms box unticked: without the tick it says why and sends nothing', async () => {
    const register = vi.fn(() => Promise.resolve(sessionValue()));
    await openRegister(['USERNAMEREG3', 'DIRECTREG3'], { register });
    const terms = screen.getByRole<HTMLInputElement>('checkbox', { name: /I confirm I am 21 years or older/ });
    expect(terms.checked).toBe(false);
    type('Username', 'maria01');
    type('Password', 'Secret-123');
    type('Confirm password', 'Secret-123');
    submit();
    const error = await screen.findByText(/Tick the box to confirm your age and accept the Terms and Services/);
    expect(terms.getAttribute('aria-describedby')).toBe(error.id);
    expect(register).not.toHaveBeenCalled();
  });

  it('shows the brand rule messages and "inconsistent twice" under the fields', async () => {
    await openRegister(['USERNAMEREG3']);
    type('Username', '9x');
    type('Password', 'lettersonly');
    type('Confirm password', 'different');
    submit();
    expect(await screen.findByText('2 - 15 characters, starting with a letter, then letters or digits')).toBeTruthy();
    expect(screen.getByText('8 - 64 characters mixing letters and digits')).toBeTruthy();
    expect(screen.getByText(/Inconsistent twice/)).toBeTruthy();
  });

  it('reset clears every field but the country code', async () => {
    await openRegister(['MOBILENUMREG3', 'USERNAMEREG3', 'MOBILENUMPASSREG3']);
    // Mobile is the default tab when MOBILENUMREG3 is on; pick Indonesia's +62 from the list.
    const code = screen.getByRole('button', { name: /^Country code/ });
    expect(code.textContent).toContain('+63');
    fireEvent.focus(code);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('button', { name: /ID \+62/ }));
    type('Mobile number', '8123456789');
    type('Password', 'Secret-123');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(field('Mobile number').value).toBe(''));
    expect(field('Password').value).toBe('');
    // Reset unticks the box again: the tick is the visitor's own act.
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
    expect(screen.getByRole('button', { name: /^Country code/ }).textContent).toContain('+62');
  });

  it('the country list opens on focus and closes 200 ms after blur', async () => {
    await openRegister(['MOBILENUMREG3']);
    vi.useFakeTimers();
    const code = screen.getByRole('button', { name: /^Country code/ });
    fireEvent.focus(code);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(code);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('listbox')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('validates the number before an SMS, then counts expiredMinutes x 60 s down', async () => {
    const sendRegisterSms = vi.fn(() => Promise.resolve({ expiredMinutes: 5 }));
    await openRegister(['MOBILENUMREG3'], { sendRegisterSms });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(sendRegisterSms).not.toHaveBeenCalled();

    type('Mobile number', '9171234567');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: '300 s' })).toBeTruthy();
    expect(sendRegisterSms).toHaveBeenCalledWith('mobile', { mobileNo: '9171234567', countryDialingCode: '63' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '299 s' })).toHaveProperty('disabled', true);
  });

  it('an SMS failure shows the server message in the warning dialog', async () => {
    const sendRegisterSms = vi.fn(() => Promise.reject(apiFailure('provider.down')));
    await openRegister(['MOBILENUMREG3'], { sendRegisterSms });
    type('Mobile number', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('provider.down');
  });

  it('checks the URL invitation code first and stops on invitation_code_error', async () => {
    const register = vi.fn(() => Promise.resolve(sessionValue()));
    const checkAffiliate = vi.fn(() => Promise.reject(apiFailure(ERROR_CODES.affiliateInvalid)));
    const settingsWithoutField = { affiliateCode: rule({ enabled: false }) };
    const h = await makeHarness(statusWithFlags(['USERNAMEREG3'], { ...REGISTER, ...settingsWithoutField }), {
      api: { register, checkAffiliate },
    });
    render(h.wrap(<MemoryRouter>{<ModalHost />}</MemoryRouter>));
    act(() => h.store.ui.openModal('register', { affiliateCode: 'BAD1' }));
    await screen.findByRole('dialog', { name: 'Register' });
    type('Username', 'maria01');
    type('Password', 'Secret-123');
    type('Confirm password', 'Secret-123');
    acceptTerms();
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Invalid invitation code');
    expect(checkAffiliate).toHaveBeenCalledWith(expect.objectContaining({ code: 'BAD1' }));
    expect(register).not.toHaveBeenCalled();
  });

  it('registers, logs in, closes and sends the URL codes silently', async () => {
    const register = vi.fn((_body: RegisterRequest) => Promise.resolve(sessionValue()));
    const h = await makeHarness(
      statusWithFlags(['USERNAMEREG3'], { ...REGISTER, affiliateCode: rule({ enabled: false }) }),
      {
        api: {
          register,
          checkAffiliate: () => Promise.resolve(null),
          getMemberInfo: () => Promise.resolve(memberInfo({ account: 'maria01' })),
        },
      },
    );
    render(h.wrap(<MemoryRouter>{<ModalHost />}</MemoryRouter>));
    act(() => h.store.ui.openModal('register', { affiliateCode: 'AFF1', referralCode: 'REF9' }));
    await screen.findByRole('dialog', { name: 'Register' });
    type('Username', ' maria01 ');
    type('Password', 'Secret-123');
    type('Confirm password', 'Secret-123');
    acceptTerms();
    submit();
    await waitFor(() => expect(h.store.ui.modal).toBeNull());
    expect(register.mock.calls[0]?.[0]).toMatchObject({
      username: 'maria01',
      password: 'Secret-123',
      affiliateCode: 'AFF1',
      referralCode: 'REF9',
      ageConfirmed: true,
      registerMethod: 'WEB',
    });
    expect(h.store.session.account).toBe('maria01');
  });

  it('puts a server field error under that field', async () => {
    const register = vi.fn(() =>
      Promise.reject(
        apiFailure(ERROR_CODES.badRequest, {
          field: 'username',
          reason: 'pattern',
          patternId: 1,
          minLength: 4,
          maxLength: 4,
        }),
      ),
    );
    await openRegister(['USERNAMEREG3'], { register, checkAffiliate: () => Promise.resolve(null) });
    type('Username', 'maria01');
    type('Password', 'Secret-123');
    type('Confirm password', 'Secret-123');
    acceptTerms();
    submit();
    expect(await screen.findByText('4 characters, starting with a letter, then letters or digits')).toBeTruthy();
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
  });
});
