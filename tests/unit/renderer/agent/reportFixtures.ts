import type { Static } from 'typebox';
import type {
  TeamBetsPageSchema,
  TeamFigures,
  TeamOverview,
  UserLossPageSchema,
} from '../../../../src/shared/api/agent';
import { ApiError } from '../../../../src/renderer/api/ApiError';

/** Team figures with every value zero unless given. */
export function figures(overrides: Partial<TeamFigures> = {}): TeamFigures {
  return {
    newMembers: 0,
    activePlayers: 0,
    deposits: 0,
    withdrawals: 0,
    betCount: 0,
    stake: 0,
    validTurnover: 0,
    payout: 0,
    profitLoss: 0,
    ...overrides,
  };
}

/** A schema-valid team overview of `period` with the given series points. */
export function overview(
  period: 'day' | 'week' | 'month',
  overrides: Partial<TeamOverview> = {},
  series: TeamOverview['series'] = [],
): TeamOverview {
  return {
    ...figures(),
    period: period,
    from: '2026-11-23',
    to: '2026-11-27',
    members: 0,
    agents: 0,
    series,
    ...overrides,
  };
}

export type BetsPage = Static<typeof TeamBetsPageSchema>;
export type LossPage = Static<typeof UserLossPageSchema>;
export type LossRow = LossPage['rows'][number];

/** A user-loss row of `username`. */
export function lossRow(id: number, username: string, overrides: Partial<LossRow> = {}): LossRow {
  return { ...figures(), id, username, isAgent: false, self: false, teamCount: 1, ...overrides };
}

/** The server's refusal of an id outside the agent's downline (translated in common.json). */
export function notDownline(): ApiError {
  return new ApiError({
    kind: 'business',
    code: 'agent.not.downline',
    httpStatus: 404,
    message: 'agent.not.downline',
    hasKey: () => true,
  });
}
