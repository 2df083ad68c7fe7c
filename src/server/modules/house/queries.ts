import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { rowsOf } from '../../db/migrate';
import { batched, recordset } from '../../db/statement-batch';
import { unflushedCommit } from '../../db/unflushed-commit';
import { callOf, type PostRequest } from '../wallet/ledger';
import { batchItemOf } from '../wallet/ledger-queries';
import type { HouseRoundStatus } from '../../db/schema';
import { HOUSE_SPIN_RULE } from '../limits/rules';

/**
 * SQL of the house games: seed pairs and rounds. A player is a member (real play) or a fun
 * session (free play); `PlayerKey` selects the rows of either.
 */

export type PlayerKey =
  { brandId: number; memberId: number; funSession: null } | { brandId: number; memberId: null; funSession: string };

const playerWhere = (alias: string, key: PlayerKey): SQL =>
  key.memberId !== null
    ? sql`${sql.raw(alias)}.brand_id = ${key.brandId} and ${sql.raw(alias)}.member_id = ${key.memberId}`
    : sql`${sql.raw(alias)}.fun_session = ${key.funSession}`;

/** The player's key of the shared limiter's spin rule: one player, every house game. */
export const spinKey = (key: PlayerKey): string =>
  key.memberId !== null ? `${key.brandId}:m${key.memberId}` : `fun:${key.funSession}`;

export interface SeedRow {
  id: number;
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nextNonce: number;
  lastSpinAt: Date | null;
}

const seedColumns = sql`id::int as "id", server_seed as "serverSeed", commitment, client_seed as "clientSeed",
  next_nonce as "nextNonce", last_spin_at as "lastSpinAt"`;

/** The active (unrevealed) pair of a player's game, if any. */
export async function selectActiveSeed(db: Database, key: PlayerKey, gameCode: string): Promise<SeedRow | undefined> {
  const rows = rowsOf<SeedRow>(
    await db.execute(sql`select ${seedColumns} from house_seeds s
      where ${playerWhere('s', key)} and s.game_code = ${gameCode} and s.revealed_at is null`),
  );
  return rows[0] ? withDate(rows[0]) : undefined;
}

/** PGlite answers timestamps as Date, pg as Date too; raw text from either is normalised here. */
function withDate(row: SeedRow): SeedRow {
  const last = row.lastSpinAt as Date | string | null;
  return { ...row, lastSpinAt: last === null ? null : new Date(last) };
}

/** Inserts a fresh active pair unless one exists (a concurrent first spin keeps the first). */
export async function insertSeed(
  db: Database,
  key: PlayerKey,
  gameCode: string,
  pair: { serverSeed: string; commitment: string; clientSeed: string; lastSpinAt: Date | null },
): Promise<void> {
  await db.execute(sql`insert into house_seeds
      (brand_id, member_id, fun_session, game_code, server_seed, commitment, client_seed, last_spin_at)
    values (${key.brandId}, ${key.memberId}, ${key.funSession}, ${gameCode}, ${pair.serverSeed}, ${pair.commitment},
      ${pair.clientSeed}, ${pair.lastSpinAt})
    on conflict do nothing`);
}

/** Locks and reveals the active pair (rotation); the caller inserts the next one in the same transaction. */
export async function revealActiveSeed(
  tx: Database,
  key: PlayerKey,
  gameCode: string,
  at: Date,
): Promise<SeedRow | undefined> {
  const rows = rowsOf<SeedRow>(
    await tx.execute(sql`update house_seeds s set revealed_at = ${at}
      where ${playerWhere('s', key)} and s.game_code = ${gameCode} and s.revealed_at is null
      returning ${seedColumns}`),
  );
  return rows[0] ? withDate(rows[0]) : undefined;
}

export interface RevealedRow {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  rounds: number;
}

/** The player's most recently revealed pairs of a game, newest first. */
export async function selectRevealedSeeds(
  db: Database,
  key: PlayerKey,
  gameCode: string,
  limit: number,
): Promise<RevealedRow[]> {
  return rowsOf<RevealedRow>(
    await db.execute(sql`select server_seed as "serverSeed", commitment, client_seed as "clientSeed", next_nonce as "rounds"
      from house_seeds s where ${playerWhere('s', key)} and s.game_code = ${gameCode} and s.revealed_at is not null
      order by s.id desc limit ${limit}`),
  );
}

