import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { ApiError } from '../../lib/errors';

/**
 * The one attempt limiter of the server. Every limit (sign-ins, payment password, registrations,
 * SMS, captchas, password resets, feedback, launches, spins, and whatever comes later: lottery
 * bets, chat) counts attempts here, one way:
 *
 *   const [slot] = await take(db, now, [[RULES.feedbackIp, `${brandId}:${ip}`]], 'Too much feedback');
 *   ...the expensive or effectful work...
 *
 * A rule allows `max` attempts per key in a fixed window of `windowMs` that opens at the key's
 * first attempt. The counters live in the database table limit_counters, shared by every server
 * process, and an attempt is RESERVED before the work it guards with one atomic statement
 * (INSERT ... ON CONFLICT DO UPDATE ... RETURNING): requests arriving together each get their own
 * count, so a burst of 100 gets counts 1..100 and only the first `max` go on. Decide from the
 * count `reserve` returns, never from a count read earlier.
 *
 * After the work a caller may give the attempt back (`release`: a registration that failed), clear
 * the key (`clear`: a successful sign-in forgives the failures before it) or hold the key shut for
 * a while (`holdUntil`: a lock). Expired rows are removed by `pruneExpired`, run periodically.
 */

/** A limit: at most `max` attempts per key in a window of `windowMs`. `rule` names its rows. */
export interface Limit {
  readonly rule: string;
  readonly max: number;
  readonly windowMs: number;
}

/** One reserved attempt: the key's count including it, and its window. */
export interface Slot {
  readonly limit: Limit;
  readonly key: string;
  /** Attempts of the key in this window, this one included (1 for the first). */
  readonly count: number;
  readonly windowStart: Date;
  readonly expiresAt: Date;
  /** count <= limit.max. */
  readonly allowed: boolean;
  /** Whole seconds until the window ends (at least 1). */
  readonly retryAfter: number;
  /** The key is locked (holdUntil), not merely full of attempts in flight or counted. */
  readonly held: boolean;
}

/** A limit and the key it is counted for (e.g. `${brandId}:${ip}`). */
export type Check = readonly [limit: Limit, key: string];

interface CounterRow {
  rule: string;
  key: string;
  count: number;
  windowStart: Date | string;
  expiresAt: Date | string;
  held: boolean;
}

const secondsUntil = (at: Date, now: number): number => Math.max(1, Math.ceil((at.getTime() - now) / 1000));

/**
 * Reserves one attempt of every check in one statement and returns the slots in the order of
 * `checks`. Rows are written in (rule, key) order so concurrent reservations of the same keys
 * lock them in the same order (no deadlock on PostgreSQL).
 */
export async function reserve(db: Database, now: number, checks: readonly Check[]): Promise<Slot[]> {
  if (checks.length === 0) return [];
  const at = new Date(now);
  const ordered = [...checks].sort(([a, ak], [b, bk]) =>
    a.rule === b.rule ? (ak < bk ? -1 : ak > bk ? 1 : 0) : a.rule < b.rule ? -1 : 1,
  );
  const values = sql.join(
    ordered.map(([limit, key]) => sql`(${limit.rule}, ${key}, ${at}, ${new Date(now + limit.windowMs)}, 1)`),
    sql`, `,
  );
  const rows = rowsOf<CounterRow>(
    await db.execute(sql`insert into limit_counters as c (rule, key, window_start, expires_at, count)
      values ${values}
      on conflict (rule, key) do update set
        window_start = case when c.expires_at <= excluded.window_start then excluded.window_start else c.window_start end,
        expires_at = case when c.expires_at <= excluded.window_start then excluded.expires_at else c.expires_at end,
        count = case when c.expires_at <= excluded.window_start then 1 else c.count + 1 end,
        held = c.held and c.expires_at > excluded.window_start
      returning c.rule, c.key, c.count::int as "count", c.window_start as "windowStart", c.expires_at as "expiresAt",
        c.held`),
  );
  const byId = new Map(rows.map((row) => [`${row.rule}\u0000${row.key}`, row]));
  return checks.map(([limit, key]) => {
    const row = byId.get(`${limit.rule}\u0000${key}`);
    if (!row) throw new Error(`limit ${limit.rule} reserved no row`);
    const expiresAt = new Date(row.expiresAt);
    return {
      limit,
      key,
      count: Number(row.count),
      windowStart: new Date(row.windowStart),
      expiresAt,
      allowed: Number(row.count) <= limit.max,
      retryAfter: secondsUntil(expiresAt, now),
      held: row.held === true,
    };
  });
}

