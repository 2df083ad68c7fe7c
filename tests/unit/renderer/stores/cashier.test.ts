import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/renderer/api';
import type { DepositOrderView, WithdrawalView, WithdrawSettings } from '../../../../src/renderer/api/cashierTypes';
import { amountRule } from '../../../../src/renderer/member/cashier/amountRule';
import { amountText, money } from '../../../../src/renderer/member/cashier/money';
import { BalanceStore } from '../../../../src/renderer/stores/BalanceStore';
import { DepositStore, feeOf, isFinal } from '../../../../src/renderer/stores/DepositStore';
import { MoneyRequest, outcomeUnknown } from '../../../../src/renderer/stores/MoneyRequest';
import { uploadProblem, UploadRejected } from '../../../../src/renderer/stores/uploadCheck';
import { WalletStore } from '../../../../src/renderer/stores/WalletStore';
import { awaitsReceipt, holderNameOf, WithdrawStore } from '../../../../src/renderer/stores/WithdrawStore';

const hasKey = () => false;
const networkError = () => new ApiError({ kind: 'network', code: 'network', httpStatus: 0, message: 'down', hasKey });
const businessError = (code: string) =>
  new ApiError({ kind: 'business', code, httpStatus: 400, message: code, hasKey });

/** Ids req-1, req-2, ... so a test can tell a fresh id from a reused one. */
function counter() {
  let n = 0;
  return () => `req-${(n += 1)}`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('money request ids', () => {
  it('reuses the id when the same submission is retried after a lost answer, never after an answer', async () => {
    const request = new MoneyRequest(counter());
    const seen: string[] = [];
    const call = vi.fn((id: string) => {
      seen.push(id);
      return seen.length === 1 ? Promise.reject(networkError()) : Promise.resolve(id);
    });
    await expect(request.submit({ amount: '10.00' }, call)).rejects.toThrow();
    await request.submit({ amount: '10.00' }, call);
    // Answered: the same body again is a new user action with a new id.
    await request.submit({ amount: '10.00' }, call);
    expect(seen).toEqual(['req-1', 'req-1', 'req-2']);
  });

  it('gives a different body, or a retry after a refusal, a fresh id', async () => {
    const request = new MoneyRequest(counter());
    const seen: string[] = [];
    const failing = (error: ApiError) => (id: string) => {
      seen.push(id);
      return Promise.reject(error);
    };
    await expect(request.submit({ amount: '10.00' }, failing(networkError()))).rejects.toThrow();
    await expect(request.submit({ amount: '11.00' }, failing(businessError('balance.insufficient')))).rejects.toThrow();
    await expect(request.submit({ amount: '11.00' }, failing(networkError()))).rejects.toThrow();
    expect(seen).toEqual(['req-1', 'req-2', 'req-3']);
  });

  it('sends a double click once: the second submission gets the first one’s promise', async () => {
    const request = new MoneyRequest(counter());
    let resolve: (value: string) => void = () => undefined;
    const call = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = request.submit({ amount: '5' }, call);
    const second = request.submit({ amount: '5' }, call);
    expect(request.pending).toBe(true);
    resolve('done');
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    expect(call).toHaveBeenCalledTimes(1);
    expect(request.pending).toBe(false);
  });

  it('treats only a missing answer (network, timeout, 502/504) as an unknown outcome', () => {
    expect(outcomeUnknown(networkError())).toBe(true);
    expect(outcomeUnknown(new ApiError({ kind: 'http', code: 'x', httpStatus: 504, message: '', hasKey }))).toBe(true);
    expect(outcomeUnknown(businessError('amount.invalid'))).toBe(false);
  });
});

describe('amounts on the cashier pages', () => {
  it('shows 2 decimals, comma thousands and the symbol', () => {
    expect(money(1234567.5, 'P')).toBe('P 1,234,567.50');
    expect(money(-0.05, 'P')).toBe('-P 0.05');
    expect(money(0.1 + 0.2, '')).toBe('0.30');
  });

  it('sends typed amounts as exact decimal text', () => {
    expect(amountText('1,000.5')).toBe('1000.50');
    expect(amountText(' 20 ')).toBe('20.00');
    expect(amountText('1.005')).toBeNull();
    expect(amountText('-5')).toBeNull();
    expect(amountText('abc')).toBeNull();
  });

  it('checks required, format and the bounds in minor units', async () => {
    const rule = amountRule(
      { min: 100, max: 50000, symbol: 'P' },
      { required: 'req', invalid: 'bad', min: (s) => `min ${s}`, max: (s) => `max ${s}` },
    );
    const problem = (value: string) =>
      rule.validate(value).then(
        () => null,
        (error: Error) => error.message,
      );
    expect(await problem('')).toBe('req');
    expect(await problem('12.345')).toBe('bad');
    expect(await problem('99.99')).toBe('min P 100.00');
    expect(await problem('50,000.01')).toBe('max P 50,000.00');
    expect(await problem('100')).toBeNull();
    expect(await problem('50,000.00')).toBeNull();
  });

  it('computes the channel fee to the cent', () => {
    expect(feeOf({ feeRate: 1.5, feeFixed: 0 }, 100_000n)).toBe(1_500n);
    expect(feeOf({ feeRate: 1.5, feeFixed: 2 }, 33_333n)).toBe(500n + 200n);
    expect(feeOf({ feeRate: 0, feeFixed: 0 }, 12_345n)).toBe(0n);
  });

  it('refuses images that are not png / jpg or larger than 5 MB before sending', () => {
    expect(uploadProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(uploadProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(uploadProblem({ type: 'image/gif', size: 10 })).toBe('upload.type');
    expect(uploadProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('upload.too.large');
  });
});

const BALANCE = {
  sumBalance: 150,
  balance: [
    { accountTypeId: 0, availBalance: 100, vendorCode: '', name: '' },
    { accountTypeId: 1, availBalance: 50, vendorCode: 'SPORTS1', name: 'Sports' },
  ],
  currency: 'PHP',
  currencySymbol: 'P',
};

function walletApi(isSingle = false) {
  return {
    getBalance: vi.fn(() => Promise.resolve(BALANCE)),
    getMerchantWallet: vi.fn(() => Promise.resolve({ isSingle })),
    walletTransfer: vi.fn((body: { requestId: string }) =>
      Promise.resolve({
        ...body,
        transactionId: 1,
        amount: 10,
        fromBalance: 0,
        toBalance: 0,
        createdAt: 0,
        replayed: false,
      }),
    ),
    transferUpline: vi.fn(),
    transferDownline: vi.fn(),
    getTransactionRecord: vi.fn((_query: object) => Promise.resolve({ list: [], total: 31, page: 1, pageSize: 15 })),
  };
}

/** The one balance, signed in, over the fake wallet API. */
function balanceOf(api: ReturnType<typeof walletApi>) {
  return new BalanceStore(api, { accountReady: true });
}

describe('wallet store', () => {
  it('moves money in and out of a vendor wallet with a requestId, then reloads the one balance', async () => {
    const api = walletApi();
    const balance = balanceOf(api);
    const store = new WalletStore(api as never, balance, counter());
    await store.transfer('in', 1, '10.00');
    await store.transfer('out', 1, '10.00');
    expect(api.walletTransfer.mock.calls.map(([body]) => body)).toEqual([
      { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '10.00', requestId: 'req-1' },
      { fromAccountTypeId: 1, toAccountTypeId: 0, amount: '10.00', requestId: 'req-2' },
    ]);
    // One balance call per transfer, into the store the header reads: no second copy to disagree.
    expect(api.getBalance).toHaveBeenCalledTimes(2);
    expect(balance.main).toBe(100);
    expect(store.mainBalance).toBe(100);
    expect(store.balance).toBe(balance.value);
    expect(store.vendorWallets.map((w) => w.vendorCode)).toEqual(['SPORTS1']);
  });

  it('shows only the main wallet on a single-wallet brand', async () => {
    const api = walletApi(true);
    const store = new WalletStore(api as never, balanceOf(api));
    await store.refresh();
    expect(store.isSingle).toBe(true);
    expect(store.vendorWallets).toEqual([]);
  });

  it('asks for the account record 15 rows a page with the filter, and counts the pages', async () => {
    const api = walletApi();
    const store = new WalletStore(api as never, balanceOf(api));
    await store.loadRecord({ type: 'deposit', startTime: 1, endTime: 2 }, 2);
    await store.loadRecord({ type: '', startTime: 1, endTime: 2 });
    expect(api.getTransactionRecord.mock.calls.map(([q]) => q)).toEqual([
      { type: 'deposit', startTime: 1, endTime: 2, page: 2, pageSize: 15 },
      { startTime: 1, endTime: 2, page: 1, pageSize: 15 },
    ]);
    expect(store.recordPages).toBe(3);
  });
});

function order(status: DepositOrderView['status'], extra: Partial<DepositOrderView> = {}): DepositOrderView {
  return {
    orderNo: 'D1',
    status,
    method: 'bank',
    channelName: 'Bank transfer',
    provider: 'company',
    amount: 100,
    fee: 0,
    creditAmount: 100,
    currency: 'PHP',
    createdAt: 0,
    expiresAt: 1,
    confirmedAt: null,
    failureReason: null,
    slipUploadId: null,
    instructions: { kind: 'bank', bankName: 'B', accountName: 'A', accountNumber: '1', memo: 'M', payAmount: 100 },
    ...extra,
  };
}

function depositApi() {
  return {
    getDepositSettings: vi.fn(),
    createDepositOrder: vi.fn(() => Promise.resolve(order('created'))),
    getDepositOrders: vi.fn(() => Promise.resolve({ page: 1, pageSize: 10, total: 0, list: [] })),
    getDepositOrder: vi.fn(),
    attachDepositSlip: vi.fn(() => Promise.resolve(order('pending', { slipUploadId: 9 }))),
    getDepositLimits: vi.fn(),
    setDepositLimit: vi.fn(),
    confirmDepositLimit: vi.fn(),
    uploadImage: vi.fn(() => Promise.resolve({ id: 9, mime: 'image/png', size: 10 })),
  };
}

describe('deposit store', () => {
  it('creates the order with a requestId and attaches a checked slip', async () => {
    const api = depositApi();
    const store = new DepositStore(api, () => undefined, counter());
    await store.createOrder(3, '100.00');
    expect(api.createDepositOrder).toHaveBeenCalledWith({ channelId: 3, amount: '100.00', requestId: 'req-1' });
    await expect(store.uploadSlip(new File(['x'], 'a.gif', { type: 'image/gif' }))).rejects.toBeInstanceOf(
      UploadRejected,
    );
    expect(api.uploadImage).not.toHaveBeenCalled();
    await store.uploadSlip(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(api.uploadImage).toHaveBeenCalledWith('deposit_slip', expect.any(File));
    expect(api.attachDepositSlip).toHaveBeenCalledWith('D1', 9);
    expect(store.order?.status).toBe('pending');
  });

  it('polls the open order until it settles, then tells the wallet once', async () => {
    vi.useFakeTimers();
    const api = depositApi();
    api.getDepositOrder
      .mockResolvedValueOnce(order('pending'))
      .mockResolvedValueOnce(order('confirmed', { confirmedAt: 5 }));
    const settled = vi.fn();
    const store = new DepositStore(api, settled);
    store.setOrder(order('created'));
    store.startPolling(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.order?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.order?.status).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.getDepositOrder).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(isFinal('expired')).toBe(true);
  });
});

const SETTINGS: WithdrawSettings = {
  minimumAmount: 100,
  maximumAmount: 50000,
  dailyCount: 5,
  usedToday: 0,
  turnover: { required: 0, achieved: 0, remaining: 0 },
  hasPaymentPassword: false,
  payeeName: null,
  withdrawable: 1000,
  heldAmount: 0,
  currency: 'PHP',
  currencySymbol: 'P',
};

function withdrawal(extra: Partial<WithdrawalView> = {}): WithdrawalView {
  return {
    orderNo: 'W1',
    status: 'paid',
    amount: 300,
    currency: 'PHP',
    account: { type: 'bank', bankCode: 'BDO', bankName: 'BDO', holderName: 'JUAN', accountNumberMasked: '****7890' },
    createdAt: 0,
    decidedAt: 1,
    paidAt: 2,
    reason: null,
    receipt: { status: 'awaiting', receivedAmount: null, dueAt: 10, proofUploadId: null },
    ...extra,
  };
}

function withdrawApi() {
  return {
    getWithdrawSettings: vi.fn(() => Promise.resolve(SETTINGS)),
    setPaymentPassword: vi.fn((_body: object) => Promise.resolve({ set: true as const })),
    getPayoutAccounts: vi.fn(() => Promise.resolve([])),
    addPayoutAccount: vi.fn(),
    removePayoutAccount: vi.fn(),
    withdraw: vi.fn(() => Promise.resolve(withdrawal({ status: 'requested', receipt: null }))),
    getWithdrawals: vi.fn(() => Promise.resolve({ page: 1, pageSize: 10, total: 1, list: [withdrawal()] })),
    confirmReceipt: vi.fn((_orderNo: string, _body: object) => Promise.resolve(withdrawal())),
    uploadImage: vi.fn(() => Promise.resolve({ id: 4, mime: 'image/png', size: 10 })),
  };
}

describe('withdraw store', () => {
  it('sets the payment password with the login password first, then changes it with the old one', async () => {
    const api = withdrawApi();
    const store = new WithdrawStore(api, () => undefined);
    await store.load();
    await store.setPaymentPassword({ current: 'Login-1', next: '123456' });
    api.getWithdrawSettings.mockResolvedValue({ ...SETTINGS, hasPaymentPassword: true });
    await store.load();
    await store.setPaymentPassword({ current: '123456', next: '654321' });
    expect(api.setPaymentPassword.mock.calls.map(([body]) => body)).toEqual([
      { loginPassword: 'Login-1', newPaymentPassword: '123456' },
      { oldPaymentPassword: '123456', newPaymentPassword: '654321' },
    ]);
  });

  it('sends the holder name in upper case and the number without spaces', async () => {
    const api = withdrawApi();
    const store = new WithdrawStore(api, () => undefined);
    await store.addAccount({
      type: 'bank',
      bankCode: 'BDO',
      bankName: 'BDO',
      holderName: ' Juan  dela Cruz ',
      accountNumber: '0012 3456 7890',
      paymentPassword: '123456',
    });
    expect(api.addPayoutAccount).toHaveBeenCalledWith(
      expect.objectContaining({ holderName: 'JUAN DELA CRUZ', accountNumber: '001234567890' }),
    );
    expect(holderNameOf('ana  b')).toBe('ANA B');
  });

  it('withdraws with a requestId and tells the wallet', async () => {
    const api = withdrawApi();
    const moved = vi.fn();
    const store = new WithdrawStore(api, moved, counter());
    await store.withdraw({ payoutAccountId: 1, amount: '300.00', paymentPassword: '123456' });
    expect(api.withdraw).toHaveBeenCalledWith({
      payoutAccountId: 1,
      amount: '300.00',
      paymentPassword: '123456',
      requestId: 'req-1',
    });
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('confirms a receipt: partial with the amount, not received with an uploaded proof', async () => {
    const api = withdrawApi();
    const store = new WithdrawStore(api, () => undefined);
    expect(awaitsReceipt(withdrawal())).toBe(true);
    expect(awaitsReceipt(withdrawal({ status: 'approved' }))).toBe(false);
    await store.confirmReceipt('W1', { outcome: 'partial', receivedAmount: '100.00' });
    await expect(
      store.confirmReceipt('W1', { outcome: 'not_received', proof: new File(['x'], 'p.bmp', { type: 'image/bmp' }) }),
    ).rejects.toBeInstanceOf(UploadRejected);
    await store.confirmReceipt('W1', {
      outcome: 'not_received',
      proof: new File(['x'], 'p.jpg', { type: 'image/jpeg' }),
    });
    expect(api.uploadImage).toHaveBeenCalledTimes(1);
    expect(api.uploadImage).toHaveBeenCalledWith('withdrawal_proof', expect.any(File));
    expect(api.confirmReceipt.mock.calls.map(([, body]) => body)).toEqual([
      { outcome: 'partial', receivedAmount: '100.00' },
      { outcome: 'not_received', proofUploadId: 4 },
    ]);
  });
});
