import { formatMinor, parseAmount } from '../../../../shared/money';
import type { DepositProviderSettings } from '../../../db/schema';
import { sameSignature, sandboxPayToken, sandboxSignature } from './signing';
import type { CallbackInput, CallbackReport, GatewayProvider } from './types';

/**
 * The sandbox gateway: our own hosted page (GET /pay/sandbox/:orderNo, sandbox-gateway.ts) plays
 * the payment provider. Its Pay and Fail buttons make it send a webhook over real HTTP to
 * POST /wps/payment/callback/sandbox: a JSON body signed with the brand's sandbox key,
 * `X-Sandbox-Signature: hex(HMAC-SHA256(key, "<X-Sandbox-Timestamp>.<raw body>"))`.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';

/** The webhook body the sandbox sends. */
export interface SandboxWebhook {
  orderNo: string;
  reference: string;
  amount: string;
  currency: string;
  status: 'success' | 'failed';
  reason?: string;
  timestamp: number;
}

/**
 * The hosted page of an order, carrying the order's own pay token (an HMAC of the order number
 * with the channel's key): only the player who was given the URL can open the page or press its
 * buttons (issue 17).
 */
export function sandboxPayUrl(publicUrl: string, orderNo: string, secret: string): string {
  return `${publicUrl}/pay/sandbox/${encodeURIComponent(orderNo)}?t=${sandboxPayToken(secret, orderNo)}`;
}

/** The body and headers of a signed sandbox webhook (also used by tests to forge bad ones). */
export function signedSandboxWebhook(
  secret: string,
  webhook: SandboxWebhook,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(webhook);
  const timestamp = String(webhook.timestamp);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: timestamp,
      [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(secret, timestamp, body),
    },
  };
}

export function sandboxWebhookFor(
  order: { orderNo: string; amountMinor: bigint; currency: string },
  paid: boolean,
  now: number,
): SandboxWebhook {
  return {
    orderNo: order.orderNo,
    // One reference per order: pressing Pay twice is a duplicate, not a second payment.
    reference: `SBX-${order.orderNo}`,
    amount: formatMinor(order.amountMinor),
    currency: order.currency,
    status: paid ? 'success' : 'failed',
    ...(paid ? {} : { reason: 'Declined in the sandbox' }),
    timestamp: now,
  };
}

function readJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const sandboxProvider: GatewayProvider = {
  name: 'sandbox',
  configured: (settings: DepositProviderSettings) => typeof settings.secret === 'string' && settings.secret !== '',

  // Nothing to call: the hosted page is ours. The order is pending from the start.
  createPayment: (input) =>
    Promise.resolve({
      kind: 'accepted',
      reference: null,
      payUrl: sandboxPayUrl(input.publicUrl, input.orderNo, input.settings.secret ?? ''),
      qrContent: sandboxPayUrl(input.publicUrl, input.orderNo, input.settings.secret ?? ''),
    }),

  readCallback(input: CallbackInput): CallbackReport | null {
    const json = readJson(input.body);
    if (!json || typeof json.orderNo !== 'string' || (json.status !== 'success' && json.status !== 'failed'))
      return null;
    const amount = typeof json.amount === 'string' || typeof json.amount === 'number' ? parseAmount(json.amount) : null;
    // The signed time is the header's (milliseconds): it is what the signature covers.
    const signedAt = Number(input.headers[SANDBOX_TIMESTAMP_HEADER] ?? '');
    return {
      orderNo: json.orderNo,
      reference: typeof json.reference === 'string' ? json.reference : null,
      amountMinor: amount && 'minor' in amount ? amount.minor : null,
      paid: json.status === 'success',
      reason: typeof json.reason === 'string' ? json.reason.slice(0, 200) : null,
      signedAt: Number.isSafeInteger(signedAt) ? signedAt : null,
      signature: input.headers[SANDBOX_SIGNATURE_HEADER] || null,
    };
  },

  verifyCallback(input: CallbackInput, settings: DepositProviderSettings): boolean {
    const signature = input.headers[SANDBOX_SIGNATURE_HEADER] ?? '';
    const timestamp = input.headers[SANDBOX_TIMESTAMP_HEADER] ?? '';
    if (!settings.secret || signature === '' || timestamp === '') return false;
    return sameSignature(signature, sandboxSignature(settings.secret, timestamp, input.body));
  },

  ack: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'OK' },
  nack: { status: 400, contentType: 'text/plain; charset=utf-8', body: 'INVALID' },
};
