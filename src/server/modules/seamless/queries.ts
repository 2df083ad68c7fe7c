import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  gameSessions,
  ledgerAccounts,
  members,
  seamlessClosedRounds,
  seamlessTransactions,
  vendors,
  type SeamlessAnswer,
  type SeamlessKind,
  type SeamlessStatus,
  type SeamlessTransactionRow,
} from '../../db/schema';
import { rowsOf } from '../../db/migrate';

/** The seamless wallet's SQL; money itself moves only through the ledger (wallet/ledger.ts). */

/** A brand's vendor by code, with the brand's currency. */
export async function selectVendor(
  db: Database,
  brandId: number,
  vassalage: string,
): Promise<{ vendorId: number; currency: string } | undefined> {
  const [row] = await db
    .select({ vendorId: vendors.id, currency: brands.currency })
    .from(vendors)
    .innerJoin(brands, eq(brands.id, vendors.brandId))
    .where(and(eq(vendors.brandId, brandId), eq(vendors.vassalage, vassalage)));
  return row;
}

/** What decides whether a bet may be taken, in one round trip. */
export async function selectBetGate(
  db: Database,
  memberId: number,
  vendorId: number,
  roundId: string,
  at: Date,
): Promise<{ disabled: boolean; liveSession: boolean; roundClosed: boolean }> {
  const [row] = await db
    .select({
      disabled: members.disabled,
      liveSession: sql<boolean>`exists (select 1 from ${gameSessions} where ${gameSessions.memberId} = ${memberId}
        and ${gameSessions.vendorId} = ${vendorId} and ${gameSessions.expiresAt} > ${at} and ${gameSessions.mode} = 'real')`,
      roundClosed: sql<boolean>`exists (select 1 from ${seamlessClosedRounds} where ${seamlessClosedRounds.vendorId} = ${vendorId}
        and ${seamlessClosedRounds.memberId} = ${memberId} and ${seamlessClosedRounds.roundId} = ${roundId})`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  // PGlite and pg both hand booleans over as booleans; a missing member cannot bet.
  return row ?? { disabled: true, liveSession: false, roundClosed: false };
}

export async function selectMemberDisabled(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db.select({ disabled: members.disabled }).from(members).where(eq(members.id, memberId));
  return row?.disabled ?? true;
}

export interface NewSeamlessTransaction {
  brandId: number;
  vendorId: number;
  memberId: number;
  transactionId: string;
  kind: SeamlessKind;
  roundId: string;
  betTransactionId: string | null;
  gameCode: string;
  requestId: string;
  amount: bigint;
  contentHash: string;
  status?: SeamlessStatus;
  answer?: SeamlessAnswer;
}

/** Claims (vendor, player, transaction id): the new row, or undefined when the key is taken. */
export async function claimTransaction(
  db: Database,
  row: NewSeamlessTransaction,
): Promise<SeamlessTransactionRow | undefined> {
  const [inserted] = await db.insert(seamlessTransactions).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function selectTransaction(
  db: Database,
  vendorId: number,
  memberId: number,
  transactionId: string,
): Promise<SeamlessTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.vendorId, vendorId),
        eq(seamlessTransactions.memberId, memberId),
        eq(seamlessTransactions.transactionId, transactionId),
      ),
    );
  return row;
}

/**
 * Records the outcome of a pending message. The first outcome stays: when another path (a
 * repeat, a rollback) finished the row meanwhile, its answer is kept and returned.
 */
export async function finishTransaction(
  db: Database,
  id: number,
  outcome: { status: Exclude<SeamlessStatus, 'pending'>; ledgerTransactionId: number | null; answer: SeamlessAnswer },
): Promise<SeamlessTransactionRow> {
  const [row] = await db
    .update(seamlessTransactions)
    .set({
      status: sql`case when ${seamlessTransactions.status} = 'pending' then ${outcome.status} else ${seamlessTransactions.status} end`,
      ledgerTransactionId: sql`coalesce(${seamlessTransactions.ledgerTransactionId}, ${outcome.ledgerTransactionId}::bigint)`,
      answer: sql`coalesce(${seamlessTransactions.answer}, ${JSON.stringify(outcome.answer)}::jsonb)`,
    })
    .where(eq(seamlessTransactions.id, id))
    .returning();
  if (!row) throw new Error(`seamless transaction ${id} vanished`);
  return row;
}

/**
 * Marks a bet rolled back unless a win already refers to it; one row update, so a concurrent
 * win and rollback cannot both succeed. Undefined when a win came first.
 */
export async function markRolledBack(db: Database, id: number, at: Date): Promise<SeamlessTransactionRow | undefined> {
  const [row] = await db
    .update(seamlessTransactions)
    .set({ rolledBackAt: sql`coalesce(${seamlessTransactions.rolledBackAt}, ${at})` })
    .where(and(eq(seamlessTransactions.id, id), isNull(seamlessTransactions.wonAt)))
    .returning();
  return row;
}

/** Marks a bet as paid a win unless it was rolled back (the counterpart of markRolledBack). */
export async function markWon(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(seamlessTransactions)
    .set({ wonAt: sql`coalesce(${seamlessTransactions.wonAt}, ${at})` })
    .where(and(eq(seamlessTransactions.id, id), isNull(seamlessTransactions.rolledBackAt)))
    .returning({ id: seamlessTransactions.id });
  return rows.length > 0;
}

export async function closeRound(db: Database, vendorId: number, memberId: number, roundId: string): Promise<void> {
  await db.insert(seamlessClosedRounds).values({ vendorId, memberId, roundId }).onConflictDoNothing();
}