/**
 * Reserves every check and throws 429 TOO_MANY_REQUESTS when any is over its limit, with the
 * wait and the message of the first refused check (a message function tells the rules apart);
 * the attempts of the other checks are then given back, so a refused request costs nothing.
 * Returns the slots of an allowed attempt.
 */
export async function take(
  db: Database,
  now: number,
  checks: readonly Check[],
  message: string | ((refused: Slot) => string),
): Promise<Slot[]> {
  const slots = await reserve(db, now, checks);
  const refused = slots.find((slot) => !slot.allowed);
  if (!refused) return slots;
  await Promise.all(slots.filter((slot) => slot.allowed).map((slot) => release(db, slot)));
  throw tooManyRequests(refused.retryAfter, typeof message === 'string' ? message : message(refused));
}

/**
 * Gives a reserved attempt back (the guarded work did not happen or did not count), or `attempts`
 * of them (a success forgives the caller's own earlier failures on a shared key).
 */
export async function release(db: Database, slot: Slot, attempts = 1): Promise<void> {
  await db.execute(sql`update limit_counters set count = greatest(count - ${attempts}, 0)
    where rule = ${slot.limit.rule} and key = ${slot.key} and window_start = ${slot.windowStart}`);
}

/**
 * Clears the key after a success: the attempts up to this one are forgiven. When attempts were
 * reserved after this one (a burst still running) only this attempt is given back, so a success
 * inside a burst does not reopen the limit for the rest of it.
 */
export async function clear(db: Database, slot: Slot): Promise<void> {
  const row = sql`rule = ${slot.limit.rule} and key = ${slot.key} and window_start = ${slot.windowStart}`;
  // One statement, one round trip: the two parts match disjoint counts of the same row.
  await db.execute(sql`with gone as (delete from limit_counters where ${row} and count <= ${slot.count} returning 1)
    update limit_counters set count = count - 1 where ${row} and count > ${slot.count}`);
}

/** Keeps the key's window open until `until` (a lock counted from the attempt that caused it). */
export async function holdUntil(db: Database, slot: Slot, until: Date): Promise<void> {
  await db.execute(sql`update limit_counters set expires_at = greatest(expires_at, ${until}), held = true
    where rule = ${slot.limit.rule} and key = ${slot.key} and window_start = ${slot.windowStart}`);
}

/** Forgets a key of a limit outright (an operator unlocks an account), or every key starting with `key`. */
export async function forget(db: Database, limit: Limit, key: string, asPrefix = false): Promise<void> {
  await db.execute(sql`delete from limit_counters where rule = ${limit.rule}
    and ${asPrefix ? sql`left(key, ${key.length}) = ${key}` : sql`key = ${key}`}`);
}

/** The key's counter without reserving (its window may be over), or undefined when it has none. */
export async function peek(
  db: Database,
  limit: Limit,
  key: string,
): Promise<{ count: number; windowStart: Date; expiresAt: Date } | undefined> {
  const [row] = rowsOf<{ count: number; windowStart: Date | string; expiresAt: Date | string }>(
    await db.execute(sql`select count::int as "count", window_start as "windowStart", expires_at as "expiresAt"
      from limit_counters where rule = ${limit.rule} and key = ${key}`),
  );
  if (!row) return undefined;
  return { count: Number(row.count), windowStart: new Date(row.windowStart), expiresAt: new Date(row.expiresAt) };
}

/** Deletes counters whose window is over; returns how many. Run periodically (runEvery). */
export async function pruneExpired(db: Database, now: number): Promise<number> {
  const rows = await db.execute(sql`delete from limit_counters where expires_at <= ${new Date(now)} returning 1`);
  return rowsOf(rows).length;
}

/** 429 TOO_MANY_REQUESTS with the wait in the envelope and the Retry-After header. */
export function tooManyRequests(retryAfter: number, message: string): ApiError {
  return new ApiError(
    429,
    ERROR_CODES.tooManyRequests,
    message,
    null,
    { 'retry-after': String(retryAfter) },
    retryAfter,
  );
}