/** A round as stored, with its seed pair (the server seed is secret unless `revealed`). */
export interface RoundRow {
  id: number;
  brandId: number;
  memberId: number | null;
  funSession: string | null;
  mode: 'real' | 'free';
  vendorCode: string;
  playerId: string;
  gameCode: string;
  gameVersion: string;
  requestId: string;
  stake: bigint;
  seedId: number;
  serverSeed: string;
  revealed: boolean;
  commitment: string;
  clientSeed: string;
  nonce: number;
  jackpotOdds: number;
  status: HouseRoundStatus;
  outcome: Record<string, unknown> | null;
  payout: bigint | null;
  jackpotWin: bigint;
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
  settledAt: Date | null;
}

interface RawRound extends Omit<
  RoundRow,
  'stake' | 'payout' | 'jackpotWin' | 'balanceBefore' | 'balanceAfter' | 'settledAt'
> {
  stake: string;
  payout: string | null;
  jackpotWin: string;
  balanceBefore: string | null;
  balanceAfter: string | null;
  settledAt: Date | string | null;
}

const big = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

function toRound(raw: RawRound): RoundRow {
  return {
    ...raw,
    stake: BigInt(raw.stake),
    payout: big(raw.payout),
    jackpotWin: BigInt(raw.jackpotWin),
    balanceBefore: big(raw.balanceBefore),
    balanceAfter: big(raw.balanceAfter),
    settledAt: raw.settledAt === null ? null : new Date(raw.settledAt),
  };
}

const roundColumns = sql`r.id::int as "id", r.brand_id as "brandId", r.member_id as "memberId", r.fun_session as "funSession",
  r.mode, r.vendor_code as "vendorCode", r.player_id as "playerId", r.game_code as "gameCode",
  r.game_version as "gameVersion", r.request_id as "requestId", r.stake::text as "stake", r.seed_id::int as "seedId",
  s.server_seed as "serverSeed", (s.revealed_at is not null) as "revealed", r.commitment, r.client_seed as "clientSeed",
  r.nonce, r.jackpot_odds as "jackpotOdds", r.status, r.outcome, r.payout::text as "payout",
  r.jackpot_win::text as "jackpotWin", r.balance_before::text as "balanceBefore",
  r.balance_after::text as "balanceAfter", r.settled_at as "settledAt"`;

async function selectRounds(db: Database, where: SQL, tail: SQL = sql``): Promise<RoundRow[]> {
  const rows = rowsOf<RawRound>(
    await db.execute(
      sql`select ${roundColumns} from house_rounds r join house_seeds s on s.id = r.seed_id where ${where} ${tail}`,
    ),
  );
  return rows.map(toRound);
}

export interface NewRound {
  key: PlayerKey;
  mode: 'real' | 'free';
  vendorCode: string;
  playerId: string;
  gameCode: string;
  gameVersion: string;
  requestId: string;
  stake: bigint;
  jackpotOdds: number;
  at: Date;
  /** Spins of this player, in any house game, must be at least this far apart. */
  minIntervalMs: number;
}

/**
 * The limiter's interval rule inside the round-start upsert: the player's previous spin (the
 * counter's window_start) must be at least the interval (expires_at - window_start of the new
 * row) before this one. Measured from the previous spin with today's interval, so an operator's
 * longer interval applies at once.
 */
const spinAllowedSince = sql.raw(`excluded.window_start - (excluded.expires_at - excluded.window_start)`);

/**
 * Starts a round in one statement: reserves the player's spin in the shared limiter (rule
 * 'house.spin', key spinKey: one spin per minimum interval across all house games; the upsert
 * only takes the row when the player's previous window is over, and its row lock orders the
 * player's concurrent spins even in different games), takes the next nonce of the player's
 * active pair, stamps the spin time, and writes the round pending with its RNG reference.
 * Nothing is written when the pair is missing or the last spin is too recent (undefined); a
 * reused request id raises the unique violation and rolls the reservation and nonce back too.
 * Real-play spins of different players share one statement (group commit). It commits without
 * waiting for the WAL flush (db/unflushed-commit.ts): no money has moved yet, and the wallet's
 * commit that takes the stake flushes it first.
 */
