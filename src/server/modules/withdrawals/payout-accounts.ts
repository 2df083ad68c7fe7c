import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { PayoutAccountRequest, PayoutAccountView } from '../../../shared/api/withdraw';
import type { Database } from '../../db/client';
import { members, payoutAccounts, type MemberRow, type PayoutAccountRow, type PayoutSnapshot } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { uniqueViolation } from '../auth/unique-violation';
import type { Caller } from '../auth/deps';
import { requireRealAccount } from '../auth/roles';
import { verifyPaymentPassword } from './payment-password';

/**
 * Payout accounts: where a member's withdrawals go (a bank account or an e-wallet). The holder
 * name, upper-cased, must equal the member's verified name (members.payee_name upper-cased). A
 * member without a payee name gets it from the first account bound (set once, by a guarded
 * UPDATE ... WHERE payee_name IS NULL, so two parallel bindings cannot set two names). Binding
 * needs the payment password. Removal is a soft delete: orders keep naming the account.
 */

/** Bound accounts per member at most. */
export const MAX_PAYOUT_ACCOUNTS = 5;

const HOLDER = /^[\p{L}][\p{L}\p{M} .'-]{1,63}$/u;
const ACCOUNT_NUMBER = /^\d{6,30}$/;
const BANK_CODE = /^[A-Z0-9_]{2,20}$/;

/** The comparable form of a person's name: trimmed, single spaces, upper case. */
export function normalName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** "1234567890" -> "******7890". */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(0, accountNumber.length - visible.length))}${visible}`;
}

export function payoutView(row: PayoutAccountRow): PayoutAccountView {
  return {
    id: row.id,
    type: row.type,
    bankCode: row.bankCode,
    bankName: row.bankName,
    holderName: row.holderName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
  };
}

export function snapshotOf(row: PayoutAccountRow): PayoutSnapshot {
  return {
    type: row.type,
    bankCode: row.bankCode,
    bankName: row.bankName,
    holderName: row.holderName,
    accountNumber: row.accountNumber,
  };
}

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, ERROR_CODES.payoutAccountInvalid, message, { field });
}

/** The member's bound (not removed) accounts, oldest first. */
export async function listPayoutAccounts(db: Database, member: MemberRow): Promise<PayoutAccountView[]> {
  requireRealAccount(member);
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, member.id), isNull(payoutAccounts.removedAt)))
    .orderBy(asc(payoutAccounts.id));
  return rows.map(payoutView);
}

/** One of the member's bound accounts; 404 for removed ones and anyone else's. */
export async function ownPayoutAccount(db: Database, memberId: number, id: number): Promise<PayoutAccountRow> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)));
  if (!row) throw notFound('No such payout account');
  return row;
}

/** Binds a bank account or e-wallet after checking the payment password and the holder name. */
export async function addPayoutAccount(
  db: Database,
  member: MemberRow,
  input: PayoutAccountRequest,
  now: number,
  caller: Caller | null,
): Promise<PayoutAccountView> {
  requireRealAccount(member);
  const holderName = normalName(input.holderName);
  const bankCode = input.bankCode.trim().toUpperCase();
  const bankName = input.bankName.trim();
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  if (!HOLDER.test(holderName)) throw invalid('holderName', 'Enter the account holder name as on the account');
  if (!BANK_CODE.test(bankCode)) throw invalid('bankCode', 'Unknown bank code');
  if (bankName === '') throw invalid('bankName', 'Enter the bank or e-wallet name');
  if (!ACCOUNT_NUMBER.test(accountNumber)) throw invalid('accountNumber', 'The account number must be 6 to 30 digits');
  await verifyPaymentPassword(db, member, input.paymentPassword, now, caller);

  return db.transaction(async (tx) => {
    // The first binding sets the verified name; later ones must match it.
    await tx
      .update(members)
      .set({ payeeName: holderName })
      .where(and(eq(members.id, member.id), isNull(members.payeeName)));
    const [current] = await tx.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, member.id));
    if (normalName(current?.payeeName ?? '') !== holderName)
      throw new ApiError(
        400,
        ERROR_CODES.payeeNameMismatch,
        'The account holder name must match your verified name (in capital letters)',
        { field: 'holderName' },
      );
    const [bound] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.memberId, member.id), isNull(payoutAccounts.removedAt)));
    if ((bound?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS)
      throw new ApiError(409, ERROR_CODES.payoutAccountExists, `At most ${MAX_PAYOUT_ACCOUNTS} accounts can be bound`);
    try {
      const [row] = await tx
        .insert(payoutAccounts)
        .values({
          brandId: member.brandId,
          memberId: member.id,
          type: input.type,
          bankCode,
          bankName,
          holderName,
          accountNumber,
          createdAt: new Date(now),
        })
        .returning();
      if (!row) throw new Error('payout account insert returned nothing');
      return payoutView(row);
    } catch (error) {
      if (uniqueViolation(error) !== null)
        throw new ApiError(409, ERROR_CODES.payoutAccountExists, 'This account is already bound');
      throw error;
    }
  });
}

/** Removes (soft-deletes) one of the member's accounts; open orders keep their snapshot. */
export async function removePayoutAccount(
  db: Database,
  member: MemberRow,
  id: number,
  now: number,
): Promise<{ removed: true }> {
  requireRealAccount(member);
  const rows = await db
    .update(payoutAccounts)
    .set({ removedAt: new Date(now) })
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.memberId, member.id), isNull(payoutAccounts.removedAt)))
    .returning({ id: payoutAccounts.id });
  if (rows.length === 0) throw notFound('No such payout account');
  return { removed: true };
}
