import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq, lt } from 'drizzle-orm';
import type {
  ContractKind,
  DailyTerms,
  DividendCycle,
  DividendTerms,
  HourlyTerms,
  RealtimeTerms,
} from '../../../shared/api/agent';
import type { Database } from '../../db/client';
import { agentPayouts, agentWagePeriods, brands } from '../../db/schema';
import { contractsInForce, teamFigures, type ContractInForce } from './wages-figures';
import {
  dailyWage,
  dividendWage,
  EMPTY_FIGURES,
  hourlyWage,
  realtimeWages,
  type TeamFigures,
  type WageLine,
} from './wages-math';
import { payLine, type PayoutOrder } from './wages-pay';
import { closedCycles, closedPeriods, type Period } from './wages-periods';

export interface SettleOptions {
  /** Transactions paid at once within one tree level (1 on PGlite: one connection). */
  concurrency?: number;
  /**
   * The share of wall time the payouts may keep each worker busy (default 1: no rest). The app
   * sets less so a run leaves the machine to the players (see pacedPool).
   */
  busyShare?: number;
  /** Called after each payout committed (tests inject a crash here). */
  afterPayout?: (paidSoFar: number) => void;
}

export interface SettleResult {
  payouts: number;
  amount: bigint;
  skipped: boolean;
}

interface Brand {
  id: number;
  currency: string;
  timeZone: string;
}

/** The key of a settled period: dividends per cycle (a weekly and a monthly cycle may start together). */
function periodKind(kind: ContractKind, cycle?: DividendCycle): string {
  return cycle ? `${kind}:${cycle}` : kind;
}

async function carryIn(db: Database, brandId: number, payeeId: number, before: Date): Promise<bigint> {
  const [row] = await db
    .select({ carryOver: agentPayouts.carryOver })
    .from(agentPayouts)
    .where(
      and(
        eq(agentPayouts.brandId, brandId),
        eq(agentPayouts.kind, 'dividend'),
        eq(agentPayouts.payeeId, payeeId),
        lt(agentPayouts.periodStart, before),
      ),
    )
    .orderBy(desc(agentPayouts.periodStart))
    .limit(1);
  return row?.carryOver ?? 0n;
}

async function linesOf(
  db: Database,
  brand: Brand,
  kind: ContractKind,
  contract: ContractInForce,
  figures: TeamFigures,
  period: Period,
): Promise<WageLine[]> {
  switch (kind) {
    case 'daily':
      return [dailyWage(contract.terms as unknown as DailyTerms, figures)];
    case 'hourly':
      return [hourlyWage(contract.terms as unknown as HourlyTerms, figures)];
    case 'realtime':
      return realtimeWages(contract.terms as unknown as RealtimeTerms, figures);
    case 'dividend':
      return [
        dividendWage(
          contract.terms as unknown as DividendTerms,
          figures,
          await carryIn(db, brand.id, contract.childId, period.start),
        ),
      ];
  }
}

/**
 * Runs `work` over items with at most `limit` at once. With `busyShare` below 1 each worker rests
 * after an item for as long as makes its busy time that share of the wall time: a wage run is a
 * background job with minutes to spare, and on a small machine it must not take the cores the
 * players' bets need (the real-time bench's bets doubled their p99 under an unpaced run).
 */