export function startRound(db: Database, round: NewRound): Promise<RoundRow | undefined> {
  return round.key.memberId !== null ? startMemberRound(db, round) : startRoundAlone(db, round);
}

async function startRoundAlone(db: Database, round: NewRound): Promise<RoundRow | undefined> {
  const { key } = round;
  // One round trip: the spin's reservation, the seed update, the insert and the row as selectRounds would read it.
  const rows = rowsOf<RawRound>(
    await db.execute(
      prepared(sql`with l as (
        insert into limit_counters as c (rule, key, window_start, expires_at, count)
        select ${HOUSE_SPIN_RULE}, ${spinKey(key)}, ${round.at}, ${new Date(round.at.getTime() + round.minIntervalMs)}, 1
        where exists (select 1 from house_seeds s
          where ${playerWhere('s', key)} and s.game_code = ${round.gameCode} and s.revealed_at is null)
        on conflict (rule, key) do update
          set window_start = excluded.window_start, expires_at = excluded.expires_at, count = 1
          where c.window_start <= ${spinAllowedSince}
        returning c.key
      ), s as (
        update house_seeds s set next_nonce = next_nonce + 1, last_spin_at = ${round.at}
        where ${playerWhere('s', key)} and s.game_code = ${round.gameCode} and s.revealed_at is null
          and exists (select 1 from l)
        returning s.id, s.server_seed, s.revealed_at, s.commitment, s.client_seed, s.next_nonce - 1 as nonce
      ), r as (
        insert into house_rounds (brand_id, member_id, fun_session, mode, vendor_code, player_id, game_code,
          game_version, request_id, stake, seed_id, commitment, client_seed, nonce, jackpot_odds, created_at)
        select ${key.brandId}, ${key.memberId}, ${key.funSession}, ${round.mode}, ${round.vendorCode}, ${round.playerId},
          ${round.gameCode}, ${round.gameVersion}, ${round.requestId}, ${round.stake}, s.id, s.commitment,
          s.client_seed, s.nonce, ${round.jackpotOdds}, ${round.at}
        from s returning *
      )
      select ${roundColumns} from r join s on s.id = r.seed_id cross join ${unflushedCommit}`),
    ),
  );
  return rows[0] ? toRound(rows[0]) : undefined;
}

/**
 * startRound of members, batched: the same statement over a set of spins, one per player (two
 * spins of one player never share a batch, whatever their games, so the player's reservation
 * sees the first).
 * A reused request id fails the batch; its spins then run alone and only that one fails.
 */
