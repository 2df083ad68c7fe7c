import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inRange, type BatchRange, type Consumer } from '../events/consumer';

/**
 * The consumers that keep the report summaries (migration 0029) from the record of all bets and
 * the event stream. Each batch is applied set-based: a few statements whatever its size. A bet or
 * event counts for the ancestors its member has when it is applied (history stays with the upline
 * of the time). Hour rows are only kept for the last two business days (today's chart).
 */

const BATCH_SIZE = 20_000;

/** The four grains of team_figures and their date_trunc units. */
const GRAINS = sql`(values ('h'::"char", 'hour'), ('d'::"char", 'day'), ('w'::"char", 'week'), ('m'::"char", 'month'))`;

/** Hour rows are written only for hours of yesterday and today (business clock). */
const grainWanted = sql`(gr.grain <> 'h' or x.hour >= date_trunc('day', x.local_now) - interval '1 day')`;

const addFigures = (columns: string[]) =>
  sql.raw(columns.map((column) => `${column} = t.${column} + excluded.${column}`).join(', '));

async function applyBets(tx: Database, range: BatchRange): Promise<void> {
  await tx.execute(sql`insert into member_game_day_figures as t
      (member_id, day, game_type, brand_id, bet_count, stake, valid_turnover, payout)
    select b.member_id, (b.settled_at at time zone br.time_zone)::date, b.game_type, b.brand_id,
      count(*), sum(b.stake), sum(b.valid_turnover), sum(b.payout)
    from bet_records b join brands br on br.id = b.brand_id
    where ${inRange('b', range)}
    group by 1, 2, 3, 4
    on conflict (member_id, day, game_type) do update set
      ${addFigures(['bet_count', 'stake', 'valid_turnover', 'payout'])}`);
  await tx.execute(sql`insert into member_day_figures as t
      (member_id, day, brand_id, bet_count, stake, valid_turnover, payout)
    select b.member_id, (b.settled_at at time zone br.time_zone)::date, b.brand_id,
      count(*), sum(b.stake), sum(b.valid_turnover), sum(b.payout)
    from bet_records b join brands br on br.id = b.brand_id
    where ${inRange('b', range)}
    group by 1, 2, 3
    on conflict (member_id, day) do update set ${addFigures(['bet_count', 'stake', 'valid_turnover', 'payout'])}`);
  // The member's first bet of a period (a fresh member_active_periods row) makes it an active
  // player of that period for every ancestor.
  await tx.execute(sql`with x as (
      select b.member_id, b.brand_id, date_trunc('hour', b.settled_at at time zone br.time_zone) as hour,
        now() at time zone br.time_zone as local_now,
        count(*) as n, sum(b.stake) as stake, sum(b.valid_turnover) as vt, sum(b.payout) as payout
      from bet_records b join brands br on br.id = b.brand_id
      where ${inRange('b', range)}
      group by 1, 2, 3, 4
    ), g as (
      select x.member_id, x.brand_id, gr.grain, date_trunc(gr.unit, x.hour) as at,
        sum(x.n) as n, sum(x.stake) as stake, sum(x.vt) as vt, sum(x.payout) as payout
      from x cross join ${GRAINS} as gr(grain, unit)
      where ${grainWanted}
      group by 1, 2, 3, 4
    ), fresh as (
      insert into member_active_periods (member_id, grain, at) select g.member_id, g.grain, g.at from g
      on conflict do nothing returning member_id, grain, at
    )
    insert into team_figures as t (ancestor_id, grain, at, brand_id, bet_count, stake, valid_turnover, payout, active_players)
    select m.ancestor_id, g.grain, g.at, g.brand_id, sum(g.n), sum(g.stake), sum(g.vt), sum(g.payout), count(f.member_id)
    from g
    join member_tree m on m.member_id = g.member_id
    left join fresh f on f.member_id = g.member_id and f.grain = g.grain and f.at = g.at
    group by 1, 2, 3, 4
    on conflict (ancestor_id, grain, at) do update set
      ${addFigures(['bet_count', 'stake', 'valid_turnover', 'payout', 'active_players'])}`);
}

async function applyEvents(tx: Database, range: BatchRange): Promise<void> {
  const events = sql`select e.member_id, e.brand_id,
      date_trunc('hour', e.created_at at time zone br.time_zone) as hour, now() at time zone br.time_zone as local_now,
      coalesce(sum((e.payload->>'amount')::bigint) filter (where e.kind = 'deposit.credited'), 0) as deposits,
      coalesce(sum((e.payload->>'amount')::bigint) filter (where e.kind = 'withdrawal.paid'), 0) as withdrawals,
      count(*) filter (where e.kind = 'member.registered') as registered
    from events e join brands br on br.id = e.brand_id
    where ${inRange('e', range)} and e.member_id is not null
      and e.kind in ('deposit.credited', 'withdrawal.paid', 'member.registered')
    group by 1, 2, 3, 4`;
  await tx.execute(sql`insert into member_day_figures as t (member_id, day, brand_id, deposits, withdrawals)
    select x.member_id, x.hour::date, x.brand_id, sum(x.deposits), sum(x.withdrawals)
    from (${events}) x
    where x.deposits > 0 or x.withdrawals > 0
    group by 1, 2, 3
    on conflict (member_id, day) do update set ${addFigures(['deposits', 'withdrawals'])}`);
  // A member's registration counts for its uplines, not for itself (depth > 0).
  await tx.execute(sql`insert into team_figures as t (ancestor_id, grain, at, brand_id, deposits, withdrawals, new_members)
    select m.ancestor_id, gr.grain, date_trunc(gr.unit, x.hour), x.brand_id,
      sum(x.deposits), sum(x.withdrawals), coalesce(sum(x.registered) filter (where m.depth > 0), 0)
    from (${events}) x
    cross join ${GRAINS} as gr(grain, unit)
    join member_tree m on m.member_id = x.member_id
    where ${grainWanted}
    group by 1, 2, 3, 4
    on conflict (ancestor_id, grain, at) do update set ${addFigures(['deposits', 'withdrawals', 'new_members'])}`);
}

export const betSummaryConsumer: Consumer = {
  name: 'reports-bets',
  stream: 'bet_records',
  batchSize: BATCH_SIZE,
  apply: applyBets,
};

export const eventSummaryConsumer: Consumer = {
  name: 'reports-events',
  stream: 'events',
  batchSize: BATCH_SIZE,
  apply: applyEvents,
};

export const reportConsumers = [betSummaryConsumer, eventSummaryConsumer];

/** Drops the hour rows past the chart's two days (they are written for no longer than that). */
export async function pruneHourFigures(db: Database): Promise<void> {
  await db.execute(
    sql`delete from member_active_periods where grain = 'h' and at < now()::timestamp - interval '3 days'`,
  );
  await db.execute(sql`delete from team_figures where grain = 'h' and at < now()::timestamp - interval '3 days'`);
}
