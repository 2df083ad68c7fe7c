import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { depositCallbacks, depositCallbackSignatures, depositOrders, type DepositOrderRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import { SERVER_TEXTS } from '../../../shared/server-texts';
import { creditOrder } from './credit';
import { assertWithinLimits } from './limits';
import { gatewayOf } from './providers';
import { CALLBACK_FRESHNESS_MS, type CallbackInput, type CallbackReport, type ProviderAnswer } from './providers/types';
import { selectChannel, selectOrderById, selectOrderByNo, updateOrder } from './queries';
import { REVIEW_REASONS } from './service';

/**
 * Payment callbacks (POST /wps/payment/callback/:provider). Every callback is stored first, as it
 * arrived, and then marked with whether its signature held and what it did (deposit_callbacks).
 * A forged or malformed one moves nothing. A valid one is applied under the order's row lock in
 * one transaction with the credit, so 50 copies arriving together credit once:
 *
 *   success, order created/pending, amount matches  -> confirmed and credited
 *   success, amount differs                          -> pending, review amount_mismatch (no credit)
 *   success, order expired                           -> pending, review late_payment (no credit)
 *   success, order failed                            -> pending, review paid_after_failure (no credit)
 *   success, over the player's deposit limit         -> pending, review limit_exceeded (no credit)
 *   success, order confirmed                         -> duplicate (nothing)
 *   failure, order created/pending (not in review)   -> failed
 *   failure, order confirmed                         -> stays confirmed, review failed_after_confirm
 *   anything else                                    -> recorded, nothing moves
 *
 * Held orders wait in the cashier queue (status=review); a cashier confirms or rejects them.
 *
 * Freshness and replays (issue 17): a signed callback whose signed time is more than
 * CALLBACK_FRESHNESS_MS (5 minutes) from our clock, or that names none, is refused (`stale`);
 * one whose signature was already applied does nothing (`replayed`), and is acknowledged so a
 * provider whose acknowledgement was lost stops sending it. The signature is claimed in the
 * transaction that applies the callback, so a delivery that failed half-way can come again.
 */

export type CallbackOutcome =
  | 'confirmed'
  | 'failed'
  | 'duplicate'
  | 'held_for_review'
  | 'ignored'
  | 'conflict'
  | 'forged'
  | 'unknown_order'
  | 'malformed'
  | 'stale'
  | 'replayed'
  | 'error';

export interface CallbackRequest extends CallbackInput {
  provider: string;
  ip: string;
}

/** Headers worth keeping with a callback (signatures, content type), never cookies or auth. */
function keptHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (name === 'content-type' || name === 'user-agent' || name.startsWith('x-')) kept[name] = value.slice(0, 500);
  return kept;
}

/** sandbox false (a production start): the sandbox's callbacks are unknown (null: 404). */
export async function handleCallback(
  db: Database,
  request: CallbackRequest,
  now: () => number,
  options: { sandbox: boolean },
): Promise<ProviderAnswer | null> {
  const gateway = gatewayOf(request.provider);
  if (!gateway || (request.provider === 'sandbox' && !options.sandbox)) return null;
  const [logged] = await db
    .insert(depositCallbacks)
    .values({
      provider: request.provider,
      body: request.body.slice(0, 20_000),
      headers: keptHeaders(request.headers),
      ip: request.ip,
      createdAt: new Date(now()),
    })
    .returning({ id: depositCallbacks.id });
  const record = (values: Partial<typeof depositCallbacks.$inferInsert>) =>
    db
      .update(depositCallbacks)
      .set(values)
      .where(eq(depositCallbacks.id, logged?.id ?? 0));

  const report = gateway.readCallback(request);
  if (!report) {
    await record({ outcome: 'malformed' });
    return gateway.nack;
  }
  const order = await selectOrderByNo(db, report.orderNo);
  const found =
    order && order.provider === request.provider ? await selectChannel(db, order.brandId, order.channelId) : undefined;
  if (!order || !found) {
    await record({ orderNo: report.orderNo.slice(0, 64), outcome: 'unknown_order' });
    return gateway.nack;
  }
  const valid = gateway.verifyCallback(request, found.channel.settings);
  if (!valid) {
    await record({ orderNo: order.orderNo, signatureValid: false, outcome: 'forged' });
    return gateway.nack;
  }
  if (report.signedAt === null || Math.abs(now() - report.signedAt) > CALLBACK_FRESHNESS_MS) {
    await record({ orderNo: order.orderNo, signatureValid: true, outcome: 'stale' });
    return gateway.nack;
  }
  let outcome: CallbackOutcome;
  try {
    outcome = await applyReport(db, order.id, { ...report, provider: request.provider }, now);
  } catch (error) {
    await record({ orderNo: order.orderNo, signatureValid: true, outcome: 'error' });
    throw error;
  }
  await record({ orderNo: order.orderNo, signatureValid: true, outcome });
  return gateway.ack;
}

