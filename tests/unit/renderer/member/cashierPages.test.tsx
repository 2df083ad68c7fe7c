// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../../src/renderer/api';
import type { DepositOrderView, WithdrawalView } from '../../../../src/renderer/api/cashierTypes';
import { ModalHost } from '../../../../src/renderer/components/ModalHost';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { memberInfo } from '../fixtures/session';
import type { Language } from '../../../../src/shared/i18n/languages';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

const BALANCE = {
  sumBalance: 1000,
  balance: [{ accountTypeId: 0, availBalance: 1000, vendorCode: '', name: '' }],
  currency: 'PHP',
  currencySymbol: 'P',
};

const BANK_ORDER: DepositOrderView = {
  orderNo: 'D26112300001',
  status: 'created',
  method: 'bank',
  channelName: 'Bank transfer',
  provider: 'company',
  amount: 1000,
  fee: 0,
  creditAmount: 1000,
  currency: 'PHP',
  createdAt: 0,
  expiresAt: 1,
  confirmedAt: null,
  failureReason: null,
  slipUploadId: null,
  instructions: {
    kind: 'bank',
    bankName: 'BDO Unibank',
    accountName: 'PLAYHUB DEMO INC',
    accountNumber: '0012-3456-7890',
    memo: 'M1234',
    payAmount: 1000.37,
  },
};

const PAID: WithdrawalView = {
  orderNo: 'W26112300001',
  status: 'paid',
  amount: 300,
  currency: 'PHP',
  account: { type: 'bank', bankCode: 'BDO', bankName: 'BDO', holderName: 'JUAN', accountNumberMasked: '****7890' },
  createdAt: 0,
  decidedAt: 1,
  paidAt: 2,
  reason: null,
  receipt: { status: 'awaiting', receivedAmount: null, dueAt: Date.UTC(2026, 10, 23, 12), proofUploadId: null },
};

/** A member with the member centre open on `page` (the header's drop-down items open it so). */
async function openOn(page: string, api: Partial<Api>, language: Language = 'en', title = 'Member center') {
  const h = await makeHarness(statusWithFlags([]), {
    language,
    api: {
      getMemberInfo: () => Promise.resolve(memberInfo()),
      getBalance: () => Promise.resolve(BALANCE),
      getMerchantWallet: () => Promise.resolve({ isSingle: true }),
      ...api,
    },
  });
  act(() => h.store.session.startSession({ token: 't', firstTimeLogin: false }));
  await act(() => h.store.session.loadLoginInfo());
  render(
    h.wrap(
      <MemoryRouter>
        <ModalHost />
      </MemoryRouter>,
    ),
  );
  act(() => h.store.ui.openModal('memberCentre', { page }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { h, dialog };
}

/** A deposit channel of the settings call. */
const channel = (id: number, name: string) => ({
  id,
  name,
  provider: 'company' as const,
  minAmount: 200,
  maxAmount: 50_000,
  feeRate: 0,
  feeFixed: 0,
  quickAmounts: [],
});

describe('cashier pages', () => {
  it('shows the texts the server made (seeded method and channel, failure reason) in the player’s language, an operator’s own as written', async () => {
    const failed: DepositOrderView = {
      ...BANK_ORDER,
      status: 'failed',
      failureReason: 'The payment failed at the provider',
    };
    const { dialog } = await openOn(
      'depositv2',
      {
        getDepositSettings: () =>
          Promise.resolve({
            allowDeposit: true,
            currency: 'PHP',
            currencySymbol: 'P',
            methods: [
              { code: 'bank', name: 'Bank transfer', channels: [channel(1, 'Bank transfer')] },
              { code: 'cebuana', name: 'Cebuana Lhuillier', channels: [channel(2, 'Sangay sa Cebu')] },
            ],
            openOrders: 0,
            limits: { limits: [] },
          }),
        getDepositOrders: () => Promise.resolve({ page: 1, pageSize: 10, total: 1, list: [failed] }),
        getDepositOrder: () => Promise.resolve(failed),
      },
      'ty',
      'Sentro ng Miyembro',
    );
    expect(await within(dialog).findByRole('tab', { name: 'Paglilipat sa bangko' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Paglilipat sa bangko/ })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Cebuana Lhuillier' })).toBeTruthy();
    expect(within(dialog).queryByText('Bank transfer')).toBeNull();
    const row = within(dialog).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Paglilipat sa bangko');
    fireEvent.click(within(row).getByRole('button'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nabigo ang bayad sa provider.');
  });

  it('shows a company deposit’s bank details with copy buttons and refuses a gif slip before sending', async () => {
    const uploadImage = vi.fn();
    const { dialog } = await openOn('depositv2', {
      getDepositSettings: () =>
        Promise.resolve({
          allowDeposit: true,
          currency: 'PHP',
          currencySymbol: 'P',
          methods: [],
          openOrders: 1,
          limits: { limits: [] },
        }),
      getDepositOrders: () => Promise.resolve({ page: 1, pageSize: 10, total: 1, list: [BANK_ORDER] }),
      getDepositOrder: () => Promise.resolve(BANK_ORDER),
      uploadImage,
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'View' }));
    const details = (await within(dialog).findByRole('heading', { name: 'Bank transfer details' })).parentElement
      ?.parentElement as HTMLElement;
    for (const label of ['Bank', 'Account name', 'Account number', 'Memo', 'Exact amount'])
      expect(within(details).getByRole('button', { name: `Copy ${label}` })).toBeTruthy();
    expect(details.textContent).toContain('1000.37');
    expect(details.textContent).toContain('Transfer exactly P 1,000.37 with the memo M1234');
    const input = details.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'slip.gif', { type: 'image/gif' })] } });
    expect(await within(details).findByRole('alert')).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('asks for a proof image before sending “not received”, and shows the auto-receive time', async () => {
    const confirmReceipt = vi.fn();
    const { dialog } = await openOn('withdraw', {
      getWithdrawSettings: () =>
        Promise.resolve({
          minimumAmount: 100,
          maximumAmount: 50000,
          dailyCount: 5,
          usedToday: 1,
          turnover: { required: 500, achieved: 250, remaining: 250 },
          hasPaymentPassword: true,
          payeeName: 'JUAN',
          withdrawable: 0,
          heldAmount: 0,
          currency: 'PHP',
          currencySymbol: 'P',
        }),
      getPayoutAccounts: () => Promise.resolve([]),
      getWithdrawals: () => Promise.resolve({ page: 1, pageSize: 10, total: 1, list: [PAID] }),
      confirmReceipt,
    });
    expect(await within(dialog).findByText('Bet P 250.00 more to unlock withdrawals.')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    const order = within(dialog).getByTestId('withdrawal-W26112300001');
    fireEvent.click(within(order).getByRole('button', { name: 'Confirm receipt' }));
    expect(within(order).getByText(/^Counts as received automatically at 2026-11-23 \d\d:00:00/)).toBeTruthy();
    fireEvent.click(within(order).getByLabelText('Not received'));
    fireEvent.click(within(order).getByRole('button', { name: 'Send' }));
    expect(await within(order).findByText('Attach a proof image.')).toBeTruthy();
    expect(confirmReceipt).not.toHaveBeenCalled();
    fireEvent.click(within(order).getByLabelText('Received partially'));
    fireEvent.change(within(order).getByLabelText('Amount received'), { target: { value: '300' } });
    fireEvent.click(within(order).getByRole('button', { name: 'Send' }));
    expect(await within(order).findByText('The maximum is P 299.99.')).toBeTruthy();
    await waitFor(() => expect(confirmReceipt).not.toHaveBeenCalled());
  });
});
