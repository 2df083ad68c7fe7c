import Type, { type Static } from 'typebox';

/**
 * The lottery betting page's own API (issue 19), under /house/api/lottery like the slot's
 * /house/api: the page runs sandboxed in the game frame and authenticates with the game session
 * token as `Authorization: Bearer <token>` only. Amounts are integer minor units, numbers are
 * digit strings with their leading zeros, times epoch milliseconds. Failures use the platform
 * envelope and ERROR_CODES (`lottery.bet.*`, `lottery.ticket.*`, `lottery.issue.*`).
 */

const Minor = Type.Integer({ minimum: 0 });
const Id = Type.Integer({ minimum: 1 });

/** One bet of a slip: the engine's Bet (src/games/lottery/engine bet-types.ts). */
export const LotteryBetSchema = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 16 }),
  numbers: Type.Array(Type.String({ minLength: 1, maxLength: 8 }), { minItems: 1, maxItems: 100 }),
  units: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
});
export type LotteryBet = Static<typeof LotteryBetSchema>;

/** The issue a page bets on, with its clock and (house draws) its published commitment. */
export const LotteryOpenIssueSchema = Type.Object({
  numero: Type.String(),
  locksAt: Type.Integer(),
  drawsAt: Type.Integer(),
  /** House draws: SHA-256 of the server seed, published before betting closes ('' for real draws). */
  serverSeedHash: Type.String(),
});
export type LotteryOpenIssue = Static<typeof LotteryOpenIssueSchema>;

/** GET /house/api/lottery/session: what the betting page needs to open. */
export const LotterySessionSchema = Type.Object({
  game: Type.Object({
    code: Type.String(),
    name: Type.String(),
    /** XSMB or SEA4D. */
    format: Type.String(),
    /** real (state draw) or house (provably fair fast draw). */
    kind: Type.String(),
    /** House draws: seconds between draws (0 for real draws). */
    drawInterval: Type.Integer(),
  }),
  language: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  balance: Minor,
  /** The brand's odds for this game's bet types: the engine's LotteryOdds, minor units. */
  odds: Type.Record(Type.String(), Type.Unknown()),
  /** The open issue, or null between the last lock and the next opening. */
  issue: Type.Union([LotteryOpenIssueSchema, Type.Null()]),
  /** Largest chase the schedule allows (issues ahead that exist or will exist). */
  maxChase: Type.Integer({ minimum: 0 }),
});
export type LotterySession = Static<typeof LotterySessionSchema>;

/** POST /house/api/lottery/tickets: a slip, on the open issue and, with a chase, the next ones. */
export const LotteryPlaceBodySchema = Type.Object({
  /** Idempotency key of the slip: a retry answers the same tickets, nothing taken twice. */
  requestId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
  /** The issue the player saw; a slip for an issue that has locked is refused, never moved on. */
  numero: Type.String({ minLength: 1, maxLength: 32 }),
  bets: Type.Array(LotteryBetSchema, { minItems: 1, maxItems: 50 }),
  /** The same slip on this many issues in all (1 = no chase), stopping after a winning issue if asked. */
  chase: Type.Optional(
    Type.Object({
      issues: Type.Integer({ minimum: 1, maximum: 120 }),
      stopOnWin: Type.Boolean(),
    }),
  ),
});
export type LotteryPlaceBody = Static<typeof LotteryPlaceBodySchema>;

export const LOTTERY_TICKET_STATUSES = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;

/** One ticket: one bet on one issue. */
export const LotteryTicketSchema = Type.Object({
  id: Id,
  gameCode: Type.String(),
  numero: Type.String(),
  type: Type.String(),
  numbers: Type.Array(Type.String()),
  units: Type.Integer(),
  /** Lines the bet expanded into (one per pick, or per xiên combination). */
  lines: Type.Integer(),
  cost: Minor,
  /** 0 until settled. */
  payout: Minor,
  /** Counted hits once settled. */
  hits: Type.Integer({ minimum: 0 }),
  status: Type.String(),
  /** The chase it belongs to, if any: later tickets of a chase wait for their issue. */
  chaseId: Type.Union([Id, Type.Null()]),
  placedAt: Type.Integer(),
  settledAt: Type.Union([Type.Integer(), Type.Null()]),
  /** Betting on its issue closes then: until then the player may cancel it. */
  locksAt: Type.Integer(),
});
export type LotteryTicket = Static<typeof LotteryTicketSchema>;

export const LotteryPlaceAnswerSchema = Type.Object({ tickets: Type.Array(LotteryTicketSchema), balance: Minor });
export type LotteryPlaceAnswer = Static<typeof LotteryPlaceAnswerSchema>;

/** GET /house/api/lottery/tickets: the player's tickets of this game, newest first. */
export const LotteryTicketsQuerySchema = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 16 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type LotteryTicketsQuery = Static<typeof LotteryTicketsQuerySchema>;

export const LotteryTicketsSchema = Type.Object({ tickets: Type.Array(LotteryTicketSchema), total: Type.Integer() });
export type LotteryTickets = Static<typeof LotteryTicketsSchema>;

/** POST /house/api/lottery/tickets/:id/cancel (before its issue locks; the cost comes back). */
export const LotteryTicketParamsSchema = Type.Object({ id: Id });
export const LotteryCancelAnswerSchema = Type.Object({ ticket: LotteryTicketSchema, balance: Minor });
export type LotteryCancelAnswer = Static<typeof LotteryCancelAnswerSchema>;

/**
 * GET /house/api/lottery/draws?count=: the session's game's last confirmed draws with their whole
 * boards, answered as LotteryHistory (the gateway's /lgw/vn/numeros/history), reachable from the
 * sandboxed page with its bearer token.
 */
export const LotteryDrawsQuerySchema = Type.Object({
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
