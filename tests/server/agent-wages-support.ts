// The wage suites' fixture: a 3-level tree (platform -> top -> sub -> members, and a member
// directly under top), contracts in force inserted directly (the contracts stream builds their
// lifecycle), and bets written straight into the record of all bets.
import { eq, sql } from 'drizzle-orm';
import type { ContractKind } from '../../src/shared/api/agent';
import type { Database } from '../../src/server/db/client';
import { agentContracts, betRecords, brands, members } from '../../src/server/db/schema';
import type { TestServer } from '../fixtures/server';
import { createMember } from './auth-client';
import { query } from './wallet-support';

export const PASSWORD = 'Wages-pass-2026';

export interface Tree {
  brandId: number;
  top: number;
  sub: number;
  m1: number;
  m2: number;
  m3: number;
}

/** platform -> top (agent) -> sub (agent) -> m1, m2; top -> m3. Usernames carry a prefix per test. */
export async function makeTree(server: TestServer, prefix: string): Promise<Tree> {
  const db = server.database.db;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, 'demo'));
  const make = async (name: string, type: number, upline: number | null) => {
    const id = await createMember(server, { username: `${prefix}${name}`, password: PASSWORD, type });
    if (upline !== null) await db.update(members).set({ uplineId: upline }).where(eq(members.id, id));
    return id;
  };
  const top = await make('top', 1, null);
  const sub = await make('sub', 1, top);
  return {
    brandId: brand!.id,
    top,
    sub,
    m1: await make('m1', 0, sub),
    m2: await make('m2', 0, sub),
    m3: await make('m3', 0, top),
  };
}

/** An approved contract (parent null: the platform's). */
export async function contract(
  db: Database,
  brandId: number,
  kind: ContractKind,
  parentId: number | null,
  childId: number,
  terms: Record<string, unknown>,
): Promise<number> {
  const [row] = await db
    .insert(agentContracts)
    .values({
      brandId,
      kind,
      parentId,
      childId,
      version: 1,
      status: 'approved',
      terms,
      offeredBy: 'test',
      decidedAt: new Date(),
    })
    .returning({ id: agentContracts.id });
  return row!.id;
}

let betSeq = 0;
/** One settled bet (minor units); valid turnover defaults to the stake. */
export async function bet(
  db: Database,
  brandId: number,
  memberId: number,
  at: number,
  b: { stake: number; payout: number; valid?: number; game?: string; round?: string; vendor?: string },
): Promise<void> {
  betSeq += 1;
  await db.insert(betRecords).values({
    brandId,
    memberId,
    gameType: 'slot',
    vendorCode: b.vendor ?? 'house',
    gameCode: b.game ?? 'g1',
    roundRef: b.round ?? `r${betSeq}`,
    betRef: `wage-bet-${betSeq}-${Math.random().toString(36).slice(2)}`,
    currency: 'PHP',
    stake: BigInt(b.stake),
    validTurnover: BigInt(b.valid ?? b.stake),
    payout: BigInt(b.payout),
    placedAt: new Date(at),
    settledAt: new Date(at),
  });
}

/** A member's main-wallet balance in minor units (0 without an account). */
export async function mainBalance(db: Database, memberId: number): Promise<bigint> {
  const [row] = await query<{ balance: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as balance from ledger_accounts where member_id = ${memberId} and kind = 'player_main'`,
  );
  return BigInt(row?.balance ?? '0');
}

/** The platform's agent_expense total (negative: what it paid). */
export async function expenseBalance(db: Database, brandId: number): Promise<bigint> {
  const [row] = await query<{ balance: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as balance from ledger_accounts where brand_id = ${brandId} and kind = 'agent_expense'`,
  );
  return BigInt(row?.balance ?? '0');
}
