import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  depositChannels,
  depositMethods,
  depositOrders,
  depositReceivingAccounts,
  members,
  type DepositChannelRow,
  type DepositMethodRow,
  type DepositOrderRow,
  type DepositStatus,
} from '../../db/schema';

/** SQL of the deposit module. Balance changes never happen here: only through the ledger (credit.ts). */

export interface ChannelWithMethod {
  channel: DepositChannelRow;
  method: DepositMethodRow;
}

export async function selectChannel(
  db: Database,
  brandId: number,
  channelId: number,
): Promise<ChannelWithMethod | undefined> {
  const [row] = await db
    .select({ channel: depositChannels, method: depositMethods })
    .from(depositChannels)
    .innerJoin(depositMethods, eq(depositMethods.id, depositChannels.methodId))
    .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.id, channelId)));
  return row;
}

/** A brand's methods and channels in display order (all of them; callers filter what players see). */
export async function selectChannels(db: Database, brandId: number): Promise<ChannelWithMethod[]> {
  return db
    .select({ channel: depositChannels, method: depositMethods })
    .from(depositChannels)
    .innerJoin(depositMethods, eq(depositMethods.id, depositChannels.methodId))
    .where(eq(depositChannels.brandId, brandId))
    .orderBy(
      asc(depositMethods.sortOrder),
      asc(depositMethods.id),
      asc(depositChannels.sortOrder),
      asc(depositChannels.id),
    );
}

export async function selectMethods(db: Database, brandId: number): Promise<DepositMethodRow[]> {
  return db
    .select()
    .from(depositMethods)
    .where(eq(depositMethods.brandId, brandId))
    .orderBy(asc(depositMethods.sortOrder), asc(depositMethods.id));
}

/** Inserts an order unless the member already used the requestId (then undefined: a replay or a race). */
export async function insertOrder(
  db: Database,
  values: typeof depositOrders.$inferInsert,
): Promise<DepositOrderRow | undefined> {
  const [row] = await db
    .insert(depositOrders)
    .values(values)
    .onConflictDoNothing({ target: [depositOrders.memberId, depositOrders.requestId] })
    .returning();
  return row;
}

export async function selectOrderByRequest(
  db: Database,
  memberId: number,
  requestId: string,
): Promise<DepositOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)));
  return row;
}

/** An order by number; `lock` takes its row lock for the rest of the caller's transaction. */
export async function selectOrderByNo(
  db: Database,
  orderNo: string,
  lock = false,
): Promise<DepositOrderRow | undefined> {
  const query = db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function selectOrderById(db: Database, id: number, lock = false): Promise<DepositOrderRow | undefined> {
  const query = db.select().from(depositOrders).where(eq(depositOrders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Changes an order only while it is still in one of `from` (a lost race changes nothing: undefined). */
export async function updateOrder(
  db: Database,
  id: number,
  from: readonly DepositStatus[],
  values: Partial<typeof depositOrders.$inferInsert>,
): Promise<DepositOrderRow | undefined> {
  const [row] = await db
    .update(depositOrders)
    .set(values)
    .where(and(eq(depositOrders.id, id), inArray(depositOrders.status, [...from])))
    .returning();
  return row;
}

/** An order with what its views show. */
export interface OrderDetail {
  order: DepositOrderRow;
  methodCode: string;
  channelName: string;
  username: string;
  account: { bankName: string; accountName: string; accountNumber: string } | null;
}

const detailColumns = {
  order: depositOrders,
  methodCode: depositMethods.code,
  channelName: depositChannels.name,
  username: members.username,
  bankName: depositReceivingAccounts.bankName,
  accountName: depositReceivingAccounts.accountName,
  accountNumber: depositReceivingAccounts.accountNumber,
};

function detailQuery(db: Database) {
  return db
    .select(detailColumns)
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .innerJoin(depositMethods, eq(depositMethods.id, depositChannels.methodId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .leftJoin(depositReceivingAccounts, eq(depositReceivingAccounts.id, depositOrders.receivingAccountId));
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['where']>>[number];

function detailOf(row: DetailRow): OrderDetail {
  return {
    order: row.order,
    methodCode: row.methodCode,
    channelName: row.channelName,
    username: row.username,
    account:
      row.bankName !== null && row.accountName !== null && row.accountNumber !== null
        ? { bankName: row.bankName, accountName: row.accountName, accountNumber: row.accountNumber }
        : null,
  };
}

export async function selectDetail(db: Database, orderId: number): Promise<OrderDetail | undefined> {
  const [row] = await detailQuery(db).where(eq(depositOrders.id, orderId));
  return row ? detailOf(row) : undefined;
}

export interface OrderFilter {
  brandId: number;
  memberId?: number | undefined;
  status?: DepositStatus | 'review' | undefined;
  limit: number;
  offset: number;
}

/** A page of orders, newest first, and the total for paging. */
export async function selectDetailPage(
  db: Database,
  filter: OrderFilter,
): Promise<{ rows: OrderDetail[]; total: number }> {
  const conditions: SQL[] = [eq(depositOrders.brandId, filter.brandId)];
  if (filter.memberId !== undefined) conditions.push(eq(depositOrders.memberId, filter.memberId));
  if (filter.status === 'review') conditions.push(isNotNull(depositOrders.reviewReason));
  else if (filter.status) conditions.push(eq(depositOrders.status, filter.status));
  const where = and(...conditions);
  const rows = await detailQuery(db)
    .where(where)
    .orderBy(desc(depositOrders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
  return { rows: rows.map(detailOf), total: Number(total?.n ?? 0) };
}

export async function countOpenOrders(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), inArray(depositOrders.status, ['created', 'pending'])));
  return Number(row?.n ?? 0);
}

/** Sum of a member's orders in some states since a time (by creation or confirmation time). */
export async function sumOrders(
  db: Database,
  memberId: number,
  states: readonly DepositStatus[],
  since: Date,
  by: 'created' | 'confirmed',
  excludeId?: number,
): Promise<bigint> {
  const column = by === 'created' ? depositOrders.createdAt : depositOrders.confirmedAt;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amountMinor}), 0)::text` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        inArray(depositOrders.status, [...states]),
        sql`${column} > ${since.toISOString()}::timestamptz`,
        ...(excludeId === undefined ? [] : [sql`${depositOrders.id} <> ${excludeId}`]),
      ),
    );
  return BigInt(row?.total ?? '0');
}
