import Type, { type Static } from 'typebox';

export * from './house-rules';

/**
 * The house games' own API (issue 7), under /house/api: what the house slot page calls, as a
 * third-party game calls its own vendor's server. Authenticated with the game session token as
 * `Authorization: Bearer <token>` (no cookies: the page runs in a sandboxed iframe with an
 * opaque origin). Unlike the platform's /wps calls, amounts are integer minor units (the game's
 * own unit), never decimals. Failures use the platform envelope and ERROR_CODES.
 */

const Minor = Type.Integer({ minimum: 0 });

export const HouseFairnessSchema = Type.Object({
  commitment: Type.String(),
  clientSeed: Type.String(),
  /** Nonce the next round will use. */
  nonce: Type.Integer(),
});
export type HouseFairness = Static<typeof HouseFairnessSchema>;

export const HouseRevealedSchema = Type.Object({
  serverSeed: Type.String(),
  commitment: Type.String(),
  clientSeed: Type.String(),
  /** Rounds played with the pair: nonces 0..rounds-1. */
  rounds: Type.Integer(),
});
export type HouseRevealed = Static<typeof HouseRevealedSchema>;

export const HouseRotationSchema = Type.Object({ revealed: HouseRevealedSchema, fairness: HouseFairnessSchema });
export type HouseRotation = Static<typeof HouseRotationSchema>;

/** GET /house/api/session: what the game needs to open. */
export const HouseSessionSchema = Type.Object({
  game: Type.Object({
    code: Type.String(),
    /** The catalogue name the game was launched under. */
    name: Type.String(),
    version: Type.String(),
    vendor: Type.String(),
  }),
  mode: Type.Union([Type.Literal('real'), Type.Literal('free')]),
  language: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  balance: Minor,
  /** Stakes offered, ascending: the brand's ladder from the game's minimum bet up. */
  stakes: Type.Array(Minor),
  fairness: HouseFairnessSchema,
  autoplayAllowed: Type.Boolean(),
  minSpinIntervalMs: Type.Integer(),
  jackpot: Type.Object({
    /** The pool now (real play only; 0 in free play). */
    amount: Minor,
    /** A real round hits with probability 1 / odds; 0 when the jackpot is off. */
    odds: Type.Integer(),
    /** Share of each real stake paid into the pool, basis points. */
    shareBp: Type.Integer(),
  }),
});
export type HouseSession = Static<typeof HouseSessionSchema>;

export const HouseSpinBodySchema = Type.Object({
  stake: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  /** The idempotency key of this spin: a retry with the same id answers the same round. */
  requestId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
});
export type HouseSpinBody = Static<typeof HouseSpinBodySchema>;

export const HouseRngSchema = Type.Object({
  commitment: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  /** Present once the pair was rotated and its server seed revealed. */
  serverSeed: Type.Optional(Type.String()),
});

/**
 * The jackpot draw of a real round: the next uniform draw in [0, odds) after the round's reels;
 * 0 wins the pool above the reseed amount. `hit` is true only when that paid something (a 0 while
 * the pool held no more than the reseed amount wins nothing and is no hit).
 */
export const HouseJackpotDrawSchema = Type.Object({
  odds: Type.Integer(),
  draw: Type.Integer(),
  hit: Type.Boolean(),
  /** Minor units paid from the pool (0 unless hit). */
  amount: Minor,
});
export type HouseJackpotDraw = Static<typeof HouseJackpotDrawSchema>;

/** A settled round. `round` is the engine's SlotRound (stake, stops, grids, wins, free spins). */
export const HouseRoundSchema = Type.Object({
  roundId: Type.String(),
  round: Type.Unknown(),
  balanceBefore: Minor,
  balanceAfter: Minor,
  /** Round win plus any jackpot, minor units. */
  payout: Minor,
  jackpot: Type.Union([HouseJackpotDrawSchema, Type.Null()]),
  rng: HouseRngSchema,
  gameVersion: Type.String(),
  settledAt: Type.String(),
});
export type HouseRound = Static<typeof HouseRoundSchema>;

