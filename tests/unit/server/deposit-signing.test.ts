// The paygate signature (docs/payments.md has the same worked example), the sandbox signature,
// fees and order numbers: pure functions with fixed vectors.
import { describe, expect, it } from 'vitest';
import { newOrderNo } from '../../../src/server/lib/order-numbers';
import {
  sameSignature,
  sandboxSignature,
  signingString,
  signParams,
  verifyParams,
} from '../../../src/server/modules/deposits/providers/signing';
import { feeOf } from '../../../src/server/modules/deposits/views';

const PARAMS = {
  merchant_no: 'M10086',
  order_no: 'D261123K7Q2M9XB',
  amount: '500.00',
  currency: 'PHP',
  pay_type: 'qrph',
  notify_url: 'https://play.example/wps/payment/callback/paygate',
  return_url: 'https://play.example/',
  timestamp: '1795000000',
  sign_type: 'MD5',
};

describe('paygate signature', () => {
  it('signs the sorted non-empty parameters without sign', () => {
    expect(signingString({ ...PARAMS, empty: '', sign: 'X' })).toBe(
      'amount=500.00&currency=PHP&merchant_no=M10086&notify_url=https://play.example/wps/payment/callback/paygate' +
        '&order_no=D261123K7Q2M9XB&pay_type=qrph&return_url=https://play.example/&sign_type=MD5&timestamp=1795000000',
    );
    expect(signParams(PARAMS, 'secret-key-123', 'MD5')).toBe('3846FFFE0BCD021E0EE5A4AD415D8B3F');
    expect(signParams({ ...PARAMS, sign_type: 'HMAC-SHA256' }, 'secret-key-123', 'HMAC-SHA256')).toBe(
      '2A244F269A76F0E57F39AC166EB60C4D97037D369AA6FDF0E9C14BE3FF4571D6',
    );
  });

  it('verifies case-insensitively and refuses any change', () => {
    const sign = signParams(PARAMS, 'secret-key-123', 'MD5');
    expect(verifyParams({ ...PARAMS, sign: sign.toLowerCase() }, 'secret-key-123', 'MD5')).toBe(true);
    expect(verifyParams({ ...PARAMS, amount: '5000.00', sign }, 'secret-key-123', 'MD5')).toBe(false);
    expect(verifyParams({ ...PARAMS, sign }, 'other-key', 'MD5')).toBe(false);
    expect(verifyParams({ ...PARAMS, sign: '' }, 'secret-key-123', 'MD5')).toBe(false);
    expect(verifyParams(PARAMS, 'secret-key-123', 'MD5')).toBe(false);
    expect(sameSignature('ABC', 'ABCD')).toBe(false);
  });

  it('signs sandbox webhooks over timestamp and raw body', () => {
    const a = sandboxSignature('k', '1', '{"a":1}');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(sandboxSignature('k', '2', '{"a":1}')).not.toBe(a);
    expect(sandboxSignature('k', '1', '{"a":2}')).not.toBe(a);
  });
});

describe('deposit fees and order numbers', () => {
  it('rounds the rate half up to the minor unit and adds the fixed fee', () => {
    expect(feeOf({ feeRateBp: 150, feeFixedMinor: 0n }, 50_000n)).toBe(750n);
    expect(feeOf({ feeRateBp: 150, feeFixedMinor: 0n }, 100n)).toBe(2n); // 1.5 -> 2
    expect(feeOf({ feeRateBp: 150, feeFixedMinor: 0n }, 99n)).toBe(1n); // 1.485 -> 1
    expect(feeOf({ feeRateBp: 0, feeFixedMinor: 500n }, 10_000n)).toBe(500n);
  });

  it('makes opaque order numbers with the UTC+8 date', () => {
    const at = Date.UTC(2026, 10, 23, 17, 0, 0); // 01:00 on the 24th in Manila
    const numbers = new Set(Array.from({ length: 1000 }, () => newOrderNo('D', at)));
    expect(numbers.size).toBe(1000);
    for (const n of numbers) expect(n).toMatch(/^D261124[2-9A-HJ-NP-Z]{8}$/);
  });
});
