import type { AdjustmentRequest, AdjustmentResult } from '../../../shared/api/admin-wallet';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import type { BrandRow, MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { selectMemberByUsername } from '../auth/queries';
import { getBrand } from '../system/service';
import { adjustMember } from '../wallet/adjustments';
import { insertAudit } from './queries';
import { requireRole, type Actor, type AdminDeps } from './service';

/**
 * Operator wallet tools, shared by the operator API, the CLI and the demo seed. The adjustment
 * and its operator_audit row commit together or not at all (the ledger transaction itself, with
 * the reason, is what the player's account record shows); a replay (same requestId, same
 * request) answers the first result and audits nothing new. Posts at once: the operator API goes
 * through requestAdjustment (adjustment-requests.ts), which applies the two-person rule first.
 */
export async function adjustBalance(
  deps: AdminDeps,
  actor: Actor,
  input: AdjustmentRequest & { merchant: string; username: string },
): Promise<AdjustmentResult> {
  requireRole(actor, 'cashier');
  const brand = await getBrand(deps.db, input.merchant);
  return deps.db.transaction(async (tx) => {
    const member = await selectMemberByUsername(tx, brand.id, input.username);
    if (!member)
      throw new ApiError(404, ERROR_CODES.accountNotFound, `No member "${input.username}" in ${brand.merchantCode}`);
    return adjustAndAudit(tx, brand, member, actor, input);
  });
}

/** Posts the adjustment and its audit row in the caller's transaction (a replay audits nothing). */
export async function adjustAndAudit(
  tx: Database,
  brand: BrandRow,
  member: MemberRow,
  actor: Actor,
  input: AdjustmentRequest,
): Promise<AdjustmentResult> {
  const result = await adjustMember(tx, brand, member, { ...input, operator: actor.name });
  if (result.replayed) return result;
  const detail = {
    merchant: brand.merchantCode,
    username: member.username,
    transactionId: result.transactionId,
    direction: result.direction,
    amount: result.amount,
    reason: result.reason,
    requestId: input.requestId,
    reversesTransactionId: result.reversesTransactionId,
  };
  await insertAudit(tx, {
    operator: actor.name,
    operatorId: actor.operatorId,
    action: 'wallet.adjust',
    detail,
    ip: actor.ip,
  });
  return result;
}
