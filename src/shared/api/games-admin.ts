import Type, { type Static } from 'typebox';

/**
 * The operator catalogue API (issue 6) under /admin/api/games/:merchant: game types per brand,
 * vendors, games and the game-list import. Shapes only; the rules (formats, limits, columns) are
 * in src/shared/catalogue-rules.ts and the checks in src/server/modules/games/admin-service.ts.
 * Money (minBet) is a decimal amount with at most 2 decimals, as elsewhere (docs/api.md "Money").
 */

const Text = (maxLength: number) => Type.String({ maxLength });
const Int = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum });

export const CatalogueParamsSchema = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: 64 }) });
export const CatalogueIdParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export const GameTypeParamsSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64 }),
  code: Type.String({ minLength: 1, maxLength: 32 }),
});

export const EnabledInputSchema = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
export type EnabledInput = Static<typeof EnabledInputSchema>;

/** Ids (or type codes) in the wanted order; the ones not named follow in their present order. */
export const IdOrderSchema = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);
export const CodeOrderSchema = Type.Object(
  { codes: Type.Array(Text(32), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);

/** A game type as the brand has it: a type without a brand row is off. */
export const AdminGameTypeSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  /** The brand's vendors of this type (enabled or not). */
  vendorCount: Type.Integer(),
});
export type AdminGameType = Static<typeof AdminGameTypeSchema>;

const WalletModeSchema = Type.Union([Type.Literal('seamless'), Type.Literal('transfer')]);
const IsGameSchema = Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE')]);
const ConfigValueSchema = Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean()]);

export const VendorInputSchema = Type.Object(
  {
    vassalage: Text(40),
    displayName: Text(200),
    gameType: Text(32),
    isHot: Type.Boolean(),
    accountTypeId: Int(0, 1_000_000),
    accountTypeName: Text(80),
    walletMode: WalletModeSchema,
    /** VASSALAGE: the lobby opens the vendor's own popup list instead of launching games. */
    isGame: IsGameSchema,
    /** '' or an image of ours (/img/...) or an https address; uploads go through the content image call. */
    largeIcon: Text(500),
    smallIcon: Text(500),
    h5Icon: Text(500),
    enabled: Type.Boolean(),
    /** The launch adapter kind (vendors.adapter); kept when left out. */
    adapter: Type.Optional(Text(32)),
    /**
     * The adapter's settings. Replaces the stored object, except that secret keys (secret,
     * password, token, ... see SECRET_CONFIG_KEY) left out keep their stored value; '' clears one.
     */
    adapterConfig: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), ConfigValueSchema, { maxProperties: 50 })),
  },
  { additionalProperties: false },
);
export type VendorInput = Static<typeof VendorInputSchema>;

export const AdminVendorSchema = Type.Object({
  id: Type.Integer(),
  vassalage: Type.String(),
  displayName: Type.String(),
  gameType: Type.String(),
  isHot: Type.Boolean(),
  accountTypeId: Type.Integer(),
  accountTypeName: Type.String(),
  walletMode: WalletModeSchema,
  isGame: Type.String(),
  largeIcon: Type.String(),
  smallIcon: Type.String(),
  h5Icon: Type.String(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  gameCount: Type.Integer(),
  adapter: Type.String(),
  /** The adapter settings without the secret values. */
  adapterConfig: Type.Record(Type.String(), ConfigValueSchema),
  /** Secret keys that hold a value (shown as set, never sent). */
  adapterSecrets: Type.Array(Type.String()),
  /** Epoch ms. */
  updatedAt: Type.Integer(),
});
export type AdminVendor = Static<typeof AdminVendorSchema>;

/** Language code -> name; en is required. */
export const GameNamesSchema = Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: 500 }), {
  maxProperties: 10,
});

export const GameInputSchema = Type.Object(
  {
    /** The vendor's code; a game never moves between vendors (an update must name its own). */
    vassalage: Text(40),
    gameCode: Text(64),
    names: GameNamesSchema,
    /** '' or SC, VP, TG, AC, JP, BG (BG only for brands whose default language is TY). */
    gameClassify: Text(8),
    minBet: Type.Union([Type.Number(), Type.String({ maxLength: 32 })]),
    lineNum: Int(0, 1_000_000),
    isHot: Type.Boolean(),
    defaultPlayType: Text(32),
    imagePath: Text(500),
    enabled: Type.Boolean(),
    /** A new game without one goes after the vendor's last game. */
    sortOrder: Type.Optional(Int(0, 1_000_000_000)),
  },
  { additionalProperties: false },
);
export type GameInput = Static<typeof GameInputSchema>;

export const AdminGameSchema = Type.Object({
  id: Type.Integer(),
  vendorId: Type.Integer(),
  vassalage: Type.String(),
  /** The favourite key players see (a string on the player calls). */
  nodeId: Type.Integer(),
  gameCode: Type.String(),
  gameType: Type.String(),
  names: Type.Record(Type.String(), Type.String()),
  gameClassify: Type.String(),
  minBet: Type.Number(),
  lineNum: Type.Integer(),
  isHot: Type.Boolean(),
  defaultPlayType: Type.String(),
  imagePath: Type.String(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  createdAt: Type.Integer(),
});
export type AdminGame = Static<typeof AdminGameSchema>;

export const AdminGamesQuerySchema = Type.Object({
  /** Case-insensitive substring of the game code or any name. */
  search: Type.Optional(Text(100)),
  vassalage: Type.Optional(Text(40)),
  gameType: Type.Optional(Text(32)),
  gameClassify: Type.Optional(Text(8)),
  enabled: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  hot: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /** Clamped to 1..ADMIN_GAMES_MAX_PAGE_SIZE; 50 when absent. */
  pageSize: Type.Optional(Type.Integer()),
});
export type AdminGamesQuery = Static<typeof AdminGamesQuerySchema>;

export const AdminGamesPageSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  list: Type.Array(AdminGameSchema),
});
export type AdminGamesPage = Static<typeof AdminGamesPageSchema>;

export const ImportQuerySchema = Type.Object({
  /** true: check and report, store nothing. */
  dryRun: Type.Optional(Type.Boolean()),
  /** The vendor of rows that name none (a vendor's own feed). */
  vassalage: Type.Optional(Text(40)),
});
export type ImportQuery = Static<typeof ImportQuerySchema>;

export const ImportProblemSchema = Type.Object({
  /** The column or key (gameCode, names, name_en, minBet, ...); '' for the whole row. */
  field: Type.String(),
  /** An error code (errors.<code> in the locales). */
  code: Type.String(),
  message: Type.String(),
});
export type ImportProblem = Static<typeof ImportProblemSchema>;

export const ImportLineSchema = Type.Object({
  /** CSV: the line the record starts on (the header is line 1); JSON: the element's position from 1. */
  line: Type.Integer(),
  vassalage: Type.String(),
  gameCode: Type.String(),
  action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('error')]),
  problems: Type.Array(ImportProblemSchema),
});
export type ImportLine = Static<typeof ImportLineSchema>;

/** The import's report; with any error nothing is stored (committed false). */
export const ImportReportSchema = Type.Object({
  dryRun: Type.Boolean(),
  committed: Type.Boolean(),
  total: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  failed: Type.Integer(),
  lines: Type.Array(ImportLineSchema),
});
export type ImportReport = Static<typeof ImportReportSchema>;
