import { formatMinor } from '../../../shared/money';
import type { Database } from '../../db/client';
import type { DepositOrderRow } from '../../db/schema';
import { signedSandboxWebhook, sandboxWebhookFor } from './providers/sandbox';
import { sameSignature, sandboxPayToken } from './providers/signing';
import { selectChannel, selectOrderByNo } from './queries';

/**
 * The sandbox gateway's side: the hosted payment page and the webhook its buttons send. It is a
 * stand-in for a third-party provider (demo and tests), so it talks to our callback endpoint
 * over real HTTP exactly like a provider would, signed with the brand's sandbox key. The page is
 * the gateway's, not ours: plain English, no scripts (the CSP allows none inline).
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f2f4f7;margin:0;padding:32px}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p.note{color:#667;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#667}dd{margin:0;font-weight:600}
form{display:inline-block;margin:16px 8px 0 0}button{font-size:16px;padding:10px 24px;border:0;border-radius:8px;cursor:pointer}
button.pay{background:#1a7f37;color:#fff}button.fail{background:#cf222e;color:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox order with its channel's key, when the token is the order's own pay token (the one
 * in the pay URL its player was given): without it the page is a 404, so nobody can pay an
 * order by its number alone.
 */
async function sandboxOrder(
  db: Database,
  orderNo: string,
  token: string,
): Promise<{ order: DepositOrderRow; secret: string } | undefined> {
  const order = await selectOrderByNo(db, orderNo);
  if (order?.provider !== 'sandbox') return undefined;
  const found = await selectChannel(db, order.brandId, order.channelId);
  const secret = found?.channel.settings.secret;
  if (!secret || !sameSignature(token, sandboxPayToken(secret, order.orderNo))) return undefined;
  return { order, secret };
}

const NOT_FOUND = { status: 404, html: page('Sandbox payment', '<h1>Sandbox payment</h1><p>No such payment.</p>') };

/** GET /pay/sandbox/:orderNo?t=: the order and the Pay / Fail buttons (404 page without the order's token). */
export async function sandboxPage(
  db: Database,
  orderNo: string,
  token: string,
): Promise<{ status: number; html: string }> {
  const found = await sandboxOrder(db, orderNo, token);
  if (!found) return NOT_FOUND;
  const { order } = found;
  const open = order.status === 'created' || order.status === 'pending';
  const action = `/pay/sandbox/${encodeURIComponent(order.orderNo)}`;
  const hidden = `<input type="hidden" name="t" value="${escapeHtml(token)}">`;
  const buttons = open
    ? `<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="outcome" value="pay"><button class="pay" type="submit" data-testid="sandbox-pay">Pay</button></form>
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="outcome" value="fail"><button class="fail" type="submit" data-testid="sandbox-fail">Fail</button></form>`
    : `<p data-testid="sandbox-closed">This payment is ${escapeHtml(order.status)}.</p>`;
  return {
    status: 200,
    html: page(
      'Sandbox payment',
      `<h1>Sandbox payment</h1><p class="note">A test gateway: no real money moves.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>Amount</dt><dd>${escapeHtml(order.currency)} ${formatMinor(order.amountMinor)}</dd></dl>${buttons}`,
    ),
  };
}

/**
 * POST /pay/sandbox/:orderNo (outcome=pay|fail, t=the order's pay token): sends the signed webhook
 * to our callback URL (PUBLIC_URL/wps/payment/callback/sandbox) and shows what the merchant answered.
 */
export async function sandboxAction(
  db: Database,
  input: { orderNo: string; token: string; paid: boolean },
  publicUrl: string,
  now: number,
): Promise<{ status: number; html: string }> {
  const found = await sandboxOrder(db, input.orderNo, input.token);
  if (!found) return NOT_FOUND;
  const { order, secret } = found;
  const { body, headers } = signedSandboxWebhook(secret, sandboxWebhookFor(order, input.paid, now));
  let answer: string;
  try {
    const response = await fetch(`${publicUrl}/wps/payment/callback/sandbox`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    answer = `${response.status} ${(await response.text()).slice(0, 100)}`;
  } catch (error) {
    answer = `not delivered (${(error as Error).message})`;
  }
  return {
    status: 200,
    html: page(
      'Sandbox payment',
      `<h1>${input.paid ? 'Payment sent' : 'Payment declined'}</h1><p class="note">The sandbox notified the merchant.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>Merchant answered</dt><dd data-testid="sandbox-answer">${escapeHtml(answer)}</dd></dl>
<p>You can close this page and return to the site.</p>`,
    ),
  };
}
