import Type, { type Static } from 'typebox';

/**
 * The lottery's calls (issue 19): the gateway's menus, opened numbers and results (bare answers,
 * no envelope: api-contract.md 1.6), and the operators' results of real draws under /admin/api.
 * Times are epoch milliseconds (the client counts down from them); numbers are digit strings with
 * their leading zeros.
 */

const Code = (maxLength: number) => Type.String({ maxLength });
/** Clamped into 1..LOTTERY_MAX_COUNT, not refused. */
const Count = Type.Optional(Type.Integer());

/** Largest count / recentCount the gateway answers. */
export const LOTTERY_MAX_COUNT = 100;

/** A draw's board: tier key (db, g1 ... g7; p1 ... consolation) to its numbers. */
export const DrawResultSchema = Type.Record(Type.String({ maxLength: 16 }), Type.Array(Type.String({ maxLength: 8 })));

export const LotteryMenuQuerySchema = Type.Object({
  /** LOTT, ELOTT or SEA in any case (the sibling brand sends `Lott`); all games without it. */
  prizeMode: Type.Optional(Code(16)),
  device: Type.Optional(Code(16)),
  language: Type.Optional(Code(16)),
});
export type LotteryMenuQuery = Static<typeof LotteryMenuQuerySchema>;

/** One game of a lottery menu, with its current issue and its last opening. */
export const LotteryMenuGameSchema = Type.Object({
  /** The catalogue game's id; nodeId is its favourite key. */
  gameId: Type.Integer(),
  nodeId: Type.String(),
  gameCode: Type.String(),
  /** The game's name in the request's language. */
  remark: Type.String(),
  gameMenuTag: Type.String(),
  prizeMode: Type.String(),
  /** XSMB or SEA4D. */
  format: Type.String(),
  /** real (state draw) or house (provably fair fast draw). */
  kind: Type.String(),
  /** The open issue ('' when none is open yet). */
  numero: Type.String(),
  /** Milliseconds until betting on `numero` closes, >= 0. */
  remainTime: Type.Integer({ minimum: 0 }),
  /** Seconds before the draw when betting closes. */
  lockTime: Type.Integer(),
  /** Weekdays drawn, comma-separated, Sunday 1 .. Saturday 7. */
  drawDayOfWeek: Type.String(),
  /** The open issue's draw time (0 when none is open). */
  winningTime: Type.Integer(),
  /** House draws: seconds between draws (0 for real draws). */
  drawInterval: Type.Integer(),
  /** House draws: the open issue's server seed commitment ('' otherwise). */
  serverSeedHash: Type.String(),
  /** The last confirmed issue and its opening number (special / first prize); '' before any. */
  lastNumero: Type.String(),
  openNumber: Type.String(),
});
export type LotteryMenuGame = Static<typeof LotteryMenuGameSchema>;

export const LotteryMenuGroupSchema = Type.Object({ tag: Type.String(), gameMenus: Type.Array(LotteryMenuGameSchema) });
export type LotteryMenuGroup = Static<typeof LotteryMenuGroupSchema>;
/** /lgw/vn/games/game_menu: the groups in menu order (the client runs Object.values over it). */
export const LotteryMenuSchema = Type.Array(LotteryMenuGroupSchema);
export type LotteryMenu = Static<typeof LotteryMenuSchema>;

export const LotteryRecentQuerySchema = Type.Object({
  prizeMode: Type.Optional(Code(16)),
  device: Type.Optional(Code(16)),
  language: Type.Optional(Code(16)),
  recentCount: Count,
});
/** /lgw/vn/games/game_menu/recent: the lottery games the member launched, most recent first. */
export const LotteryRecentSchema = Type.Array(LotteryMenuGameSchema);

export const OpenedNumerosQuerySchema = Type.Object({ count: Count, language: Type.Optional(Code(16)) });
/** One game's latest confirmed issue. */
export const OpenedNumeroSchema = Type.Object({
  gameId: Type.Integer(),
  gameCode: Type.String(),
  remark: Type.String(),
  gameMenuTag: Type.String(),
  numero: Type.String(),
  openNumber: Type.String(),
  winningTime: Type.Integer(),
});
export type OpenedNumero = Static<typeof OpenedNumeroSchema>;
/** /lgw/vn/numeros/opened/game and /lotto/lgw/games/opened/numero: newest draw first, one per game. */
export const OpenedNumerosSchema = Type.Array(OpenedNumeroSchema);

export const LotteryHistoryQuerySchema = Type.Object({ gameCode: Code(64), count: Count });
/** A confirmed issue with its whole board and, for house draws, what verifies it. */
export const LotteryDrawSchema = Type.Object({
  numero: Type.String(),
  winningTime: Type.Integer(),
  status: Type.String(),
  result: DrawResultSchema,
  /** House draws: commitment, revealed server seed (hex) and the public client seed; nonce 0. */
  serverSeedHash: Type.String(),
  serverSeed: Type.String(),
  clientSeed: Type.String(),
});
export type LotteryDraw = Static<typeof LotteryDrawSchema>;
/** /lgw/vn/numeros/history: a game's last confirmed draws, newest first (the betting page's results). */
export const LotteryHistorySchema = Type.Object({
  gameCode: Type.String(),
  format: Type.String(),
  draws: Type.Array(LotteryDrawSchema),
});
export type LotteryHistory = Static<typeof LotteryHistorySchema>;

// --- Operators: results of real draws (/admin/api/lottery/:merchant/...) ----------------------

export const LotteryIssueParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  gameCode: Type.String({ minLength: 1, maxLength: 64 }),
  numero: Type.String({ minLength: 1, maxLength: 32 }),
});
export type LotteryIssueParams = Static<typeof LotteryIssueParamsSchema>;

/** Names a result's source (the operator's own, or the feed an import came from). */
const Source = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9 ._:-]*$' });

export const LotteryResultEntrySchema = Type.Object({ source: Source, result: DrawResultSchema });
export type LotteryResultEntry = Static<typeof LotteryResultEntrySchema>;
export const LotteryResolveSchema = Type.Object({
  /** The entered source whose result is the right one. */
  source: Source,
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});
export const LotteryVoidSchema = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) });

/** An issue as operators see it: status, result, the hold and every source's entry. */
export const LotteryIssueViewSchema = Type.Object({
  gameCode: Type.String(),
  numero: Type.String(),
  status: Type.String(),
  opensAt: Type.Integer(),
  locksAt: Type.Integer(),
  drawsAt: Type.Integer(),
  result: Type.Union([DrawResultSchema, Type.Null()]),
  heldTiers: Type.Array(Type.String()),
  confirmedBy: Type.String(),
  voidReason: Type.String(),
  entries: Type.Array(
    Type.Object({
      source: Type.String(),
      operator: Type.String(),
      enteredAt: Type.Integer(),
      result: DrawResultSchema,
    }),
  ),
});
export type LotteryIssueView = Static<typeof LotteryIssueViewSchema>;

/** Issues an operator has to act on: real draws past their draw time still waiting for results, or held. */
export const LotteryPendingParamsSchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 64 }) });
export const LotteryPendingIssueSchema = Type.Object({
  gameCode: Type.String(),
  numero: Type.String(),
  status: Type.String(),
  drawsAt: Type.Integer(),
  heldTiers: Type.Array(Type.String()),
  /** Sources entered so far. */
  sources: Type.Array(Type.String()),
});
export type LotteryPendingIssue = Static<typeof LotteryPendingIssueSchema>;
export const LotteryPendingSchema = Type.Array(LotteryPendingIssueSchema);