export const HouseHistoryQuerySchema = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0 })) });
export const HouseHistoryEntrySchema = Type.Object({
  roundId: Type.String(),
  settledAt: Type.String(),
  stake: Minor,
  /** Round win plus any jackpot. */
  win: Minor,
  freeSpins: Type.Integer(),
  balanceAfter: Minor,
  rng: HouseRngSchema,
});
export const HouseHistorySchema = Type.Object({
  entries: Type.Array(HouseHistoryEntrySchema),
  hasMore: Type.Boolean(),
});
export type HouseHistory = Static<typeof HouseHistorySchema>;

/** GET /house/api/fairness: the active pair and the most recently revealed ones. */
export const HouseFairnessStateSchema = Type.Object({
  fairness: HouseFairnessSchema,
  revealed: Type.Array(HouseRevealedSchema),
});
export type HouseFairnessState = Static<typeof HouseFairnessStateSchema>;

export const HouseClientSeedBodySchema = Type.Object({ clientSeed: Type.String({ maxLength: 200 }) });

/**
 * The least spin interval any jurisdiction may set (issue 7: "at least 2.5 s between spins,
 * enforced by the server"); a jurisdiction may ask for more, an operator can never set less.
 */
export const HOUSE_MIN_SPIN_INTERVAL_FLOOR_MS = 2_500;

/**
 * The brand's house-game rules per jurisdiction (operator API: GET and PUT
 * /admin/api/brands/:merchant/house-settings). A PUT sends any part; the rest keeps its value.
 */
export const HouseSettingsSchema = Type.Object(
  {
    minSpinIntervalMs: Type.Integer({ minimum: HOUSE_MIN_SPIN_INTERVAL_FLOOR_MS, maximum: 60_000 }),
    autoplayAllowed: Type.Boolean(),
    jackpotShareBp: Type.Integer({ minimum: 0, maximum: 1_000 }),
    jackpotOdds: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    jackpotSeedMinor: Type.Integer({ minimum: 0, maximum: 100_000_000_000 }),
    stakesMinor: Type.Array(Type.Integer({ minimum: 20, maximum: 100_000_000, multipleOf: 20 }), {
      minItems: 1,
      maxItems: 20,
    }),
    funBalanceMinor: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  },
  { additionalProperties: false },
);
export const HouseSettingsUpdateSchema = Type.Partial(HouseSettingsSchema, { additionalProperties: false });

/** GET /wps/member/house-rounds (T): the member's betting record of house games. */
export const HouseRoundRecordQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  /** 1-100, default 15; clamped. */
  pageSize: Type.Optional(Type.Integer()),
});
export type HouseRoundRecordQuery = Static<typeof HouseRoundRecordQuerySchema>;

/** One settled round; amounts are the platform's decimal numbers (major units), like the account record. */
export const HouseRoundRecordSchema = Type.Object({
  roundId: Type.String(),
  gameCode: Type.String(),
  vendorCode: Type.String(),
  /** The game's name in the reader's language (English, else the code, when it has none). */
  gameName: Type.String(),
  /** The vendor's display name (the code when the vendor is gone from the catalogue). */
  vendorName: Type.String(),
  stake: Type.Number(),
  payout: Type.Number(),
  jackpotWin: Type.Number(),
  /** Epoch ms. */
  settledAt: Type.Number(),
  commitment: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  /** Present once the seed pair was rotated: then the round can be verified. */
  serverSeed: Type.Optional(Type.String()),
});
export type HouseRoundRecord = Static<typeof HouseRoundRecordSchema>;
export const HouseRoundRecordPageSchema = Type.Object({
  list: Type.Array(HouseRoundRecordSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type HouseRoundRecordPage = Static<typeof HouseRoundRecordPageSchema>;
