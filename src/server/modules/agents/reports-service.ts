import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { AGENT_CENTRE_ROLES } from '../../../shared/constants';
import { minorToNumber } from '../../../shared/money';
import type {
  ReportPeriod,
  TeamBetsQuerySchema,
  TeamBetsPageSchema,
  TeamOverview,
  UserLossPageSchema,
  UserLossQuerySchema,
} from '../../../shared/api/agent';
import {
  breadcrumbOf,
  businessNow,
  childrenPage,
  daysBetween,
  depthUnder,
  downlineByUsername,
  downlineCounts,
  figuresOf,
  memberTypeOf,
  memberFigures,
  mondayOf,
  monthStartOf,
  teamBetsPage,
  teamFigures,
  teamFiguresOf,
  teamSeries,
  ZERO_FIGURES,
} from './reports-queries';

/** The caller as the reports see it. */
export interface ReportCaller {
  id: number;
  brandId: number;
  type: number;
}

/** The longest range a report takes (a quarter and a day). */
const MAX_RANGE_DAYS = 93;
const DEFAULT_SIZE = 20;

/** Only agents have reports; trial accounts (type 4) and players answer 403 agent.only. */
export function requireAgent(caller: ReportCaller): void {
  if (!(AGENT_CENTRE_ROLES as readonly number[]).includes(caller.type)) {
    throw new ApiError(403, ERROR_CODES.agentOnly, 'Only agents have an agent centre');
  }
}

const notDownline = () => new ApiError(404, ERROR_CODES.agentNotDownline, 'Not in your downline');

/** The range of a query (default: `fallbackFrom` to today), refused when reversed or too long. */
function rangeOf(query: { from?: string; to?: string }, today: string, fallbackFrom: string) {
  const to = query.to ?? today;
  const from = query.from ?? (fallbackFrom <= to ? fallbackFrom : to);
  if (from > to || daysBetween(from, to).length > MAX_RANGE_DAYS || Number.isNaN(Date.parse(from + 'T00:00:00Z'))) {
    throw new ApiError(400, ERROR_CODES.badRequest, 'The date range is not valid');
  }
  return { from, to };
}

/** Team overview: the period's figures (me included), the downline's size and one point per day (hour for 'day'). */
export async function teamOverview(db: Database, caller: ReportCaller, period: ReportPeriod): Promise<TeamOverview> {
  requireAgent(caller);
  const { today, hour } = await businessNow(db, caller.brandId);
  const from = period === 'day' ? today : period === 'week' ? mondayOf(today) : monthStartOf(today);
  const [figures, counts, points] = await Promise.all([
    teamFigures(db, { agentId: caller.id, from, to: today, today }),
    downlineCounts(db, caller.id),
    teamSeries(db, caller.id, period === 'day' ? 'h' : 'd', from, today),
  ]);
  const labels =
    period === 'day'
      ? Array.from({ length: hour + 1 }, (_, h) => `${String(h).padStart(2, '0')}:00`)
      : daysBetween(from, today);
  return {
    ...figures,
    period,
    from,
    to: today,
    ...counts,
    series: labels.map((label) => ({ label, ...(points.get(label) ?? ZERO_FIGURES) })),
  };
}

type TeamBetsQuery = Static<typeof TeamBetsQuerySchema>;
type TeamBetsPage = Static<typeof TeamBetsPageSchema>;

/** The team's settled bets (me included), newest first; default range today. */
export async function teamBets(
  db: Database,
  caller: ReportCaller,
  query: TeamBetsQuery,
  language: string,
): Promise<TeamBetsPage> {
  requireAgent(caller);
  const { today } = await businessNow(db, caller.brandId);
  const { from, to } = rangeOf(query, today, today);
  let memberId: number | undefined;
  if (query.username !== undefined) {
    const member = await downlineByUsername(db, caller.id, query.username);
    if (!member) throw notDownline();
    memberId = member.id;
  }
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_SIZE;
  const found = await teamBetsPage(
    db,
    {
      agentId: caller.id,
      brandId: caller.brandId,
      from,
      to,
      memberId,
      gameType: query.gameType,
      vendorCode: query.vendorCode,
    },
    language,
    size,
    (page - 1) * size,
  );
  const totals = figuresOf(found.totals);
  return {
    items: found.rows.map((row) => {
      const stake = BigInt(row.stake);
      const payout = BigInt(row.payout);
      return {
        id: row.id,
        username: row.username,
        gameType: row.gameType,
        vendorCode: row.vendorCode,
        vendorName: row.vendorName,
        gameCode: row.gameCode,
        gameName: row.gameName,
        roundRef: row.roundRef,
        stake: minorToNumber(stake),
        validTurnover: minorToNumber(BigInt(row.validTurnover)),
        payout: minorToNumber(payout),
        profitLoss: minorToNumber(payout - stake),
        placedAt: new Date(row.placedAt).getTime(),
        settledAt: new Date(row.settledAt).getTime(),
      };
    }),
    total: found.total,
    page,
    size,
    totals: {
      stake: totals.stake,
      validTurnover: totals.validTurnover,
      payout: totals.payout,
      profitLoss: totals.profitLoss,
    },
  };
}

type UserLossQuery = Static<typeof UserLossQuerySchema>;
type UserLossPage = Static<typeof UserLossPageSchema>;

/**
 * Profit and loss per member: parentId's own row (page 1) and one row per direct child with its
 * whole team; totals are parentId's team. username picks that downline member as parentId.
 * Default range: this month so far.
 */
export async function userLoss(db: Database, caller: ReportCaller, query: UserLossQuery): Promise<UserLossPage> {
  requireAgent(caller);
  const { today } = await businessNow(db, caller.brandId);
  const { from, to } = rangeOf(query, today, monthStartOf(today));
  let parentId = query.parentId ?? caller.id;
  if (query.username !== undefined) {
    const member = await downlineByUsername(db, caller.id, query.username);
    if (!member) throw notDownline();
    parentId = member.id;
  }
  if ((await depthUnder(db, caller.id, parentId)) === undefined) throw notDownline();
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_SIZE;
  const range = { from, to, today };
  const children = await childrenPage(db, parentId, size, (page - 1) * size);
  const [teams, own, totals, breadcrumb, parentType] = await Promise.all([
    teamFiguresOf(
      db,
      children.rows.map((child) => child.id),
      range,
    ),
    memberFigures(db, { memberId: parentId, ...range }),
    teamFigures(db, { agentId: parentId, ...range }),
    breadcrumbOf(db, caller.id, parentId),
    memberTypeOf(db, parentId),
  ]);
  const parent = breadcrumb[breadcrumb.length - 1];
  const isAgent = (type: number) => (AGENT_CENTRE_ROLES as readonly number[]).includes(type);
  const rows: UserLossPage['rows'] = [];
  if (page === 1 && parent) {
    rows.push({
      ...own,
      id: parentId,
      username: parent.username,
      isAgent: isAgent(parentType),
      self: true,
      teamCount: 1,
    });
  }
  for (const child of children.rows) {
    rows.push({
      ...(teams.get(child.id) ?? ZERO_FIGURES),
      id: child.id,
      username: child.username,
      isAgent: isAgent(child.type),
      self: false,
      teamCount: child.teamCount,
    });
  }
  return { rows, total: children.total, page, size, totals, breadcrumb };
}
