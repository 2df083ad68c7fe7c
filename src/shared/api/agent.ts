import Type, { type Static } from 'typebox';
import { MAX_EPOCH_MS } from './bounds';
import { literalUnion } from './literal-union';
import { RequestIdSchema } from './wallet';

/**
 * Agent centre calls (issue 18; docs/api.md "Agent centre"). An agent (member type 1, 2, 41 or 42)
 * sees and acts on its own downline only: any id outside its subtree answers 404
 * `agent.not.downline`, never another agent's data. Amounts in answers are JSON numbers in major
 * units with at most 2 decimals (src/shared/money.ts); rates are integer basis points (1/100 of a
 * percent, 0..10000). Dates are epoch milliseconds; days are the brand's business days
 * (brands.time_zone) as YYYY-MM-DD.
 */

export const CONTRACT_KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Contract statuses; the spec's three (in process, rejected, approved) plus the history states. */
export const CONTRACT_STATUSES = ['in_process', 'rejected', 'approved', 'superseded', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const DIVIDEND_CYCLES = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendCycle = (typeof DIVIDEND_CYCLES)[number];

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const DOWNLINE_ACCOUNT_TYPES = ['member', 'agent'] as const;
export type DownlineAccountType = (typeof DOWNLINE_ACCOUNT_TYPES)[number];

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Rate = Type.Integer({ minimum: 0, maximum: 10_000 });
const Money = Type.Number({ minimum: 0, maximum: 100_000_000_000 });
const Epoch = Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS });
const Page = Type.Integer({ minimum: 1, maximum: 100_000 });
const Size = Type.Integer({ minimum: 1, maximum: 100 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

// ---------------------------------------------------------------------------------------------
// Contract terms, per kind. Tiers are ordered by their thresholds; the highest tier a figure
// reaches applies to the whole figure. A child's terms are never better than its parent's: at every
// threshold the child's rate is at most the parent's rate there (contracts/bounds).

/** Daily salary: a share of the team's valid turnover for the business day, paid the next day. */
export const DailyTermsSchema = Type.Object({
  tiers: Type.Array(
    Type.Object({
      minTurnover: Money,
      minActivePlayers: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
      rateBp: Rate,
    }),
    { minItems: 1, maxItems: 10 },
  ),
});
/** Hourly salary: a share of the team's valid turnover of each hour, paid after the hour. */
export const HourlyTermsSchema = Type.Object({
  tiers: Type.Array(Type.Object({ minTurnover: Money, rateBp: Rate }), { minItems: 1, maxItems: 10 }),
});
/** Real-time wages, every 5 minutes: a share of the stake of the team's won bets and of its lost bets. */
export const RealtimeTermsSchema = Type.Object({ winRateBp: Rate, lossRateBp: Rate });
/** Dividend: a share of the team's net loss over the cycle, with negative carry-over. */
export const DividendTermsSchema = Type.Object({
  cycle: literalUnion(DIVIDEND_CYCLES),
  tiers: Type.Array(Type.Object({ minTurnover: Money, minNetLoss: Money, rateBp: Rate }), {
    minItems: 1,
    maxItems: 10,
  }),
});
export type DailyTerms = Static<typeof DailyTermsSchema>;
export type HourlyTerms = Static<typeof HourlyTermsSchema>;
export type RealtimeTerms = Static<typeof RealtimeTermsSchema>;
export type DividendTerms = Static<typeof DividendTermsSchema>;
export type ContractTerms = DailyTerms | HourlyTerms | RealtimeTerms | DividendTerms;
/**
 * The answer's serialiser writes a union value as the first member it matches, dropping fields
 * that member does not name, and dividend or daily terms also match the hourly shape: the members
 * go from the most specific (dividend: a cycle; daily: active players per tier) to the least.
 */
export const ContractTermsSchema = Type.Union([
  DividendTermsSchema,
  DailyTermsSchema,
  RealtimeTermsSchema,
  HourlyTermsSchema,
]);

export const ContractViewSchema = Type.Object({
  id: Id,
  kind: literalUnion(CONTRACT_KINDS),
  /** null: the platform's contract with a top agent. */
  parentUsername: Type.Union([Type.String(), Type.Null()]),
  childId: Id,
  childUsername: Type.String(),
  version: Type.Integer(),
  status: literalUnion(CONTRACT_STATUSES),
  terms: ContractTermsSchema,
  createdAt: Epoch,
  decidedAt: Type.Union([Epoch, Type.Null()]),
});
export type ContractView = Static<typeof ContractViewSchema>;

/** GET /wps/agent/contracts?kind=: my contracts, offers waiting for me, my children's latest. */
export const ContractsQuerySchema = Type.Object({
  kind: Type.Optional(literalUnion(CONTRACT_KINDS)),
});
export const ContractsValueSchema = Type.Object({
  /** Which kinds the brand runs (consolidated dailysalinfotype, contracthoursalinfo, ..., divtypeinfo). */
  enabled: Type.Object({
    daily: Type.Boolean(),
    hourly: Type.Boolean(),
    realtime: Type.Boolean(),
    dividend: Type.Boolean(),
  }),
  /** Contracts in force for me, one per kind at most. */
  mine: Type.Array(ContractViewSchema),
  /** Offers made to me, waiting for accept or reject. */
  pending: Type.Array(ContractViewSchema),
  /** The latest version per direct child and kind. */
  children: Type.Array(ContractViewSchema),
  /** Contract changes made while I was suspended by an operator are refused. */
  suspended: Type.Boolean(),
  /**
   * Versions I accepted that wait for an operator (brands that require approval): they stay
   * in_process, out of `pending`, until an operator approves (in force) or rejects them.
   */
  awaitingOperator: Type.Array(ContractViewSchema),
});
export type ContractsValue = Static<typeof ContractsValueSchema>;

/** POST /wps/agent/contracts: a parent offers terms to a direct child (a new in-process version). */
export const ContractOfferSchema = Type.Object({
  childId: Id,
  kind: literalUnion(CONTRACT_KINDS),
  terms: ContractTermsSchema,
  requestId: RequestIdSchema,
});
/** POST /wps/agent/contracts/preview: what the terms would have paid over the last closed period. */
export const ContractPreviewRequestSchema = Type.Omit(ContractOfferSchema, ['requestId']);
export const ContractPreviewValueSchema = Type.Object({
  periodFrom: Epoch,
  periodTo: Epoch,
  /** The figure the terms apply to (turnover, stake or net loss), and the result. */
  basis: Type.Number(),
  rateBp: Rate,
  amount: Type.Number(),
  /** What my own contract paid me on the same figures, for comparison. */
  parentAmount: Type.Number(),
});

/**
 * The spec's four relay calls (api-contract.md 3.6): the child accepts or rejects an offer, the
 * parent terminates a contract in force. Daily and dividend are GET with a query, hourly and
 * real-time POST with a body; all take the same fields.
 */
export const CONTRACT_ACTIONS = ['accept', 'reject', 'terminate'] as const;
export const ContractActionSchema = Type.Object({
  contractId: Id,
  action: literalUnion(CONTRACT_ACTIONS),
});

// ---------------------------------------------------------------------------------------------
// Team and accounts.

/** POST /wps/agent/accounts (encrypted like registration): an agent opens a downline account. */
export const RegisterDownlineSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  accountType: literalUnion(DOWNLINE_ACCOUNT_TYPES),
});
export const RegisteredDownlineSchema = Type.Object({ id: Id, username: Type.String(), type: Type.Integer() });