const startMemberRound = batched<NewRound, RoundRow | undefined>({
  keyOf: (round) => spinKey(round.key),
  alone: startRoundAlone,
  async together(db, rounds) {
    const input = JSON.stringify(
      rounds.map((round, ord) => ({
        ord,
        brand_id: round.key.brandId,
        member_id: round.key.memberId,
        mode: round.mode,
        vendor_code: round.vendorCode,
        player_id: round.playerId,
        game_code: round.gameCode,
        game_version: round.gameVersion,
        request_id: round.requestId,
        stake: round.stake.toString(),
        jackpot_odds: round.jackpotOdds,
        at: round.at.toISOString(),
        spin_key: spinKey(round.key),
        expires: new Date(round.at.getTime() + round.minIntervalMs).toISOString(),
      })),
    );
    const rows = rowsOf<RawRound & { ord: number }>(
      await db.execute(
        prepared(sql`with i as (
          select * from ${recordset(
            input,
            rounds.length,
            sql`ord int, brand_id int, member_id int, mode text, vendor_code text, player_id text, game_code text,
              game_version text, request_id text, stake bigint, jackpot_odds int, at timestamptz, spin_key text,
              expires timestamptz`,
          )} as x
        ), l as (
          insert into limit_counters as c (rule, key, window_start, expires_at, count)
          select ${HOUSE_SPIN_RULE}, i.spin_key, i.at, i.expires, 1 from i
          where exists (select 1 from house_seeds s where s.brand_id = i.brand_id and s.member_id = i.member_id
            and s.game_code = i.game_code and s.revealed_at is null)
          on conflict (rule, key) do update
            set window_start = excluded.window_start, expires_at = excluded.expires_at, count = 1
            where c.window_start <= ${spinAllowedSince}
          returning c.key
        ), s as (
          update house_seeds s set next_nonce = next_nonce + 1, last_spin_at = i.at from i
          where s.brand_id = i.brand_id and s.member_id = i.member_id and s.game_code = i.game_code
            and s.revealed_at is null and i.spin_key in (select key from l)
          returning s.id, s.server_seed, s.revealed_at, s.commitment, s.client_seed, s.next_nonce - 1 as nonce, i.ord
        ), r as (
          insert into house_rounds (brand_id, member_id, fun_session, mode, vendor_code, player_id, game_code,
            game_version, request_id, stake, seed_id, commitment, client_seed, nonce, jackpot_odds, created_at)
          select i.brand_id, i.member_id, null, i.mode, i.vendor_code, i.player_id, i.game_code, i.game_version,
            i.request_id, i.stake, s.id, s.commitment, s.client_seed, s.nonce, i.jackpot_odds, i.at
          from s join i on i.ord = s.ord returning *
        )
        select s.ord, ${roundColumns} from r join s on s.id = r.seed_id cross join ${unflushedCommit}`),
      ),
    );
    const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
    return rounds.map((_, ord) => {
      const row = byOrd.get(ord);
      if (!row) return undefined;
      const { ord: _ord, ...raw } = row;
      return toRound(raw);
    });
  },
});

/** The round a request id started, if any. */
export async function selectRoundByRequest(
  db: Database,
  key: PlayerKey,
  requestId: string,
): Promise<RoundRow | undefined> {
  return (await selectRounds(db, sql`${playerWhere('r', key)} and r.request_id = ${requestId}`))[0];
}

/** The player's latest round of a game (any status). */
export async function selectLatestRound(db: Database, key: PlayerKey, gameCode: string): Promise<RoundRow | undefined> {
  return (
    await selectRounds(db, sql`${playerWhere('r', key)} and r.game_code = ${gameCode}`, sql`order by r.id desc limit 1`)
  )[0];
}

/** A page of the player's settled rounds of a game, newest first (one extra row tells whether more exist). */
export async function selectHistory(
  db: Database,
  key: PlayerKey,
  gameCode: string,
  page: number,
  pageSize: number,
): Promise<RoundRow[]> {
  return selectRounds(
    db,
    sql`${playerWhere('r', key)} and r.game_code = ${gameCode} and r.status = 'settled'`,
    sql`order by r.id desc limit ${pageSize + 1} offset ${page * pageSize}`,
  );
}

export interface Settlement {
  outcome: Record<string, unknown>;
  payout: bigint;
  jackpotWin: bigint;
  balanceBefore: bigint;
  balanceAfter: bigint;
  at: Date;
}

interface Settle {
  id: number;
  settlement: Settlement;
  /** The round's pool share, posted with the settling (undefined: none, or already posted). */
  share: PostRequest | undefined;
}

/**
 * Settles rounds and posts their pool shares in one statement (house_settle_batch(), migration
 * 0022). Answers the ids of the rounds it settled. It commits without waiting for the WAL flush
 * (db/unflushed-commit.ts): a crash that loses it leaves the round pending with its share
 * unposted, and recovery completes it again with the wallet's original answer.
 */
