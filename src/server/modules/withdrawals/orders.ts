import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type {
  WithdrawalListQuery,
  WithdrawalPage,
  WithdrawalView,
  WithdrawRequest,
  WithdrawSettings,
} from '../../../shared/api/withdraw';
import { formatMinor, minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { members, withdrawalOrders, type MemberRow, type WithdrawalOrderRow } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { newOrderNo } from '../../lib/order-numbers';
import type { Caller } from '../auth/deps';
import { requireRealAccount } from '../auth/roles';
import type { BrandSnapshot } from '../system/snapshot';
import { holdFunds } from '../wallet/holds';
import { requestHash, requestIdReused } from '../wallet/ledger';
import { amountOf } from '../wallet/service';
import { hasPaymentPassword, verifyPaymentPassword } from './payment-password';
import { ownPayoutAccount, snapshotOf } from './payout-accounts';
import { checkLeavesTestMoney, sandboxCreditsOf, withdrawableOf } from './test-money';
import { turnoverOf, type Turnover } from './turnover';
import { brandDayStart, withdrawalView } from './views';

/**
 * The player's side of withdrawals: the settings call, requests and the order list. A request is
 * one database transaction that locks the member's row (so a member's requests, and with them the
 * daily count, are decided one at a time), checks the limits and the turnover, writes the order
 * and holds its amount with holdFunds() (key `withdrawal:<orderNo>:hold`). The ledger refuses a
 * hold beyond the main balance, which rolls the order back too: of parallel requests that
 * together exceed the balance exactly those that fit succeed.
 */

export function turnoverView(turnover: Turnover): WithdrawSettings['turnover'] {
  return {
    required: minorToNumber(turnover.required),
    achieved: minorToNumber(turnover.achieved),
    remaining: minorToNumber(turnover.remaining),
  };
}

export function memberTurnover(db: Database, brand: BrandSnapshot, memberId: number): Promise<Turnover> {
  return turnoverOf(db, {
    brandId: brand.id,
    memberId,
    currency: brand.wallet.currency,
    multiple: brand.cashier.withdrawal.turnoverMultiple,
  });
}

async function balances(
  db: Database,
  brandId: number,
  memberId: number,
  currency: string,
): Promise<{ main: bigint; held: bigint }> {
  const rows = rowsOf<{ kind: string; balance: string }>(
    await db.execute(sql`
      select kind, balance::text as balance from ledger_accounts
      where brand_id = ${brandId} and member_id = ${memberId} and currency = ${currency}
        and kind in ('player_main', 'player_held')`),
  );
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? '0');
  return { main: of('player_main'), held: of('player_held') };
}

/** Withdrawal requests of the member in the current brand day that count toward the daily limit (not rejected). */
async function usedToday(db: Database, memberId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        gte(withdrawalOrders.createdAt, new Date(brandDayStart(now))),
        ne(withdrawalOrders.status, 'rejected'),
      ),
    );
  return Number(row?.n ?? 0);
}

/** GET MCSFE_getWithdrawSettings: limits, today's use, turnover, what can be withdrawn. */
export async function withdrawSettings(
  db: Database,
  brand: BrandSnapshot,
  member: MemberRow,
  now: number,
): Promise<WithdrawSettings> {
  requireRealAccount(member);
  const settings = brand.cashier.withdrawal;
  const turnover = await memberTurnover(db, brand, member.id);
  const { main, held } = await balances(db, brand.id, member.id, brand.wallet.currency);
  return {
    minimumAmount: minorToNumber(BigInt(settings.minMinor)),
    maximumAmount: minorToNumber(BigInt(settings.maxMinor)),
    dailyCount: settings.dailyCount,
    usedToday: await usedToday(db, member.id, now),
    turnover: turnoverView(turnover),
    hasPaymentPassword: await hasPaymentPassword(db, member.id),
    payeeName: member.payeeName,
    withdrawable:
      turnover.remaining > 0n ? 0 : minorToNumber(withdrawableOf(main, await sandboxCreditsOf(db, member.id))),
    heldAmount: minorToNumber(held),
    currency: brand.wallet.currency,
    currencySymbol: brand.wallet.currencySymbol,
  };
}

async function orderByRequest(
  db: Database,
  memberId: number,
  requestId: string,
): Promise<WithdrawalOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.requestId, requestId)));
  return row;
}

function replayOf(existing: WithdrawalOrderRow, hash: string): WithdrawalView {
  if (existing.requestHash !== hash) throw requestIdReused();
  return withdrawalView(existing, true);
}