export async function selectAccountBalance(db: Database, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql<string>`${ledgerAccounts.balance}::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return BigInt(row?.balance ?? '0');
}

/** Ends a member's live game sessions: their tokens stop authenticating and bets are refused. */
export async function expireGameSessions(db: Database, memberId: number, at: Date): Promise<void> {
  await db
    .update(gameSessions)
    .set({ expiresAt: at })
    .where(and(eq(gameSessions.memberId, memberId), gt(gameSessions.expiresAt, at)));
}

/** One round's paid wins summed, with the game it was played in. */
export interface RoundWinRow {
  username: string;
  total: string;
  settled_at: string | Date;
  game_id: number;
  node_id: number;
  game_code: string;
  game_type: string;
  names: Record<string, string>;
  image_path: string;
  vassalage: string;
}

/**
 * The brand's biggest round wins since `since`: the paid credits of each round summed, in
 * enabled games of enabled vendors (the board launches them), of one game type or all.
 */
export async function selectTopRoundWins(
  db: Database,
  brandId: number,
  since: Date,
  gameType: string | null,
  limit: number,
): Promise<RoundWinRow[]> {
  return rowsOf<RoundWinRow>(
    await db.execute(sql`
      select m.username, w.total::text as total, w.settled_at, g.id as game_id, g.node_id, g.game_code,
             g.game_type, g.names, g.image_path, v.vassalage
      from (select member_id, vendor_id, round_id, game_code, sum(amount) as total, max(created_at) as settled_at
            from seamless_transactions
            where brand_id = ${brandId} and kind = 'credit' and status = 'done' and amount > 0 and created_at > ${since}
            group by member_id, vendor_id, round_id, game_code) w
      join members m on m.id = w.member_id
      join vendors v on v.id = w.vendor_id and v.enabled
      join games g on g.vendor_id = w.vendor_id and g.game_code = w.game_code and g.enabled
      where ${gameType}::text is null or g.game_type = ${gameType}
      order by w.total desc, w.settled_at desc
      limit ${limit}`),
  );
}

function rowOf(values: NewSeamlessTransaction, id: string | number, createdAt: string | Date): SeamlessTransactionRow {
  return {
    ...values,
    id: Number(id),
    status: values.status ?? 'pending',
    ledgerTransactionId: null,
    answer: values.answer ?? null,
    rolledBackAt: null,
    wonAt: null,
    createdAt: new Date(createdAt),
  };
}

/**
 * Claims a bet in one round trip, but only when it may be taken: the member is enabled, has a
 * live real-mode game session at the vendor, and the round is open. Undefined when the key was
 * taken or the gate is shut (the caller then finds out which).
 */
export async function claimBet(
  db: Database,
  bet: NewSeamlessTransaction,
  at: Date,
): Promise<SeamlessTransactionRow | undefined> {
  const [row] = rowsOf<{ id: string | number; created_at: string | Date }>(
    await db.execute(sql`
      insert into seamless_transactions (brand_id, vendor_id, member_id, transaction_id, kind, round_id,
        bet_transaction_id, game_code, request_id, amount, content_hash)
      select ${bet.brandId}, ${bet.vendorId}, ${bet.memberId}, ${bet.transactionId}, 'debit', ${bet.roundId},
        null, ${bet.gameCode}, ${bet.requestId}, ${bet.amount.toString()}::bigint, ${bet.contentHash}
      where exists (select 1 from members where id = ${bet.memberId} and not disabled)
        and exists (select 1 from game_sessions where member_id = ${bet.memberId} and vendor_id = ${bet.vendorId}
                    and expires_at > ${at} and mode = 'real')
        and not exists (select 1 from seamless_closed_rounds where vendor_id = ${bet.vendorId}
                        and member_id = ${bet.memberId} and round_id = ${bet.roundId})
      on conflict do nothing
      returning id, created_at`),
  );
  return row && rowOf(bet, row.id, row.created_at);
}

/**
 * Claims a win in one round trip and, when it names a bet, marks that bet won in the same
 * statement unless it was rolled back (markWon's rule). `betWon` is false when the bet was
 * not marked: rolled back, a tombstone, never seen, or no bet named.
 */
export async function claimWin(
  db: Database,
  win: NewSeamlessTransaction,
  at: Date,
): Promise<{ row: SeamlessTransactionRow; betWon: boolean } | undefined> {
  const [row] = rowsOf<{ id: string | number; created_at: string | Date; bet_won: boolean }>(
    await db.execute(sql`
      with won as (
        update seamless_transactions set won_at = coalesce(won_at, ${at})
        where ${win.betTransactionId}::text is not null and vendor_id = ${win.vendorId}
          and member_id = ${win.memberId} and transaction_id = ${win.betTransactionId}
          and kind = 'debit' and rolled_back_at is null
        returning id)
      insert into seamless_transactions (brand_id, vendor_id, member_id, transaction_id, kind, round_id,
        bet_transaction_id, game_code, request_id, amount, content_hash)
      values (${win.brandId}, ${win.vendorId}, ${win.memberId}, ${win.transactionId}, 'credit', ${win.roundId},
        ${win.betTransactionId}, ${win.gameCode}, ${win.requestId}, ${win.amount.toString()}::bigint, ${win.contentHash})
      on conflict do nothing
      returning id, created_at, exists (select 1 from won) as bet_won`),
  );
  return row && { row: rowOf(win, row.id, row.created_at), betWon: row.bet_won };
}