export async function pacedPool<T>(
  items: readonly T[],
  { limit, busyShare = 1, rest = sleep }: { limit: number; busyShare?: number; rest?: (ms: number) => Promise<void> },
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const began = performance.now();
      await work(items[next++] as T);
      if (busyShare < 1) await rest(((performance.now() - began) * (1 - busyShare)) / busyShare);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Settles one period of one kind for a brand: every contract in force is paid its line(s) on its
 * team's figures, top of the tree first (a parent is paid before it pays its children), each
 * payout its own idempotent ledger transaction (wages-pay.ts). The period is recorded as settled
 * at the end; a run that died half way settles it again and pays only what is missing.
 * Lines that pay nothing are not stored, except dividends (their carry-over is read next cycle).
 * A suspended holder's contracts are skipped (see the rule at the loop below).
 */
export async function settlePeriod(
  db: Database,
  brand: Brand,
  kind: ContractKind,
  period: Period,
  options: SettleOptions = {},
  cycle?: DividendCycle,
): Promise<SettleResult> {
  const key = periodKind(kind, cycle);
  const [done] = await db
    .select({ payouts: agentWagePeriods.payouts })
    .from(agentWagePeriods)
    .where(
      and(
        eq(agentWagePeriods.brandId, brand.id),
        eq(agentWagePeriods.kind, key),
        eq(agentWagePeriods.periodStart, period.start),
      ),
    );
  if (done) return { payouts: 0, amount: 0n, skipped: true };
  const started = Date.now();
  let contracts = await contractsInForce(db, brand.id, kind);
  if (cycle) contracts = contracts.filter((c) => (c.terms as unknown as DividendTerms).cycle === cycle);
  const figures = await teamFigures(
    db,
    brand.id,
    contracts.map((c) => c.childId),
    period,
  );
  const orders: (PayoutOrder & { depth: number })[] = [];
  for (const contract of contracts) {
    // Suspension rule: while an operator has an agent suspended, its own contracts pay it nothing
    // for the periods settled during the suspension: nothing accrues for later, no payout row is
    // written (for dividends the carry-over stays where the last paid cycle left it). Its children's
    // contracts are not affected: they are still paid by it (the platform covering any shortfall).
    if (contract.suspended) continue;
    const lines = await linesOf(db, brand, kind, contract, figures.get(contract.childId) ?? EMPTY_FIGURES, period);
    for (const line of lines) {
      if (line.amount <= 0n && kind !== 'dividend') continue;
      orders.push({
        brandId: brand.id,
        currency: brand.currency,
        kind,
        period,
        payeeId: contract.childId,
        payerId: contract.parentId,
        contractId: contract.id,
        line,
        depth: contract.depth,
      });
    }
  }
  const levels = [...new Set(orders.map((o) => o.depth))].sort((a, b) => a - b);
  let payouts = 0;
  let amount = 0n;
  for (const level of levels) {
    await pacedPool(
      orders.filter((o) => o.depth === level),
      { limit: options.concurrency ?? 1, busyShare: options.busyShare },
      async (order) => {
        if (!(await payLine(db, order))) return;
        payouts += 1;
        amount += order.line.amount;
        options.afterPayout?.(payouts);
      },
    );
  }
  await db
    .insert(agentWagePeriods)
    .values({
      brandId: brand.id,
      kind: key,
      periodStart: period.start,
      periodEnd: period.end,
      payouts,
      amount,
      durationMs: Date.now() - started,
    })
    .onConflictDoNothing();
  return { payouts, amount, skipped: false };
}

/** How many closed periods a run looks back over (catching up after downtime). */
const LOOKBACK = { daily: 3, hourly: 6, realtime: 6, dividendDays: 3 } as const;

async function brandsOf(db: Database): Promise<Brand[]> {
  return db.select({ id: brands.id, currency: brands.currency, timeZone: brands.timeZone }).from(brands);
}

/** Settles every closed, unsettled period of a kind for every brand (what a job run does). */
export async function settleDue(
  db: Database,
  kind: ContractKind,
  now: number,
  options: SettleOptions = {},
): Promise<SettleResult> {
  const total: SettleResult = { payouts: 0, amount: 0n, skipped: false };
  const add = (result: SettleResult) => {
    total.payouts += result.payouts;
    total.amount += result.amount;
  };
  for (const brand of await brandsOf(db)) {
    if (kind === 'dividend') {
      for (const cycle of ['daily', 'weekly', 'semimonthly', 'monthly'] as const)
        for (const period of closedCycles(cycle, brand.timeZone, now, LOOKBACK.dividendDays))
          add(await settlePeriod(db, brand, kind, period, options, cycle));
      continue;
    }
    for (const period of closedPeriods(kind, brand.timeZone, now, LOOKBACK[kind]))
      add(await settlePeriod(db, brand, kind, period, options));
  }
  return total;
}
