import { and, asc, eq, sql } from 'drizzle-orm';
import type { LotteryTicket } from '../../../shared/api/lottery-tickets';
import { exposureOf, isBetType, type LotteryOdds } from '../../../games/lottery/engine';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { lotteryIssues, lotterySlips, lotteryTickets, type LotteryTicketRow } from '../../db/schema';

/**
 * Ticket reads and the per-key exposure bookkeeping shared by placing, cancelling, dropping a
 * refused slip and stopping a chase. Wallet message ids are derived here so every path names
 * the same money movement the same way (a repeat is then answered by the wallet as a repeat).
 */

/** The slip's one wallet bet (transaction and round). */
export const slipBetId = (slipId: number) => `lottery-slip-${slipId}`;
/** A ticket's refund (cancel, void, stopped chase): one credit per ticket. */
export const ticketRefundId = (ticketId: number) => `lottery-ticket-${ticketId}-refund`;
/** An issue's wins for one player: one credit per player per issue (the sum of their winning tickets). */
export const issueWinId = (issueId: number) => `lottery-issue-${issueId}-win`;
/** The record's round of an issue: its numero scoped by game (real-time wages group by it). */
export const issueRoundRef = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

/** The exposure key that sums an issue's tickets' maximum payouts, sharded to spread the row's writers. */
export const ISSUE_TOTAL_KEY = '#total';
export const ISSUE_TOTAL_SHARDS = 16;

/** A ticket row with its issue's numero and lock time, as the page's API answers it. */
export interface TicketWithIssue {
  readonly ticket: LotteryTicketRow;
  readonly numero: string;
  readonly locksAt: Date;
}

export function ticketView(row: TicketWithIssue, gameCode: string, chased: boolean): LotteryTicket {
  const { ticket } = row;
  return {
    id: ticket.id,
    gameCode,
    numero: row.numero,
    type: ticket.type,
    numbers: ticket.numbers,
    units: ticket.units,
    lines: ticket.lines,
    cost: Number(ticket.cost),
    payout: Number(ticket.payout),
    hits: ticket.hits,
    status: ticket.status,
    chaseId: chased ? ticket.slipId : null,
    placedAt: ticket.placedAt.getTime(),
    settledAt: ticket.settledAt ? ticket.settledAt.getTime() : null,
    locksAt: row.locksAt.getTime(),
  };
}

/** A slip's tickets in placing order (issue by issue, bet by bet). */
export async function ticketsOfSlip(db: Database, slipId: number): Promise<TicketWithIssue[]> {
  return db
    .select({ ticket: lotteryTickets, numero: lotteryIssues.numero, locksAt: lotteryIssues.locksAt })
    .from(lotteryTickets)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryTickets.issueId))
    .where(eq(lotteryTickets.slipId, slipId))
    .orderBy(asc(lotteryIssues.drawsAt), asc(lotteryTickets.betIndex));
}

/** One ticket of a member with its issue and slip. */
export async function memberTicket(db: Database, memberId: number, ticketId: number) {
  const [row] = await db
    .select({
      ticket: lotteryTickets,
      numero: lotteryIssues.numero,
      locksAt: lotteryIssues.locksAt,
      slip: lotterySlips,
    })
    .from(lotteryTickets)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryTickets.issueId))
    .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryTickets.slipId))
    .where(and(eq(lotteryTickets.id, ticketId), eq(lotteryTickets.memberId, memberId)));
  return row;
}

/** Takes the advisory locks of these (issue, key) pairs in one order (by hash), so slips never deadlock. */
export async function lockExposureKeys(tx: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(h) from (
      select distinct hashtextextended(k, 19) as h from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k
      order by 1) as s`);
}

/** Adds (or with a negative amount, releases) exposure per (issue, key). */
export async function addExposures(
  tx: Database,
  rows: readonly { issueId: number; key: string; amount: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const items = rows.map((row) => ({ issue_id: row.issueId, key: row.key, amount: row.amount }));
  await tx.execute(sql`insert into lottery_exposures (issue_id, key, amount)
    select x.issue_id, x.key, x.amount from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
      as x(issue_id bigint, key text, amount bigint)
    on conflict (issue_id, key) do update set amount = lottery_exposures.amount + excluded.amount`);
}

/** What an issue already holds on these keys. */
export async function exposuresOf(
  tx: Database,
  issueId: number,
  keys: readonly string[],
): Promise<Map<string, number>> {
  const rows = rowsOf<{ key: string; amount: string }>(
    await tx.execute(sql`select key, amount::text as amount from lottery_exposures
      where issue_id = ${issueId} and key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`),
  );
  return new Map(rows.map((row) => [row.key, Number(row.amount)]));
}

/** The issue's summed maximum payouts over its shards. */
export async function issueTotalOf(tx: Database, issueId: number): Promise<number> {
  const rows = rowsOf<{ total: string | null }>(
    await tx.execute(sql`select sum(amount)::text as total from lottery_exposures
      where issue_id = ${issueId} and key like ${`${ISSUE_TOTAL_KEY}:%`}`),
  );
  return Number(rows[0]?.total ?? '0');
}

/** The exposure rows a ticket adds (its lines' keys and its share of the issue total). */
export function ticketExposures(
  ticket: Pick<LotteryTicketRow, 'issueId' | 'type' | 'numbers' | 'units' | 'maxPayout' | 'memberId'>,
  odds: LotteryOdds,
  sign: 1 | -1,
): { issueId: number; key: string; amount: number }[] {
  if (!isBetType(ticket.type)) return [];
  const lines = exposureOf({ type: ticket.type, numbers: ticket.numbers, units: ticket.units }, odds);
  return [
    ...lines.map((line) => ({ issueId: ticket.issueId, key: line.key, amount: sign * line.amount })),
    {
      issueId: ticket.issueId,
      key: `${ISSUE_TOTAL_KEY}:${ticket.memberId % ISSUE_TOTAL_SHARDS}`,
      amount: sign * Number(ticket.maxPayout),
    },
  ];
}

/** Releases what these tickets held (cancelled, dropped or stopped before their draw). */
export async function releaseExposures(
  tx: Database,
  tickets: readonly Parameters<typeof ticketExposures>[0][],
  odds: LotteryOdds,
): Promise<void> {
  const rows = tickets.flatMap((ticket) => ticketExposures(ticket, odds, -1));
  await lockExposureKeys(
    tx,
    rows.map((row) => `${row.issueId}:${row.key}`),
  );
  await addExposures(tx, merge(rows));
}

/** Sums rows of the same (issue, key). */
export function merge(
  rows: readonly { issueId: number; key: string; amount: number }[],
): { issueId: number; key: string; amount: number }[] {
  const sums = new Map<string, { issueId: number; key: string; amount: number }>();
  for (const row of rows) {
    const id = `${row.issueId}:${row.key}`;
    const sum = sums.get(id);
    if (sum) sum.amount += row.amount;
    else sums.set(id, { ...row });
  }
  return [...sums.values()];
}