/** POST /wps/v2/transaction/withdraw. */
export async function requestWithdrawal(
  db: Database,
  brand: BrandSnapshot,
  member: MemberRow,
  body: WithdrawRequest,
  now: number,
  caller: Caller | null,
): Promise<WithdrawalView> {
  requireRealAccount(member);
  const amount = amountOf(body.amount);
  const hash = requestHash({ call: 'withdraw', payoutAccountId: body.payoutAccountId, amount });
  // A replay answers the first result; the order is the member's own, so nothing is revealed.
  const earlier = await orderByRequest(db, member.id, body.requestId);
  if (earlier) return replayOf(earlier, hash);

  const settings = brand.cashier.withdrawal;
  if (amount < BigInt(settings.minMinor))
    throw new ApiError(400, ERROR_CODES.withdrawBelowMinimum, 'The amount is below the minimum withdrawal', {
      minimumAmount: Number(formatMinor(BigInt(settings.minMinor))),
    });
  if (amount > BigInt(settings.maxMinor))
    throw new ApiError(400, ERROR_CODES.withdrawAboveMaximum, 'The amount is above the maximum withdrawal', {
      maximumAmount: Number(formatMinor(BigInt(settings.maxMinor))),
    });
  await verifyPaymentPassword(db, member, body.paymentPassword, now, caller);

  return db.transaction(async (tx) => {
    // One request per member at a time: the daily count and the replay check below stay true until commit.
    // NO KEY UPDATE, not UPDATE: it still queues this member's requests, but does not block the
    // FOR KEY SHARE that foreign-key checks of other transactions take on the member row (a
    // callback crediting this member updates its order row twice). Those hold the member's
    // ledger accounts, which the hold below waits for: with FOR UPDATE the two deadlocked.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('no key update');
    const raced = await orderByRequest(tx, member.id, body.requestId);
    if (raced) return replayOf(raced, hash);
    if ((await usedToday(tx, member.id, now)) >= settings.dailyCount)
      throw new ApiError(400, ERROR_CODES.withdrawDailyCount, 'You have reached the withdrawals allowed today', {
        dailyCount: settings.dailyCount,
      });
    const turnover = await memberTurnover(tx, brand, member.id);
    if (turnover.remaining > 0n)
      throw new ApiError(400, ERROR_CODES.withdrawTurnover, 'The turnover requirement is not met yet', {
        turnover: turnoverView(turnover),
      });
    const account = await ownPayoutAccount(tx, member.id, body.payoutAccountId);
    const orderNo = newOrderNo('W', now);
    const [order] = await tx
      .insert(withdrawalOrders)
      .values({
        brandId: brand.id,
        memberId: member.id,
        orderNo,
        requestId: body.requestId,
        requestHash: hash,
        amount,
        currency: brand.wallet.currency,
        payoutAccountId: account.id,
        account: snapshotOf(account),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    if (!order) throw new Error('withdrawal insert returned nothing');
    const hold = await holdFunds(tx, {
      brandId: brand.id,
      memberId: member.id,
      currency: brand.wallet.currency,
      amount,
      key: `withdrawal:${orderNo}:hold`,
      metadata: { orderNo, requestId: body.requestId, remark: orderNo },
    });
    // Rolls the order and its hold back when it would take test money.
    checkLeavesTestMoney(hold.postings[0]?.balanceAfter ?? 0n, await sandboxCreditsOf(tx, member.id));
    const [held] = await tx
      .update(withdrawalOrders)
      .set({ holdTxId: hold.id })
      .where(eq(withdrawalOrders.id, order.id))
      .returning();
    return withdrawalView(held ?? order, false);
  });
}

/** One of the member's orders; 404 for anyone else's. */
export async function ownOrder(db: Database, member: MemberRow, orderNo: string): Promise<WithdrawalOrderRow> {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.orderNo, orderNo), eq(withdrawalOrders.memberId, member.id)));
  if (!row) throw notFound('No such withdrawal');
  return row;
}

export async function getWithdrawal(db: Database, member: MemberRow, orderNo: string): Promise<WithdrawalView> {
  requireRealAccount(member);
  return withdrawalView(await ownOrder(db, member, orderNo));
}

/** The member's orders, newest first. */
export async function listWithdrawals(
  db: Database,
  member: MemberRow,
  query: WithdrawalListQuery,
): Promise<WithdrawalPage> {
  requireRealAccount(member);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 15;
  const where = and(
    eq(withdrawalOrders.memberId, member.id),
    query.status ? eq(withdrawalOrders.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(where)
    .orderBy(desc(withdrawalOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(withdrawalOrders).where(where);
  return { page, pageSize, total: Number(total?.n ?? 0), list: rows.map((row) => withdrawalView(row)) };
}