/** Applies a verified report to its order, under the order's row lock, credit included. */
async function applyReport(
  db: Database,
  orderId: number,
  report: CallbackReport & { provider: string },
  now: () => number,
): Promise<CallbackOutcome> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(depositCallbackSignatures)
      .values({ provider: report.provider, signatureHash: sha256(report.signature ?? ''), createdAt: new Date(now()) })
      .onConflictDoNothing()
      .returning({ provider: depositCallbackSignatures.provider });
    if (claimed.length === 0) return 'replayed';
    const order = await selectOrderById(tx, orderId, true);
    if (!order) throw new Error(`deposit order ${orderId} vanished`);
    const at = new Date(now());
    const hold = async (reason: string, extra: Partial<DepositOrderRow> = {}): Promise<CallbackOutcome> => {
      await updateOrder(tx, order.id, [order.status], {
        status: 'pending',
        reviewReason: reason,
        reportedMinor: report.amountMinor,
        providerReference: order.providerReference ?? report.reference,
        updatedAt: at,
        ...extra,
      });
      return 'held_for_review';
    };
    // Orders already waiting for a cashier stay there, except an unknown create outcome: the callback resolves it.
    const inReview = order.reviewReason !== null && order.reviewReason !== REVIEW_REASONS.gatewayUnknown;
    const referenceDiffers =
      report.reference !== null && order.providerReference !== null && report.reference !== order.providerReference;

    if (!report.paid) {
      if (order.status === 'confirmed') {
        await tx
          .update(depositOrders)
          .set({ reviewReason: REVIEW_REASONS.failedAfterConfirm, updatedAt: at })
          .where(eq(depositOrders.id, order.id));
        return 'conflict';
      }
      if ((order.status === 'created' || order.status === 'pending') && !inReview && !referenceDiffers) {
        await updateOrder(tx, order.id, [order.status], {
          status: 'failed',
          failureReason: report.reason ?? SERVER_TEXTS.providerFailed,
          failedAt: at,
          reviewReason: null,
          providerReference: order.providerReference ?? report.reference,
          updatedAt: at,
        });
        return 'failed';
      }
      return order.status === 'failed' ? 'duplicate' : 'ignored';
    }

    if (order.status === 'confirmed') return 'duplicate';
    if (referenceDiffers) return hold(REVIEW_REASONS.referenceMismatch);
    if (order.status === 'expired') return hold(REVIEW_REASONS.latePayment);
    if (order.status === 'failed') return hold(REVIEW_REASONS.paidAfterFailure);
    if (inReview) return 'held_for_review';
    if (report.amountMinor !== order.amountMinor) return hold(REVIEW_REASONS.amountMismatch);
    try {
      await assertWithinLimits(tx, order.memberId, order.amountMinor, now(), 'confirm');
    } catch (error) {
      if (error instanceof ApiError) return hold(REVIEW_REASONS.limitExceeded);
      throw error;
    }
    const credited = await creditOrder(
      tx,
      { ...order, providerReference: order.providerReference ?? report.reference },
      ['created', 'pending'],
      now(),
      { via: 'callback' },
    );
    if (!credited) throw new Error(`deposit order ${order.orderNo} changed under its lock`);
    if (order.providerReference === null && report.reference !== null)
      await updateOrder(tx, order.id, ['confirmed'], { providerReference: report.reference });
    return 'confirmed';
  });
}
