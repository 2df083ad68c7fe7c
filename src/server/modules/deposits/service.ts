import type {
  DepositOrderPage,
  DepositOrderRequest,
  DepositOrderView,
  DepositSettingsView,
} from '../../../shared/api/deposit';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { TRIAL_ROLE } from '../../../shared/constants';
import { formatMinor } from '../../../shared/money';
import type { Database } from '../../db/client';
import type { DepositOrderRow, DepositStatus, MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { newOrderNo } from '../../lib/order-numbers';
import { requireRealAccount } from '../auth/roles';
import type { BrandSnapshot } from '../system/snapshot';
import { memberUpload } from '../uploads/service';
import { requestHash, requestIdReused } from '../wallet/ledger';
import { amountOf } from '../wallet/service';
import { assertWithinLimits, limitsView, lockLimits } from './limits';
import { PROVIDERS, gatewayOf } from './providers';
import { pickReceivingAccount } from './providers/company';
import {
  countOpenOrders,
  insertOrder,
  selectChannel,
  selectChannels,
  selectDetail,
  selectDetailPage,
  selectOrderByNo,
  selectOrderByRequest,
  updateOrder,
  type ChannelWithMethod,
} from './queries';
import { channelView, feeOf, orderView } from './views';

/**
 * The player's deposit calls (the money contract, Deposits). An order is created against one
 * channel; company orders get a receiving account and a memo, gateway orders a payment at the
 * provider (outside the database transaction: a slow gateway must not hold row locks). Every
 * create carries a requestId: the same id and body answer the first order (`replayed: true`),
 * the same id with another body is 409 request.id.reused.
 */

export interface DepositDeps {
  db: Database;
  /** PUBLIC_URL: the base of callback and hosted-page URLs. */
  publicUrl: string;
  now: () => number;
  /**
   * Whether the sandbox gateway may take payments: false on a production start (PLAYHUB_ENV),
   * where its channels are never offered, its orders never created and its callbacks and pages
   * answer 404, so nothing can mint money (issue 17).
   */
  sandbox: boolean;
}

/** Reason codes of orders that wait for a cashier (deposit_orders.review_reason). */
export const REVIEW_REASONS = {
  gatewayUnknown: 'gateway_unknown',
  latePayment: 'late_payment',
  amountMismatch: 'amount_mismatch',
  paidAfterFailure: 'paid_after_failure',
  failedAfterConfirm: 'failed_after_confirm',
  limitExceeded: 'limit_exceeded',
  referenceMismatch: 'reference_mismatch',
} as const;

export function channelAvailable(found: ChannelWithMethod | undefined, sandbox: boolean): found is ChannelWithMethod {
  return Boolean(
    found?.channel.enabled &&
    (sandbox || found.channel.provider !== 'sandbox') &&
    found.method.enabled &&
    PROVIDERS[found.channel.provider].configured(found.channel.settings),
  );
}

function channelUnavailable(): ApiError {
  return new ApiError(400, ERROR_CODES.depositChannelUnavailable, 'This deposit channel is not available');
}

export function orderNotFound(): ApiError {
  return new ApiError(404, ERROR_CODES.depositOrderNotFound, 'No such deposit order');
}

export async function depositSettings(
  deps: DepositDeps,
  brand: BrandSnapshot,
  member: MemberRow,
): Promise<DepositSettingsView> {
  const methods: DepositSettingsView['methods'] = [];
  for (const found of await selectChannels(deps.db, brand.id)) {
    if (!channelAvailable(found, deps.sandbox)) continue;
    let method = methods.find((m) => m.code === found.method.code);
    if (!method) {
      method = { code: found.method.code, name: found.method.name, channels: [] };
      methods.push(method);
    }
    method.channels.push(channelView(found.channel));
  }
  return {
    allowDeposit: member.type !== TRIAL_ROLE && methods.length > 0,
    currency: brand.wallet.currency,
    currencySymbol: brand.wallet.currencySymbol,
    methods,
    openOrders: await countOpenOrders(deps.db, member.id),
    limits: await limitsView(deps.db, member.id, deps.now()),
  };
}

async function viewOf(db: Database, order: DepositOrderRow, replayed?: boolean): Promise<DepositOrderView> {
  const detail = await selectDetail(db, order.id);
  if (!detail) throw new Error(`deposit order ${order.id} vanished`);
  return replayed === undefined ? orderView(detail) : { ...orderView(detail), replayed };
}

function replayOf(db: Database, order: DepositOrderRow, hash: string): Promise<DepositOrderView> {
  if (order.requestHash !== hash) throw requestIdReused();
  return viewOf(db, order, true);
}

export async function createOrder(
  deps: DepositDeps,
  brand: BrandSnapshot,
  member: MemberRow,
  body: DepositOrderRequest,
): Promise<DepositOrderView> {
  const { db } = deps;
  requireRealAccount(member);
  const amount = amountOf(body.amount);
  const hash = requestHash({ call: 'deposit.create', channelId: body.channelId, amount });
  const earlier = await selectOrderByRequest(db, member.id, body.requestId);
  if (earlier) return replayOf(db, earlier, hash);

  const found = await selectChannel(db, brand.id, body.channelId);
  if (!channelAvailable(found, deps.sandbox)) throw channelUnavailable();
  const { channel } = found;
  const fee = feeOf(channel, amount);
  if (amount < channel.minMinor || amount > channel.maxMinor || amount <= fee)
    throw new ApiError(
      400,
      ERROR_CODES.depositAmountRange,
      `The amount must be between ${formatMinor(channel.minMinor)} and ${formatMinor(channel.maxMinor)}`,
      { minAmount: Number(formatMinor(channel.minMinor)), maxAmount: Number(formatMinor(channel.maxMinor)) },
    );

  const now = deps.now();
  const at = new Date(now);
  const outcome = await db.transaction(async (tx) => {
    // The member's limit rows are locked first, so the re-check of the requestId and the limit
    // sums below see every order of this member committed before.
    await lockLimits(tx, member.id);
    const raced = await selectOrderByRequest(tx, member.id, body.requestId);
    if (raced) return { raced };
    await assertWithinLimits(tx, member.id, amount, now, 'create');
    const orderNo = newOrderNo('D', now);
    let receivingAccountId: number | null = null;
    if (channel.provider === 'company') {
      const account = await pickReceivingAccount(tx, channel.id, at);
      if (!account) throw channelUnavailable();
      receivingAccountId = account.id;
    }
    const inserted = await insertOrder(tx, {
      brandId: brand.id,
      orderNo,
      memberId: member.id,
      channelId: channel.id,
      provider: channel.provider,
      currency: brand.wallet.currency,
      amountMinor: amount,
      feeMinor: fee,
      creditMinor: amount - fee,
      status: 'created',
      memo: channel.provider === 'company' ? orderNo : null,
      receivingAccountId,
      requestId: body.requestId,
      requestHash: hash,
      expiresAt: new Date(now + brand.cashier.deposit.orderExpiryMinutes * 60_000),
      createdAt: at,
      updatedAt: at,
    });
    return inserted ? { inserted } : { raced: await selectOrderByRequest(tx, member.id, body.requestId) };
  });
  if (!outcome.inserted) {
    if (!outcome.raced) throw new Error('deposit request id taken but no order found');
    return replayOf(db, outcome.raced, hash);
  }
  const order = channel.provider === 'company' ? outcome.inserted : await startPayment(deps, outcome.inserted, found);
  return viewOf(db, order, false);
}

/**
 * Creates the payment at the gateway and records the answer. Refused: the order fails (no money
 * can have moved). Unknown (timeout, broken answer): the order waits as pending with review
 * reason gateway_unknown; a later callback or a cashier settles it, never an automatic failure.
 */
async function startPayment(
  deps: DepositDeps,
  order: DepositOrderRow,
  found: ChannelWithMethod,
): Promise<DepositOrderRow> {
  const gateway = gatewayOf(order.provider);
  if (!gateway) throw new Error(`provider ${order.provider} creates no payments`);
  const outcome = await gateway.createPayment({
    orderNo: order.orderNo,
    amountMinor: order.amountMinor,
    currency: order.currency,
    settings: found.channel.settings,
    publicUrl: deps.publicUrl,
    now: deps.now(),
  });
  const at = new Date(deps.now());
  let changed: DepositOrderRow | undefined;
  if (outcome.kind === 'accepted') {
    try {
      changed = await updateOrder(deps.db, order.id, ['created'], {
        status: 'pending',
        providerReference: outcome.reference,
        payUrl: outcome.payUrl,
        qrContent: outcome.qrContent,
        updatedAt: at,
      });
    } catch {
      // The gateway reused another order's reference (unique per provider): keep the pay page, let a cashier look.
      changed = await updateOrder(deps.db, order.id, ['created'], {
        status: 'pending',
        payUrl: outcome.payUrl,
        qrContent: outcome.qrContent,
        reviewReason: REVIEW_REASONS.referenceMismatch,
        updatedAt: at,
      });
    }
  } else if (outcome.kind === 'refused') {
    changed = await updateOrder(deps.db, order.id, ['created'], {
      status: 'failed',
      failureReason: outcome.reason,
      failedAt: at,
      updatedAt: at,
    });
  } else {
    changed = await updateOrder(deps.db, order.id, ['created'], {
      status: 'pending',
      reviewReason: REVIEW_REASONS.gatewayUnknown,
      updatedAt: at,
    });
  }
  // Undefined: a callback (or the expiry job) moved the order first; show where it is now.
  return changed ?? (await selectOrderByNo(deps.db, order.orderNo)) ?? order;
}

/** The member's own order, or 404 (someone else's order is indistinguishable from none). */
async function ownOrder(
  db: Database,
  brand: BrandSnapshot,
  member: MemberRow,
  orderNo: string,
): Promise<DepositOrderRow> {
  const order = await selectOrderByNo(db, orderNo);
  if (!order || order.memberId !== member.id || order.brandId !== brand.id) throw orderNotFound();
  return order;
}

export async function getOrder(
  deps: DepositDeps,
  brand: BrandSnapshot,
  member: MemberRow,
  orderNo: string,
): Promise<DepositOrderView> {
  return viewOf(deps.db, await ownOrder(deps.db, brand, member, orderNo));
}

export async function listOrders(
  deps: DepositDeps,
  brand: BrandSnapshot,
  member: MemberRow,
  query: { page?: number | undefined; pageSize?: number | undefined; status?: DepositStatus | undefined },
): Promise<DepositOrderPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { rows, total } = await selectDetailPage(deps.db, {
    brandId: brand.id,
    memberId: member.id,
    status: query.status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { page, pageSize, total, list: rows.map(orderView) };
}

/** Attaches the transfer slip to a company deposit; the order becomes pending (the cashier's queue). */
export async function attachSlip(
  deps: DepositDeps,
  brand: BrandSnapshot,
  member: MemberRow,
  orderNo: string,
  uploadId: number,
): Promise<DepositOrderView> {
  requireRealAccount(member);
  const order = await ownOrder(deps.db, brand, member, orderNo);
  if (order.provider !== 'company' || (order.status !== 'created' && order.status !== 'pending'))
    throw new ApiError(409, ERROR_CODES.depositOrderState, 'A slip can be added only to an open company deposit', {
      status: order.status,
    });
  await memberUpload(deps.db, { brandId: brand.id, memberId: member.id }, uploadId, 'deposit_slip');
  const changed = await updateOrder(deps.db, order.id, ['created', 'pending'], {
    slipUploadId: uploadId,
    status: 'pending',
    updatedAt: new Date(deps.now()),
  });
  if (!changed)
    throw new ApiError(409, ERROR_CODES.depositOrderState, 'The order changed meanwhile; reload it', {
      status: (await selectOrderByNo(deps.db, orderNo))?.status ?? order.status,
    });
  return viewOf(deps.db, changed);
}
