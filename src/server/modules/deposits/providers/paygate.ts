import { formatMinor, parseAmount } from '../../../../shared/money';
import type { DepositProviderSettings } from '../../../db/schema';
import { signParams, verifyParams, type SignType } from './signing';
import type { CallbackInput, CallbackReport, CreatePaymentOutcome, GatewayProvider } from './types';

/**
 * "paygate": a payment gateway in the usual Asian-PSP shape (docs/payments.md has the protocol).
 * Create: a signed form POST to <gatewayUrl>/api/pay/create; the gateway answers signed JSON with
 * a pay URL and/or QR content. Outcome: a signed form POST to /wps/payment/callback/paygate, which
 * we verify and acknowledge with the text `success` (anything else makes the gateway retry).
 */

export const PAYGATE_SUCCESS_CODE = '0000';
export const PAYGATE_CREATE_PATH = '/api/pay/create';
const DEFAULT_TIMEOUT_MS = 10_000;

function signTypeOf(settings: DepositProviderSettings): SignType {
  return settings.signType === 'HMAC-SHA256' ? 'HMAC-SHA256' : 'MD5';
}

function asStrings(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') out[key] = item;
    else if (typeof item === 'number' || typeof item === 'boolean') out[key] = String(item);
  }
  return out;
}

/** Form or JSON body as string fields (gateways differ; the signature is over the fields either way). */
function fieldsOf(input: CallbackInput): Record<string, string> | null {
  if (input.contentType.includes('application/json')) {
    try {
      const value: unknown = JSON.parse(input.body);
      return value && typeof value === 'object' && !Array.isArray(value)
        ? asStrings(value as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(input.body));
}

async function postForm(url: string, params: Record<string, string>, timeoutMs: number): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
}

export const paygateProvider: GatewayProvider = {
  name: 'paygate',
  configured: (settings) => Boolean(settings.gatewayUrl && settings.merchantNo && settings.secret),

  async createPayment(input): Promise<CreatePaymentOutcome> {
    const { settings } = input;
    const secret = settings.secret ?? '';
    const type = signTypeOf(settings);
    const params: Record<string, string> = {
      merchant_no: settings.merchantNo ?? '',
      order_no: input.orderNo,
      amount: formatMinor(input.amountMinor),
      currency: input.currency,
      pay_type: settings.payType ?? '',
      notify_url: `${input.publicUrl}/wps/payment/callback/paygate`,
      return_url: `${input.publicUrl}/`,
      timestamp: String(Math.floor(input.now / 1000)),
      sign_type: type,
    };
    params.sign = signParams(params, secret, type);
    const url = `${(settings.gatewayUrl ?? '').replace(/\/+$/, '')}${PAYGATE_CREATE_PATH}`;
    let answer: Record<string, string>;
    try {
      const response = await postForm(url, params, settings.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const text = await response.text();
      if (!response.ok) return { kind: 'unknown', reason: `gateway answered HTTP ${response.status}` };
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object') return { kind: 'unknown', reason: 'gateway answer is not an object' };
      answer = asStrings(parsed as Record<string, unknown>);
    } catch (error) {
      // Timeout, connection reset, unreadable answer: the gateway may or may not have the payment.
      return { kind: 'unknown', reason: `gateway call failed: ${(error as Error).name}: ${(error as Error).message}` };
    }
    if (answer.code !== PAYGATE_SUCCESS_CODE)
      return {
        kind: 'refused',
        reason: `gateway refused (${answer.code ?? '?'}): ${(answer.msg ?? '').slice(0, 200)}`,
      };
    // An accepted answer must be signed and about this order; otherwise its URL cannot be trusted.
    if (!verifyParams(answer, secret, type) || answer.order_no !== input.orderNo)
      return { kind: 'unknown', reason: 'gateway answer has a bad signature or another order number' };
    if (!answer.pay_url && !answer.qr_content)
      return { kind: 'unknown', reason: 'gateway answer has no pay URL or QR' };
    return {
      kind: 'accepted',
      reference: answer.trade_no || null,
      payUrl: answer.pay_url || null,
      qrContent: answer.qr_content || null,
    };
  },

  readCallback(input): CallbackReport | null {
    const fields = fieldsOf(input);
    if (!fields?.order_no || (fields.status !== 'SUCCESS' && fields.status !== 'FAILED')) return null;
    const amount = fields.amount ? parseAmount(fields.amount) : null;
    return {
      orderNo: fields.order_no,
      reference: fields.trade_no || null,
      amountMinor: amount && 'minor' in amount ? amount.minor : null,
      paid: fields.status === 'SUCCESS',
      reason: fields.msg ? fields.msg.slice(0, 200) : null,
      // `timestamp` is a signed field, in Unix seconds.
      signedAt: /^\d{1,12}$/.test(fields.timestamp ?? '') ? Number(fields.timestamp) * 1000 : null,
      signature: fields.sign || null,
    };
  },

  verifyCallback(input, settings): boolean {
    const fields = fieldsOf(input);
    if (!fields || !settings.secret || fields.merchant_no !== settings.merchantNo) return false;
    const type = fields.sign_type === 'HMAC-SHA256' ? 'HMAC-SHA256' : 'MD5';
    // The gateway signs with the method we asked for; a callback may not pick a weaker one.
    if (type !== signTypeOf(settings)) return false;
    return verifyParams(fields, settings.secret, type);
  },

  ack: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' },
  nack: { status: 400, contentType: 'text/plain; charset=utf-8', body: 'fail' },
};