async function settleAll(db: Database, items: readonly Settle[]): Promise<Set<number>> {
  const rounds = JSON.stringify(
    items.map(({ id, settlement: s }) => ({
      id,
      outcome: s.outcome,
      payout: s.payout.toString(),
      jackpot_win: s.jackpotWin.toString(),
      balance_before: s.balanceBefore.toString(),
      balance_after: s.balanceAfter.toString(),
      at: s.at.toISOString(),
    })),
  );
  const shares = JSON.stringify(items.flatMap((item) => (item.share ? [batchItemOf(callOf(item.share))] : [])));
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(
      prepared(
        sql`select id from house_settle_batch(${rounds}::jsonb, ${shares}::jsonb) cross join ${unflushedCommit}`,
      ),
    ),
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** settleRound's statement; concurrent settles share one (group commit, db/statement-batch.ts). */
const settleStatement = batched<Settle, boolean>({
  keyOf: (item) => item.id,
  alone: async (db, item) => (await settleAll(db, [item])).has(item.id),
  async together(db, items) {
    const settled = await settleAll(db, items);
    return items.map((item) => settled.has(item.id));
  },
});

/**
 * Settles a pending round (false when it is not pending any more: another completion settled
 * it) and posts its pool share in the same statement, so a settled round has paid its share.
 * Concurrent calls share one statement (group commit).
 */
export function settleRound(
  db: Database,
  id: number,
  settlement: Settlement,
  share: PostRequest | undefined,
): Promise<boolean> {
  return settleStatement(db, { id, settlement, share });
}

/** Marks a pending round cancelled (its stake was never taken). */
export async function cancelRound(db: Database, id: number, at: Date): Promise<void> {
  await db.execute(
    sql`update house_rounds set status = 'cancelled', settled_at = ${at}, claimed_until = null
      where id = ${id} and status = 'pending'`,
  );
}

/** Re-reads one round. */
export async function selectRound(db: Database, id: number): Promise<RoundRow | undefined> {
  return (await selectRounds(db, sql`r.id = ${id}`))[0];
}

/**
 * Claims pending rounds older than `olderThan` for completion, for `leaseMs`: each is claimed by
 * one process at a time (SKIP LOCKED, then the lease), so several servers can run the job.
 */
export async function claimPendingRounds(
  db: Database,
  olderThan: Date,
  at: Date,
  leaseMs: number,
  limit: number,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`update house_rounds set claimed_until = ${new Date(at.getTime() + leaseMs)}
      where id in (
        select id from house_rounds
        where status = 'pending' and created_at <= ${olderThan} and (claimed_until is null or claimed_until < ${at})
        order by created_at limit ${limit} for update skip locked)
      returning id::int as "id"`),
  );
  return rows.map((row) => row.id);
}

/** Free play: settles the round and moves the fun balance in one transaction; false when the balance is short. */
export async function settleFunRound(
  db: Database,
  round: RoundRow,
  settlement: Omit<Settlement, 'balanceBefore' | 'balanceAfter'>,
): Promise<'settled' | 'short' | 'gone'> {
  return db.transaction(async (tx) => {
    const locked = rowsOf<{ status: string }>(
      await tx.execute(sql`select status from house_rounds where id = ${round.id} for update`),
    );
    if (locked[0]?.status !== 'pending') return 'gone';
    const moved = rowsOf<{ balance: string }>(
      await tx.execute(sql`update house_fun_sessions set balance = balance - ${round.stake} + ${settlement.payout}
        where session = ${round.funSession} and balance >= ${round.stake} returning balance::text as "balance"`),
    );
    const after = moved[0] ? BigInt(moved[0].balance) : undefined;
    if (after === undefined) return 'short';
    // Fun money has no pool share.
    await settleRound(
      tx,
      round.id,
      { ...settlement, balanceBefore: after + round.stake - settlement.payout, balanceAfter: after },
      undefined,
    );
    return 'settled';
  });
}

/**
 * A trial account's fun balance: its newest fun session's (null before its first game, when it
 * has the brand's starting fun balance). Expired sessions count: the money is the account's.
 */
export async function trialFunBalance(db: Database, memberId: number): Promise<bigint | null> {
  const rows = rowsOf<{ balance: string }>(
    await db.execute(
      sql`select balance::text as "balance" from house_fun_sessions where member_id = ${memberId}
          order by created_at desc, session desc limit 1`,
    ),
  );
  return rows[0] ? BigInt(rows[0].balance) : null;
}

/** A fun session's balance (0 when unknown). */
export async function funBalance(db: Database, session: string): Promise<bigint> {
  const rows = rowsOf<{ balance: string }>(
    await db.execute(sql`select balance::text as "balance" from house_fun_sessions where session = ${session}`),
  );
  return BigInt(rows[0]?.balance ?? '0');
}
