import { and, eq } from 'drizzle-orm';
import type { DepositLimitChange, DepositLimitsView } from '../../../shared/api/deposit';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { formatMinor, minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import {
  DEPOSIT_LIMIT_PERIODS,
  depositLimits,
  type DepositLimitPeriod,
  type DepositLimitRow,
  type MemberRow,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { requireRealAccount } from '../auth/roles';
import { amountOf } from '../wallet/service';
import { sumOrders } from './queries';

/**
 * Deposit limits a player sets on itself (responsible gambling) over rolling periods of 24 hours,
 * 7 days and 30 days. A decrease (or a first limit) applies at once; an increase or a removal
 * waits 24 hours AND needs the player to confirm it afterwards, so a decision made in the heat of
 * the moment cannot loosen a limit. Enforced when an order is created (confirmed deposits plus
 * open orders plus this one) and again when it is confirmed (confirmed deposits plus this one).
 */

export const LIMIT_PERIOD_MS: Record<DepositLimitPeriod, number> = {
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
};
export const LIMIT_INCREASE_WAIT_MS = 24 * 60 * 60 * 1000;

async function limitRows(db: Database, memberId: number, lock: boolean): Promise<DepositLimitRow[]> {
  const query = db.select().from(depositLimits).where(eq(depositLimits.memberId, memberId));
  return lock ? query.for('update') : query;
}

/** Credited deposits in the period ending now (by confirmation time). */
function usedIn(db: Database, memberId: number, period: DepositLimitPeriod, now: number): Promise<bigint> {
  return sumOrders(db, memberId, ['confirmed'], new Date(now - LIMIT_PERIOD_MS[period]), 'confirmed');
}

export async function limitsView(db: Database, memberId: number, now: number): Promise<DepositLimitsView> {
  const rows = await limitRows(db, memberId, false);
  const limits = [];
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const row = rows.find((r) => r.period === period);
    const pendingAt = row?.pendingEffectiveAt ?? null;
    limits.push({
      period,
      amount: row?.amountMinor == null ? null : minorToNumber(row.amountMinor),
      used: minorToNumber(await usedIn(db, memberId, period, now)),
      pending:
        pendingAt === null
          ? null
          : {
              amount: row?.pendingAmountMinor == null ? null : minorToNumber(row.pendingAmountMinor),
              effectiveAt: pendingAt.getTime(),
              confirmable: pendingAt.getTime() <= now,
            },
    });
  }
  return { limits };
}

/** Null (no limit) when the amount is null; otherwise a valid amount (0 is allowed: no deposits at all). */
function limitAmountOf(amount: DepositLimitChange['amount']): bigint | null {
  if (amount === null) return null;
  if (amount === 0 || (typeof amount === 'string' && /^\s*0+(\.0*)?\s*$/.test(amount))) return 0n;
  return amountOf(amount);
}

/** Sets a limit: a decrease at once, an increase or removal pending for 24 hours. */
export async function changeLimit(
  db: Database,
  member: MemberRow,
  input: DepositLimitChange,
  now: number,
): Promise<DepositLimitsView> {
  requireRealAccount(member);
  const wanted = limitAmountOf(input.amount);
  const at = new Date(now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(depositLimits)
      .where(and(eq(depositLimits.memberId, member.id), eq(depositLimits.period, input.period)))
      .for('update');
    const current = row?.amountMinor ?? null;
    const tighter = wanted !== null && (current === null || wanted <= current);
    const values = tighter
      ? { amountMinor: wanted, pendingEffectiveAt: null, pendingAmountMinor: null, updatedAt: at }
      : { pendingEffectiveAt: new Date(now + LIMIT_INCREASE_WAIT_MS), pendingAmountMinor: wanted, updatedAt: at };
    if (row) {
      await tx
        .update(depositLimits)
        .set(values)
        .where(and(eq(depositLimits.memberId, member.id), eq(depositLimits.period, input.period)));
    } else if (tighter) {
      await tx
        .insert(depositLimits)
        .values({ memberId: member.id, period: input.period, ...values, createdAt: at })
        .onConflictDoUpdate({ target: [depositLimits.memberId, depositLimits.period], set: values });
    }
    // No row and no tighter value: removing a limit that does not exist changes nothing.
  });
  return limitsView(db, member.id, now);
}

/** Applies a waiting increase or removal once its 24 hours have passed. */
export async function confirmLimit(
  db: Database,
  member: MemberRow,
  period: DepositLimitPeriod,
  now: number,
): Promise<DepositLimitsView> {
  requireRealAccount(member);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(depositLimits)
      .where(and(eq(depositLimits.memberId, member.id), eq(depositLimits.period, period)))
      .for('update');
    const effectiveAt = row?.pendingEffectiveAt ?? null;
    if (!row || effectiveAt === null)
      throw new ApiError(
        409,
        ERROR_CODES.depositLimitNotConfirmable,
        'There is no limit change waiting to be confirmed',
      );
    if (effectiveAt.getTime() > now)
      throw new ApiError(
        409,
        ERROR_CODES.depositLimitNotConfirmable,
        'A higher limit can be confirmed only 24 hours after it was asked for',
        { effectiveAt: effectiveAt.getTime() },
      );
    await tx
      .update(depositLimits)
      .set({
        amountMinor: row.pendingAmountMinor,
        pendingEffectiveAt: null,
        pendingAmountMinor: null,
        updatedAt: new Date(now),
      })
      .where(and(eq(depositLimits.memberId, member.id), eq(depositLimits.period, period)));
  });
  return limitsView(db, member.id, now);
}

/**
 * Refuses an amount that would go over one of the member's limits (400 deposit.limit.exceeded).
 * Takes the member's limit rows' locks, so simultaneous orders of one member are checked one
 * after another and cannot pass the limit together. At creation open orders count too.
 */
export async function assertWithinLimits(
  tx: Database,
  memberId: number,
  amount: bigint,
  now: number,
  stage: 'create' | 'confirm',
): Promise<void> {
  const rows = await limitRows(tx, memberId, true);
  for (const row of rows) {
    if (row.amountMinor === null) continue;
    const since = new Date(now - LIMIT_PERIOD_MS[row.period]);
    let used = await sumOrders(tx, memberId, ['confirmed'], since, 'confirmed');
    if (stage === 'create') used += await sumOrders(tx, memberId, ['created', 'pending'], since, 'created');
    if (used + amount > row.amountMinor)
      throw new ApiError(400, ERROR_CODES.depositLimitExceeded, `This deposit would go over your ${row.period} limit`, {
        period: row.period,
        limit: Number(formatMinor(row.amountMinor)),
        used: Number(formatMinor(used)),
      });
  }
}

/** Takes the row locks of a member's limits for the rest of the caller's transaction. */
export async function lockLimits(tx: Database, memberId: number): Promise<void> {
  await limitRows(tx, memberId, true);
}
