import { sql, type SQL } from 'drizzle-orm';
import type { ContractKind, Wage } from '../../../shared/api/agent';
import { CONTRACT_KINDS } from '../../../shared/api/agent';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';

/** A filter over agent_payouts (paid rows only: amount > 0). */
export interface PayoutFilter {
  brandId: number;
  /** Payouts to this member, or made by it ('paid'). */
  memberId?: number;
  direction?: 'received' | 'paid';
  /** Exactly this payee (the operator's per-agent view). */
  payeeId?: number;
  kind?: ContractKind;
  from?: Date;
  to?: Date;
}

function whereOf(filter: PayoutFilter): SQL {
  const parts: SQL[] = [sql`p.brand_id = ${filter.brandId}`, sql`p.amount > 0`];
  if (filter.memberId !== undefined)
    parts.push(
      filter.direction === 'paid' ? sql`p.payer_id = ${filter.memberId}` : sql`p.payee_id = ${filter.memberId}`,
    );
  if (filter.payeeId !== undefined) parts.push(sql`p.payee_id = ${filter.payeeId}`);
  if (filter.kind) parts.push(sql`p.kind = ${filter.kind}`);
  if (filter.from) parts.push(sql`p.period_start >= ${filter.from.toISOString()}`);
  if (filter.to) parts.push(sql`p.period_start < ${filter.to.toISOString()}`);
  return sql.join(parts, sql` and `);
}

/** Minor units selected as text (::text) to a major-unit number. */
const num = (minor: unknown): number => minorToNumber(BigInt((minor as string | null) ?? '0'));

/** One page of payouts, newest period first, with the filter's totals (overall and per kind). */
export async function payoutPage(
  db: Database,
  filter: PayoutFilter,
  page: number,
  size: number,
): Promise<{ items: Wage[]; total: number; totals: { amount: number; byKind: Record<ContractKind, number> } }> {
  const where = whereOf(filter);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.id, p.kind, p.part, p.period_start, p.period_end, p.basis::text as basis, p.rate_bp,
             p.amount::text as amount, p.carry_over::text as carry_over, p.platform_covered::text as covered,
             p.paid_at, payee.username as payee, payer.username as payer
        from agent_payouts p
        join members payee on payee.id = p.payee_id
        left join members payer on payer.id = p.payer_id
       where ${where}
       order by p.period_start desc, p.id desc
       limit ${size} offset ${(page - 1) * size}`),
  );
  const sums = rowsOf<{ kind: string; amount: string; count: string }>(
    await db.execute(sql`
      select p.kind, sum(p.amount)::text as amount, count(*)::text as count
        from agent_payouts p where ${where} group by p.kind`),
  );
  const byKind = Object.fromEntries(CONTRACT_KINDS.map((k) => [k, 0])) as Record<ContractKind, number>;
  let amount = 0n;
  let total = 0;
  for (const s of sums) {
    byKind[s.kind as ContractKind] = num(s.amount);
    amount += BigInt(s.amount);
    total += Number(s.count);
  }
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind as ContractKind,
      part: r.part as Wage['part'],
      periodStart: new Date(r.period_start as string).getTime(),
      periodEnd: new Date(r.period_end as string).getTime(),
      payer: (r.payer as string | null) ?? 'platform',
      payee: r.payee as string,
      basis: num(r.basis),
      rateBp: Number(r.rate_bp),
      amount: num(r.amount),
      carryOver: num(r.carry_over),
      platformCovered: num(r.covered),
      paidAt: new Date(r.paid_at as string).getTime(),
    })),
    total,
    totals: { amount: minorToNumber(amount), byKind },
  };
}

/** The settled periods, newest first (the operator's view of the job runs). */
export async function settledPeriods(db: Database, brandId: number, limit: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select kind, period_start, period_end, payouts, amount::text as amount, duration_ms, finished_at
        from agent_wage_periods where brand_id = ${brandId}
       order by finished_at desc, kind limit ${limit}`),
  );
  return rows.map((r) => ({
    kind: r.kind as string,
    periodStart: new Date(r.period_start as string).getTime(),
    periodEnd: new Date(r.period_end as string).getTime(),
    payouts: Number(r.payouts),
    amount: num(r.amount),
    durationMs: Number(r.duration_ms),
    finishedAt: new Date(r.finished_at as string).getTime(),
  }));
}

/** The scheduler's journal of the wage jobs, newest first. */
export async function wageJobRuns(db: Database, names: readonly string[], limit: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select name, period_start, runner, started_at, finished_at, error from job_runs
       where name in (${sql.join(
         names.map((n) => sql`${n}`),
         sql`, `,
       )})
       order by started_at desc limit ${limit}`),
  );
  return rows.map((r) => ({
    name: r.name as string,
    periodStart: new Date(r.period_start as string).getTime(),
    runner: r.runner as string,
    startedAt: new Date(r.started_at as string).getTime(),
    finishedAt: r.finished_at ? new Date(r.finished_at as string).getTime() : null,
    error: (r.error as string | null) ?? null,
  }));
}