/** A registration link: its code is accepted wherever an affiliate code is (registration, affiliate check). */
export const RegistrationLinkSchema = Type.Object({
  id: Id,
  code: Type.String(),
  accountType: literalUnion(DOWNLINE_ACCOUNT_TYPES),
  /** The full URL to share: the site's registration with the code. */
  url: Type.String(),
  registrations: Type.Integer({ minimum: 0 }),
  disabled: Type.Boolean(),
  createdAt: Epoch,
});
export const RegistrationLinksValueSchema = Type.Object({
  /** The agent's own invitation code (members.affiliate_code): registers members. */
  affiliateCode: Type.String(),
  links: Type.Array(RegistrationLinkSchema),
});
export const CreateLinkSchema = Type.Object({
  accountType: literalUnion(DOWNLINE_ACCOUNT_TYPES),
});

export const DownlineQuerySchema = Type.Object({
  /** List this node's direct children (default: me); it must be in my subtree. */
  parentId: Type.Optional(Id),
  /** Search the whole subtree by username prefix instead of one level. */
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  accountType: Type.Optional(literalUnion(DOWNLINE_ACCOUNT_TYPES)),
  page: Type.Optional(Page),
  size: Type.Optional(Size),
});
export const DownlineMemberSchema = Type.Object({
  id: Id,
  username: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  /** Levels below me (1 = direct child). */
  depth: Type.Integer({ minimum: 1 }),
  parentUsername: Type.String(),
  directCount: Type.Integer({ minimum: 0 }),
  teamCount: Type.Integer({ minimum: 0 }),
  balance: Type.Number(),
  disabled: Type.Boolean(),
  createdAt: Epoch,
  lastLoginAt: Type.Union([Epoch, Type.Null()]),
});
export type DownlineMember = Static<typeof DownlineMemberSchema>;
export const BreadcrumbSchema = Type.Array(Type.Object({ id: Id, username: Type.String() }));
export const DownlinePageSchema = Type.Object({
  items: Type.Array(DownlineMemberSchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer(),
  size: Type.Integer(),
  /** From me down to parentId. */
  breadcrumb: BreadcrumbSchema,
});
/** GET /wps/agent/team/members/:id */
export const DownlineDetailSchema = Type.Intersect([
  DownlineMemberSchema,
  Type.Object({
    monthStake: Type.Number(),
    monthProfitLoss: Type.Number(),
    monthDeposits: Type.Number(),
    monthWithdrawals: Type.Number(),
    contracts: Type.Array(ContractViewSchema),
  }),
]);

/** GET /wps/agent/announcements: agent-only notices an operator published, newest first. */
export const AgentAnnouncementSchema = Type.Object({
  id: Id,
  title: Type.String(),
  /** Sanitised HTML, as the site's other notices. */
  content: Type.String(),
  publishedAt: Epoch,
});

// ---------------------------------------------------------------------------------------------
// Reports, from the record of all bets and its summaries (never raw bets for a period).

/**
 * Team figures. profitLoss is the players' net result, payout − stake: negative means the team's
 * players lost (the agent's revenue basis).
 */
export const TeamFiguresSchema = Type.Object({
  newMembers: Type.Integer({ minimum: 0 }),
  activePlayers: Type.Integer({ minimum: 0 }),
  deposits: Type.Number(),
  withdrawals: Type.Number(),
  betCount: Type.Integer({ minimum: 0 }),
  stake: Type.Number(),
  validTurnover: Type.Number(),
  payout: Type.Number(),
  profitLoss: Type.Number(),
});
export type TeamFigures = Static<typeof TeamFiguresSchema>;

export const TeamOverviewQuerySchema = Type.Object({
  period: Type.Optional(literalUnion(REPORT_PERIODS)),
});
export const TeamOverviewSchema = Type.Intersect([
  TeamFiguresSchema,
  Type.Object({
    period: literalUnion(REPORT_PERIODS),
    from: Day,
    to: Day,
    /** The whole downline now (members and agents, me excluded). */
    members: Type.Integer({ minimum: 0 }),
    agents: Type.Integer({ minimum: 0 }),
    /** One point per business day of the period (hours of today for 'day'), for the charts. */
    series: Type.Array(Type.Intersect([Type.Object({ label: Type.String() }), TeamFiguresSchema])),
  }),
]);
export type TeamOverview = Static<typeof TeamOverviewSchema>;

const RangeQuery = {
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  page: Type.Optional(Page),
  size: Type.Optional(Size),
};

/** GET /wps/agent/team/bets: the downline's settled bets across every game, newest first. */
export const TeamBetsQuerySchema = Type.Object({
  ...RangeQuery,
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  gameType: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  vendorCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export const TeamBetSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  gameType: Type.String(),
  vendorCode: Type.String(),
  vendorName: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  roundRef: Type.String(),
  stake: Type.Number(),
  validTurnover: Type.Number(),
  payout: Type.Number(),
  profitLoss: Type.Number(),
  placedAt: Epoch,
  settledAt: Epoch,
});
export const TeamBetsPageSchema = Type.Object({
  items: Type.Array(TeamBetSchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer(),
  size: Type.Integer(),
  totals: Type.Object({
    stake: Type.Number(),
    validTurnover: Type.Number(),
    payout: Type.Number(),
    profitLoss: Type.Number(),
  }),
});

/** GET /wps/agent/team/profit-loss: one row for parentId itself and one per direct child (its whole team). */
export const UserLossQuerySchema = Type.Object({
  ...RangeQuery,
  parentId: Type.Optional(Id),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export const UserLossRowSchema = Type.Intersect([
  TeamFiguresSchema,
  Type.Object({
    id: Id,
    username: Type.String(),
    isAgent: Type.Boolean(),
    self: Type.Boolean(),
    teamCount: Type.Integer(),
  }),
]);
export const UserLossPageSchema = Type.Object({
  rows: Type.Array(UserLossRowSchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer(),
  size: Type.Integer(),
  totals: TeamFiguresSchema,
  breadcrumb: BreadcrumbSchema,
});

// ---------------------------------------------------------------------------------------------
// Wages: every salary, wage and dividend paid to me or by me, one ledger transaction each.

export const WAGE_DIRECTIONS = ['received', 'paid'] as const;
export const WagesQuerySchema = Type.Object({
  ...RangeQuery,
  kind: Type.Optional(literalUnion(CONTRACT_KINDS)),
  direction: Type.Optional(literalUnion(WAGE_DIRECTIONS)),
});
export const WageSchema = Type.Object({
  id: Id,
  kind: literalUnion(CONTRACT_KINDS),
  /** '' for one-figure kinds; real-time wages pay 'win' and 'loss' separately. */
  part: Type.Union([Type.Literal(''), Type.Literal('win'), Type.Literal('loss')]),
  periodStart: Epoch,
  periodEnd: Epoch,
  /** 'platform' for the platform's payment to a top agent. */
  payer: Type.String(),
  payee: Type.String(),
  basis: Type.Number(),
  rateBp: Rate,
  amount: Type.Number(),
  /** Dividend: the negative result carried into the next cycle (0 otherwise). */
  carryOver: Type.Number(),
  /** What the platform paid of it because the payer's wallet could not cover it. */
  platformCovered: Type.Number(),
  paidAt: Epoch,
});
export const WagesPageSchema = Type.Object({
  items: Type.Array(WageSchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer(),
  size: Type.Integer(),
  totals: Type.Object({
    amount: Type.Number(),
    /** The same filter's total per kind (my income shows them side by side). */
    byKind: Type.Object({
      daily: Type.Number(),
      hourly: Type.Number(),
      realtime: Type.Number(),
      dividend: Type.Number(),
    }),
  }),
});
export type Wage = Static<typeof WageSchema>;
export type WagesPage = Static<typeof WagesPageSchema>;

// Contracts stream (issue 18): additions the lifecycle needs, appended so the shared part stays.

export type ContractPreviewValue = Static<typeof ContractPreviewValueSchema>;
export type ContractOffer = Static<typeof ContractOfferSchema>;
export type ContractAction = Static<typeof ContractActionSchema>;

/** Operator console (/admin/api/agent-contracts/:merchant/...). */
export const ContractSettingsSchema = Type.Object({
  daily: Type.Boolean(),
  hourly: Type.Boolean(),
  realtime: Type.Boolean(),
  dividend: Type.Boolean(),
  approvalRequired: Type.Boolean(),
});
export type ContractSettings = Static<typeof ContractSettingsSchema>;
export const TopAgentSchema = Type.Object({
  id: Id,
  username: Type.String(),
  suspended: Type.Boolean(),
  /** The platform's contracts in force, per kind. */
  contracts: Type.Array(ContractViewSchema),
});
export const OperatorContractsOverviewSchema = Type.Object({
  settings: ContractSettingsSchema,
  topAgents: Type.Array(TopAgentSchema),
  /** Accepted offers waiting for an operator. */
  queue: Type.Array(ContractViewSchema),
  suspended: Type.Array(Type.Object({ id: Id, username: Type.String(), reason: Type.String(), since: Epoch })),
});
export type OperatorContractsOverview = Static<typeof OperatorContractsOverviewSchema>;
export const PlatformContractSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  kind: literalUnion(CONTRACT_KINDS),
  terms: ContractTermsSchema,
});
export const OperatorDecisionSchema = Type.Object({
  action: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
});
export const SuspensionSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  suspended: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export const ContractHistoryQuerySchema = Type.Object({
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  page: Type.Optional(Page),
  size: Type.Optional(Size),
});
export const ContractAuditEntrySchema = Type.Object({
  id: Type.Integer(),
  contractId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  actor: Type.String(),
  oldStatus: Type.Union([Type.String(), Type.Null()]),
  newStatus: Type.Union([Type.String(), Type.Null()]),
  oldTerms: Type.Union([ContractTermsSchema, Type.Null()]),
  newTerms: Type.Union([ContractTermsSchema, Type.Null()]),
  at: Epoch,
});
export const ContractHistoryPageSchema = Type.Object({
  items: Type.Array(ContractAuditEntrySchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ContractHistoryPage = Static<typeof ContractHistoryPageSchema>;

/** Operator console: the brand's agent tree (/admin/api/agent-tree/:merchant). */
export const OperatorTreeQuerySchema = Type.Object({
  /** List this member's direct children; empty or absent = the brand's top level. */
  parent: Type.Optional(Type.String({ maxLength: 64 })),
  /** Search the whole brand by username prefix instead of one level. */
  q: Type.Optional(Type.String({ maxLength: 64 })),
  page: Type.Optional(Page),
  size: Type.Optional(Size),
});
export const OperatorTreeMemberSchema = Type.Object({
  id: Id,
  username: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  /** The member's upline (null at the top level). */
  uplineUsername: Type.Union([Type.String(), Type.Null()]),
  directCount: Type.Integer({ minimum: 0 }),
  /** Everyone below the member, at any depth (member_tree). */
  teamCount: Type.Integer({ minimum: 0 }),
  balance: Type.Number(),
  disabled: Type.Boolean(),
  createdAt: Epoch,
});
export type OperatorTreeMember = Static<typeof OperatorTreeMemberSchema>;
export const OperatorTreePageSchema = Type.Object({
  items: Type.Array(OperatorTreeMemberSchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer(),
  size: Type.Integer(),
  /** From the top of the brand down to the parent (empty at the top level). */
  breadcrumb: BreadcrumbSchema,
});
export type OperatorTreePage = Static<typeof OperatorTreePageSchema>;
export const MoveMemberSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  /** The new upline, an agent of the brand; null = the top level. */
  upline: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});
export type MoveMember = Static<typeof MoveMemberSchema>;
export const MoveResultSchema = Type.Object({
  username: Type.String(),
  upline: Type.Union([Type.String(), Type.Null()]),
  previousUpline: Type.Union([Type.String(), Type.Null()]),
  /** False when the member already was under this upline (nothing changed). */
  moved: Type.Boolean(),
  /** Contracts the move ended: the member's with its old upline, and those resting on them. */
  terminatedContracts: Type.Array(Type.Integer()),
});
export type MoveResult = Static<typeof MoveResultSchema>;
