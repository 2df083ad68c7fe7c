/**
 * The seamless wallet as the platform's services see it (issue 7; domain-rules.md "seamless
 * wallets"). The HTTP protocol vendors call (signed, address-limited, docs/seamless-wallet.*)
 * is a thin shell over this; the house vendor (src/server/modules/house) calls it in process
 * with the same messages. All amounts are integer minor units.
 *
 * Identifiers are kept apart: requestId names one HTTP request (a retry repeats it),
 * transactionId is the vendor's id of a money movement (idempotency is on vendor, player and
 * transactionId: a repeat answers the original result), roundId groups the movements of one
 * game round, and a credit or rollback refers to its bet by betTransactionId.
 */

export interface GameSessionInput {
  readonly brandId: number;
  readonly memberId: number;
  /** The platform session launching the game: the token dies with it (game-sessions.ts). */
  readonly memberSessionId: number;
  readonly vendorId: number;
  readonly gameId: number;
  readonly mode: 'real' | 'free';
  readonly language: string;
}

export interface GameSessionTokens {
  /**
   * Issues the launch token a vendor exchanges through authenticate() for the player. Opaque,
   * 256 random bits, stored hashed, valid GAME_SESSION_HOURS (4) at most and only while the
   * platform session that launched it lives; reusable until then: the vendor may authenticate it
   * again (game-sessions.ts). Made by createGameSessionTokens(db).
   */
  issue(input: GameSessionInput): Promise<{ token: string; expiresAt: Date }>;
}

export interface AuthenticateAnswer {
  /** The vendor-facing player id: stable per brand and member, reveals neither. */
  readonly playerId: string;
  readonly currency: string;
  readonly balance: bigint;
  readonly mode: 'real' | 'free';
  readonly gameCode: string;
  readonly language: string;
}

export interface MoneyMessage {
  readonly requestId: string;
  readonly playerId: string;
  readonly transactionId: string;
  readonly roundId: string;
  readonly gameCode: string;
  readonly amount: bigint;
}

export interface CreditMessage extends MoneyMessage {
  /** The bet this win settles, when the vendor knows it. */
  readonly betTransactionId?: string;
}

export interface RollbackMessage {
  readonly requestId: string;
  readonly playerId: string;
  readonly transactionId: string;
  readonly roundId: string;
  /** The bet to undo; may not have arrived yet (it then leaves a tombstone). */
  readonly betTransactionId: string;
}

export interface EndRoundMessage {
  readonly requestId: string;
  readonly playerId: string;
  readonly roundId: string;
}

/**
 * A bet and the win that settles it in one message (the protocol's `result`, as several vendor
 * protocols have for rounds that need no further input: a slot spin). It means exactly the bet,
 * then the win (when its amount is above 0) naming that bet, then, with endRound, end-round:
 * the same rows, postings and answers as those messages sent one after another, with the same
 * transaction ids, so a repeat of either message, a rollback of the bet or a repeat of the
 * result meets what the separate messages would have left. A refused bet refuses the result and
 * nothing moves (no win is taken). A win refused after its bet was taken (the vendor rolled the
 * bet back meanwhile, or reused the win's id) is not a refusal of the result, since the bet
 * stands: it fails as an error (HTTP 500), and the vendor sorts the round out. (A repeat whose
 * win conflicts moved nothing: that one is refused, TRANSACTION_CONFLICT.)
 */
export interface ResultMessage {
  readonly requestId: string;
  readonly playerId: string;
  readonly roundId: string;
  readonly gameCode: string;
  readonly bet: { readonly transactionId: string; readonly amount: bigint };
  /** The win's own transaction id (not the bet's) and amount; 0 means the round was lost. */
  readonly win: { readonly transactionId: string; readonly amount: bigint };
  readonly endRound: boolean;
}

export interface ResultAnswer {
  /** The balance after the whole result (the win paid). */
  readonly balance: bigint;
  /** The balance just after the bet was taken (before the win). */
  readonly betBalance: bigint;
  readonly currency: string;
  /** Our ids of the bet and of the win (undefined for a lost round). */
  readonly betTransactionId: string;
  readonly winTransactionId?: string;
  /** True when this answers a repeat of an earlier message. */
  readonly repeated: boolean;
}

export interface MoneyAnswer {
  readonly balance: bigint;
  readonly currency: string;
  /**
   * Our id of this money movement: its seamless_transactions row (the original one when the
   * message was a repeat; the ledger transaction is linked from that row).
   */
  readonly walletTransactionId: string;
  /** True when this answers a repeat of an earlier message. */
  readonly repeated: boolean;
}

/**
 * Refusals carry a code from SeamlessErrorCode and, for INSUFFICIENT_FUNDS, the balance. The
 * HTTP shell maps them to the protocol's error answers.
 */
export const SEAMLESS_ERROR_CODES = [
  'INVALID_TOKEN',
  'PLAYER_NOT_FOUND',
  'PLAYER_DISABLED',
  'INSUFFICIENT_FUNDS',
  'BET_ROLLED_BACK',
  'TRANSACTION_CONFLICT',
  'ROUND_CLOSED',
  'INVALID_AMOUNT',
  // Beyond a bound (issue 17): the brand's maximum win per round, or the ledger's ceiling.
  'LIMIT_EXCEEDED',
  // gameCode is not a game of the calling vendor (issue 17).
  'GAME_NOT_FOUND',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

export interface SeamlessWallet {
  /** vendorCode is the vendor's vassalage within the brand that issued the token. */
  authenticate(vendorCode: string, token: string): Promise<AuthenticateAnswer>;
  balance(vendorCode: string, playerId: string): Promise<{ balance: bigint; currency: string }>;
  debit(vendorCode: string, message: MoneyMessage): Promise<MoneyAnswer>;
  credit(vendorCode: string, message: CreditMessage): Promise<MoneyAnswer>;
  rollback(vendorCode: string, message: RollbackMessage): Promise<MoneyAnswer>;
  endRound(vendorCode: string, message: EndRoundMessage): Promise<{ balance: bigint; currency: string }>;
  result(vendorCode: string, message: ResultMessage): Promise<ResultAnswer>;
}
