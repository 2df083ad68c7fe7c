import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  brands,
  gameSessions,
  games,
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
import { batched, recordset } from '../../db/statement-batch';
import { cashierSettingsOf } from '../cashier/settings';

/** The seamless wallet's SQL; money itself moves only through the ledger (wallet/ledger.ts). */

/** A brand's vendor by code, with the brand's currency and maximum win per round. */
export async function selectVendor(
  db: Database,
  brandId: number,
  vassalage: string,
): Promise<{ vendorId: number; currency: string; maxWinMinor: bigint } | undefined> {
  const [row] = await db
    .select({ vendorId: vendors.id, currency: brands.currency, settings: brands.cashierSettings })
    .from(vendors)
    .innerJoin(brands, eq(brands.id, vendors.brandId))
    .where(and(eq(vendors.brandId, brandId), eq(vendors.vassalage, vassalage)));
  if (!row) return undefined;
  const maxWinMinor = BigInt(cashierSettingsOf(row.settings).limits.maxWinPerRoundMinor);
  return { vendorId: row.vendorId, currency: row.currency, maxWinMinor };
}

/** Whether the member ever had a game session at the vendor (the vendor's players, issue 17). */
export async function selectPlayedAt(db: Database, memberId: number, vendorId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(gameSessions)
    .where(and(eq(gameSessions.memberId, memberId), eq(gameSessions.vendorId, vendorId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether gameCode names a game of the vendor in the brand. */
export async function selectVendorGame(
  db: Database,
  brandId: number,
  vendorId: number,
  gameCode: string,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(games)
    .where(and(eq(games.brandId, brandId), eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)))
    .limit(1);
  return rows.length > 0;
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
      liveSession: sql<boolean>`bet_session_alive(${memberId}::int, ${vendorId}::int, ${at}::timestamptz)`,
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

/** What a message's row holds once finished (what its callers need of it). */
export interface FinishedTransaction {
  status: SeamlessStatus;
  answer: SeamlessAnswer | null;
  rolledBackAt: Date | null;
}

interface Finish {
  id: number;
  status: Exclude<SeamlessStatus, 'pending'>;
  ledgerTransactionId: number | null;
  answer: SeamlessAnswer;
}

interface RawFinished {
  id: string | number;
  status: SeamlessStatus;
  answer: SeamlessAnswer | null;
  rolled_back_at: string | Date | null;
}

const finished = (row: RawFinished): FinishedTransaction => ({
  status: row.status,
  answer: row.answer,
  rolledBackAt: row.rolled_back_at === null ? null : new Date(row.rolled_back_at),
});

/** The first outcome stays: a row another path finished keeps its status and answer. */
const finishSet = sql`status = case when t.status = 'pending' then f.status else t.status end,
  ledger_transaction_id = coalesce(t.ledger_transaction_id, f.ledger_id), answer = coalesce(t.answer, f.answer)`;

/** Group commit of finishTransaction (db/statement-batch.ts): one UPDATE for the answers of many messages. */
const finishStatement = batched<Finish, FinishedTransaction>({
  keyOf: (item) => item.id,
  async alone(db, item) {
    const [row] = rowsOf<RawFinished>(
      await db.execute(
        prepared(sql`update seamless_transactions t set ${finishSet}
        from (select ${item.id}::bigint as id, ${item.status}::text as status, ${item.ledgerTransactionId}::bigint as ledger_id,
          ${JSON.stringify(item.answer)}::jsonb as answer) f
        where t.id = f.id returning t.id, t.status, t.answer, t.rolled_back_at`),
      ),
    );
    if (!row) throw new Error(`seamless transaction ${item.id} vanished`);
    return finished(row);
  },
  async together(db, items) {
    const input = JSON.stringify(
      items.map((item) => ({
        id: item.id,
        status: item.status,
        ledger_id: item.ledgerTransactionId,
        answer: item.answer,
      })),
    );
    const rows = rowsOf<RawFinished>(
      await db.execute(
        prepared(sql`update seamless_transactions t set ${finishSet}
        from ${recordset(input, items.length, sql`id bigint, status text, ledger_id bigint, answer jsonb`)} as f
        where t.id = f.id returning t.id, t.status, t.answer, t.rolled_back_at`),
      ),
    );
    const byId = new Map(rows.map((row) => [Number(row.id), finished(row)]));
    return items.map((item) => {
      const row = byId.get(item.id);
      if (!row) throw new Error(`seamless transaction ${item.id} vanished`);
      return row;
    });
  },
});

/**
 * Records the outcome of a pending message. The first outcome stays: when another path (a
 * repeat, a rollback) finished the row meanwhile, its answer is kept and returned. Concurrent
 * calls share one statement (group commit).
 */
export function finishTransaction(
  db: Database,
  id: number,
  outcome: { status: Exclude<SeamlessStatus, 'pending'>; ledgerTransactionId: number | null; answer: SeamlessAnswer },
): Promise<FinishedTransaction> {
  return finishStatement(db, { id, ...outcome });
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

/**
 * A late bet takes over the win_marker a win left under its key: the row becomes the pending bet
 * (born won: won_at stays, so no rollback can undo it), but only when the bet may be taken
 * (claimBet's gate: an enabled member, a live real-mode session, an open round). One row update,
 * so a rollback or a copy of the bet racing it finds either the marker or the bet. Undefined when
 * the gate is shut or the marker was taken over meanwhile.
 */
export async function adoptWinMarker(
  db: Database,
  markerId: number,
  bet: NewSeamlessTransaction,
  at: Date,
): Promise<SeamlessTransactionRow | undefined> {
  const [row] = await db
    .update(seamlessTransactions)
    .set({
      kind: 'debit',
      roundId: bet.roundId,
      gameCode: bet.gameCode,
      requestId: bet.requestId,
      amount: bet.amount,
      contentHash: bet.contentHash,
      status: 'pending',
      answer: null,
    })
    .where(
      and(
        eq(seamlessTransactions.id, markerId),
        eq(seamlessTransactions.kind, 'win_marker'),
        sql`exists (select 1 from ${members} where ${members.id} = ${bet.memberId} and not ${members.disabled})
          and bet_session_alive(${bet.memberId}::int, ${bet.vendorId}::int, ${at}::timestamptz)
          and not exists (select 1 from ${seamlessClosedRounds} where ${seamlessClosedRounds.vendorId} = ${bet.vendorId}
            and ${seamlessClosedRounds.memberId} = ${bet.memberId} and ${seamlessClosedRounds.roundId} = ${bet.roundId})`,
      ),
    )
    .returning();
  return row;
}

interface EndRound {
  vendorId: number;
  memberId: number;
  roundId: string;
  /** The player's main account, whose balance the end-round answers. */
  accountId: number;
}

/**
 * End-round: closes the round (no more bets in it) and reads the player's balance in the same
 * statement; concurrent end-rounds share one statement (group commit). The balance is as of the
 * statement's start, which includes everything the vendor's earlier messages were answered for.
 */
const endRoundStatement = batched<EndRound, bigint>({
  keyOf: (item) => `${item.vendorId}:${item.memberId}:${item.roundId}`,
  async alone(db, item) {
    const [row] = rowsOf<{ balance: string | null }>(
      await db.execute(
        prepared(sql`with closed as (
          insert into seamless_closed_rounds (vendor_id, member_id, round_id)
          values (${item.vendorId}, ${item.memberId}, ${item.roundId}) on conflict do nothing)
        select (select balance::text from ledger_accounts where id = ${item.accountId}) as balance`),
      ),
    );
    return BigInt(row?.balance ?? '0');
  },
  async together(db, items) {
    const input = JSON.stringify(
      items.map((item, ord) => ({
        ord,
        vendor_id: item.vendorId,
        member_id: item.memberId,
        round_id: item.roundId,
        account_id: item.accountId,
      })),
    );
    const rows = rowsOf<{ ord: number; balance: string | null }>(
      await db.execute(
        prepared(sql`with i as (
          select * from ${recordset(input, items.length, sql`ord int, vendor_id int, member_id int, round_id text, account_id bigint`)} as x
        ), closed as (
          insert into seamless_closed_rounds (vendor_id, member_id, round_id)
          select vendor_id, member_id, round_id from i on conflict do nothing)
        select i.ord, a.balance::text as balance from i left join ledger_accounts a on a.id = i.account_id`),
      ),
    );
    const byOrd = new Map(rows.map((row) => [Number(row.ord), BigInt(row.balance ?? '0')]));
    return items.map((_, ord) => byOrd.get(ord) ?? 0n);
  },
});

/** Closes a round and answers the player's balance (one statement; see endRoundStatement). */
export function closeRoundWithBalance(db: Database, round: EndRound): Promise<bigint> {
  return endRoundStatement(db, round);
}

export async function selectAccountBalance(db: Database, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql<string>`${ledgerAccounts.balance}::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return BigInt(row?.balance ?? '0');
}

/**
 * Ends a member's live game sessions whatever platform session launched them (a password change):
 * their tokens stop authenticating and bets are refused; wins and rollbacks are still taken.
 */
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

interface BetClaim {
  bet: NewSeamlessTransaction;
  at: Date;
}

const claimKey = (vendorId: number, memberId: number, transactionId: string) =>
  `${vendorId}:${memberId}:${transactionId}`;

/**
 * The gate of a bet, on the rows of `i`: an enabled member, a live real-mode session whose
 * platform session lives (bet_session_alive, migration 0026), an open round.
 */
const betGate = sql`exists (select 1 from members where id = i.member_id and not disabled)
  and bet_session_alive(i.member_id, i.vendor_id, i.at)
  and not exists (select 1 from seamless_closed_rounds where vendor_id = i.vendor_id
                  and member_id = i.member_id and round_id = i.round_id)`;

const betColumns = sql`brand_id, vendor_id, member_id, transaction_id, kind, round_id, bet_transaction_id, game_code,
  request_id, amount, content_hash`;

const betValues = sql`brand_id, vendor_id, member_id, transaction_id, 'debit', round_id, null, game_code, request_id,
  amount, content_hash`;

/** claimBet's statement; concurrent claims share one (group commit). */
const claimBetStatement = batched<BetClaim, SeamlessTransactionRow | undefined>({
  keyOf: ({ bet }) => claimKey(bet.vendorId, bet.memberId, bet.transactionId),
  async alone(db, { bet, at }) {
    const [row] = rowsOf<{ id: string | number; created_at: string | Date }>(
      await db.execute(
        prepared(sql`
        insert into seamless_transactions (${betColumns})
        select ${betValues} from (select ${bet.brandId}::int as brand_id, ${bet.vendorId}::int as vendor_id,
          ${bet.memberId}::int as member_id, ${bet.transactionId}::text as transaction_id, ${bet.roundId}::text as round_id,
          ${bet.gameCode}::text as game_code, ${bet.requestId}::text as request_id, ${bet.amount.toString()}::bigint as amount,
          ${bet.contentHash}::text as content_hash, ${at}::timestamptz as at) i
        where ${betGate}
        on conflict do nothing
        returning id, created_at`),
      ),
    );
    return row && rowOf(bet, row.id, row.created_at);
  },
  async together(db, claims) {
    const input = JSON.stringify(
      claims.map(({ bet, at }) => ({
        brand_id: bet.brandId,
        vendor_id: bet.vendorId,
        member_id: bet.memberId,
        transaction_id: bet.transactionId,
        round_id: bet.roundId,
        game_code: bet.gameCode,
        request_id: bet.requestId,
        amount: bet.amount.toString(),
        content_hash: bet.contentHash,
        at: at.toISOString(),
      })),
    );
    const rows = rowsOf<{
      id: string | number;
      created_at: string | Date;
      vendor_id: number;
      member_id: number;
      transaction_id: string;
    }>(
      await db.execute(
        prepared(sql`
        insert into seamless_transactions (${betColumns})
        select ${betValues} from ${recordset(
          input,
          claims.length,
          sql`brand_id int, vendor_id int, member_id int, transaction_id text, round_id text, game_code text,
            request_id text, amount bigint, content_hash text, at timestamptz`,
        )} as i
        where ${betGate}
        on conflict do nothing
        returning id, created_at, vendor_id, member_id, transaction_id`),
      ),
    );
    const byKey = new Map(rows.map((row) => [claimKey(row.vendor_id, row.member_id, row.transaction_id), row]));
    return claims.map(({ bet }) => {
      const row = byKey.get(claimKey(bet.vendorId, bet.memberId, bet.transactionId));
      return row && rowOf(bet, row.id, row.created_at);
    });
  },
});

/**
 * Claims a bet in one round trip, but only when it may be taken: the member is enabled, has a
 * live real-mode game session at the vendor, and the round is open. Undefined when the key was
 * taken or the gate is shut (the caller then finds out which). Concurrent claims share one
 * statement (group commit).
 */
export function claimBet(
  db: Database,
  bet: NewSeamlessTransaction,
  at: Date,
): Promise<SeamlessTransactionRow | undefined> {
  return claimBetStatement(db, { bet, at });
}

interface WinClaim {
  win: NewSeamlessTransaction;
  at: Date;
}

interface RawWin {
  id: string | number;
  created_at: string | Date;
  vendor_id: number;
  member_id: number;
  transaction_id: string;
  bet_won: boolean;
}

/**
 * Inserts the wins (`i` holds the claims), then, for each win actually inserted (a repeat or a
 * TRANSACTION_CONFLICT leaves its bet alone), marks the named bet won unless it was rolled back
 * (markWon's rule); a bet not seen yet gets a win_marker under its key instead, which the late bet
 * takes over (adoptWinMarker) and a rollback finds (so it is refused). bet_won says whether the
 * win's bet was marked or its marker written.
 */
const claimWinsSql = (input: SQL) => sql`with i as (${input}), ins as (
    insert into seamless_transactions as w (brand_id, vendor_id, member_id, transaction_id, kind, round_id,
      bet_transaction_id, game_code, request_id, amount, content_hash)
    select brand_id, vendor_id, member_id, transaction_id, 'credit', round_id, bet_transaction_id, game_code,
      request_id, amount, content_hash from i
    on conflict do nothing
    returning w.id, w.created_at, w.vendor_id, w.member_id, w.transaction_id, w.bet_transaction_id
  ), claimed as (
    select ins.*, i.brand_id, i.round_id, i.game_code, i.request_id, i.at from ins
    join i on i.vendor_id = ins.vendor_id and i.member_id = ins.member_id and i.transaction_id = ins.transaction_id
  ), won as (
    update seamless_transactions t set won_at = coalesce(t.won_at, c.at) from claimed c
    where c.bet_transaction_id is not null and t.vendor_id = c.vendor_id and t.member_id = c.member_id
      and t.transaction_id = c.bet_transaction_id and t.kind = 'debit' and t.rolled_back_at is null
    returning t.vendor_id, t.member_id, t.transaction_id
  ), marker as (
    insert into seamless_transactions (brand_id, vendor_id, member_id, transaction_id, kind, round_id, game_code,
      request_id, content_hash, status, won_at)
    select distinct on (vendor_id, member_id, bet_transaction_id) brand_id, vendor_id, member_id, bet_transaction_id,
      'win_marker', round_id, game_code, request_id, '', 'done', at from claimed
    where bet_transaction_id is not null and bet_transaction_id <> transaction_id
    on conflict do nothing
    returning vendor_id, member_id, transaction_id
  )
  select c.id, c.created_at, c.vendor_id, c.member_id, c.transaction_id,
    exists (select 1 from won where won.vendor_id = c.vendor_id and won.member_id = c.member_id
            and won.transaction_id = c.bet_transaction_id)
    or exists (select 1 from marker where marker.vendor_id = c.vendor_id and marker.member_id = c.member_id
            and marker.transaction_id = c.bet_transaction_id) as bet_won
  from claimed c`;

const claimedWin = (win: NewSeamlessTransaction, row: RawWin) => ({
  row: rowOf(win, row.id, row.created_at),
  betWon: row.bet_won,
});

/** claimWin's statement; concurrent claims share one (group commit). */
const claimWinStatement = batched<WinClaim, { row: SeamlessTransactionRow; betWon: boolean } | undefined>({
  keyOf: ({ win }) => claimKey(win.vendorId, win.memberId, win.transactionId),
  async alone(db, { win, at }) {
    const [row] = rowsOf<RawWin>(
      await db.execute(
        prepared(
          claimWinsSql(sql`select ${win.brandId}::int as brand_id, ${win.vendorId}::int as vendor_id,
          ${win.memberId}::int as member_id, ${win.transactionId}::text as transaction_id, ${win.roundId}::text as round_id,
          ${win.betTransactionId}::text as bet_transaction_id, ${win.gameCode}::text as game_code,
          ${win.requestId}::text as request_id, ${win.amount.toString()}::bigint as amount,
          ${win.contentHash}::text as content_hash, ${at}::timestamptz as at`),
        ),
      ),
    );
    return row && claimedWin(win, row);
  },
  async together(db, claims) {
    const input = JSON.stringify(
      claims.map(({ win, at }) => ({
        brand_id: win.brandId,
        vendor_id: win.vendorId,
        member_id: win.memberId,
        transaction_id: win.transactionId,
        round_id: win.roundId,
        bet_transaction_id: win.betTransactionId,
        game_code: win.gameCode,
        request_id: win.requestId,
        amount: win.amount.toString(),
        content_hash: win.contentHash,
        at: at.toISOString(),
      })),
    );
    const rows = rowsOf<RawWin>(
      await db.execute(
        prepared(
          claimWinsSql(
            sql`select * from ${recordset(
              input,
              claims.length,
              sql`brand_id int, vendor_id int, member_id int, transaction_id text, round_id text, bet_transaction_id text,
            game_code text, request_id text, amount bigint, content_hash text, at timestamptz`,
            )} as x`,
          ),
        ),
      ),
    );
    const byKey = new Map(rows.map((row) => [claimKey(row.vendor_id, row.member_id, row.transaction_id), row]));
    return claims.map(({ win }) => {
      const row = byKey.get(claimKey(win.vendorId, win.memberId, win.transactionId));
      return row && claimedWin(win, row);
    });
  },
});

/**
 * Claims a win in one round trip and, when it names a bet, marks that bet won in the same
 * statement unless it was rolled back (markWon's rule), or leaves a win_marker for a bet not
 * seen yet. `betWon` is false when neither happened: the bet was rolled back, a tombstone or
 * another win's marker, the bet committed just after the statement began, or no bet was named
 * (the caller then looks at the bet itself). Concurrent claims share one statement (group commit).
 */
export function claimWin(
  db: Database,
  win: NewSeamlessTransaction,
  at: Date,
): Promise<{ row: SeamlessTransactionRow; betWon: boolean } | undefined> {
  return claimWinStatement(db, { win, at });
}

/**
 * One result message for seamless_result_batch() (migration 0021): the party, the bet and the
 * win as the separate messages would store them (content hashes, ledger items built by the
 * wallet), the win fields null for a lost round.
 */
export interface ResultItem {
  brandId: number;
  vendorId: number;
  memberId: number;
  roundId: string;
  gameCode: string;
  requestId: string;
  currency: string;
  at: Date;
  endRound: boolean;
  bet: { transactionId: string; amount: bigint; contentHash: string; ledger: Record<string, unknown> };
  win: { transactionId: string; amount: bigint; contentHash: string; ledger: Record<string, unknown> } | null;
}

/** What seamless_result_batch() answered for one item. */
export type ResultOutcome =
  | { outcome: 'done'; betId: number; winId: number | null; betBalance: bigint; balance: bigint }
  | { outcome: 'refused'; betId: number; balance: bigint }
  /** Not taken (nothing written): the caller sends the messages one by one. */
  | { outcome: 'slow' };

interface RawResult {
  ord: number;
  outcome: ResultOutcome['outcome'];
  bet_id: string | number | null;
  win_id: string | number | null;
  bet_balance: string | null;
  balance: string | null;
}

function resultOf(row: RawResult): ResultOutcome {
  if (row.outcome === 'done')
    return {
      outcome: 'done',
      betId: Number(row.bet_id),
      winId: row.win_id === null ? null : Number(row.win_id),
      betBalance: BigInt(row.bet_balance ?? '0'),
      balance: BigInt(row.balance ?? '0'),
    };
  if (row.outcome === 'refused')
    return { outcome: 'refused', betId: Number(row.bet_id), balance: BigInt(row.balance ?? '0') };
  return { outcome: 'slow' };
}

async function runResults(db: Database, items: readonly ResultItem[]): Promise<ResultOutcome[]> {
  const input = JSON.stringify(
    items.map((item, ord) => ({
      ord,
      brand_id: item.brandId,
      vendor_id: item.vendorId,
      member_id: item.memberId,
      round_id: item.roundId,
      game_code: item.gameCode,
      request_id: item.requestId,
      currency: item.currency,
      at: item.at.toISOString(),
      end_round: item.endRound,
      bet_txn: item.bet.transactionId,
      bet_amount: item.bet.amount.toString(),
      bet_hash: item.bet.contentHash,
      bet_ledger: item.bet.ledger,
      win_txn: item.win?.transactionId ?? null,
      win_amount: item.win?.amount.toString() ?? null,
      win_hash: item.win?.contentHash ?? null,
      win_ledger: item.win?.ledger ?? null,
    })),
  );
  const rows = rowsOf<RawResult>(
    await db.execute(
      prepared(sql`select ord, outcome, bet_id, win_id, bet_balance::text as bet_balance, balance::text as balance
        from seamless_result_batch(${input}::jsonb)`),
    ),
  );
  const byOrd = new Map(rows.map((row) => [Number(row.ord), resultOf(row)]));
  return items.map((_, ord) => {
    const outcome = byOrd.get(ord);
    if (!outcome) throw new Error(`seamless result batch answered no item ${ord}`);
    return outcome;
  });
}

/** The results of concurrent messages share one statement (group commit), one per player. */
const resultStatement = batched<ResultItem, ResultOutcome>({
  keyOf: (item) => `${item.vendorId}:${item.memberId}`,
  async alone(db, item) {
    const [outcome] = await runResults(db, [item]);
    return outcome ?? { outcome: 'slow' };
  },
  together: runResults,
});

/**
 * A result message in one statement when it is the plain case (seamless_result_batch(),
 * migration 0021): the bet claimed under the bet gate, posted, the win claimed and posted, the
 * round closed, every row answered, in one transaction. 'slow' when it is not (nothing written).
 */
export function settleResult(db: Database, item: ResultItem): Promise<ResultOutcome> {
  return resultStatement(db, item);
}
