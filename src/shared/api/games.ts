import Type, { type Static } from 'typebox';

/**
 * Game catalogue calls (issue 6; api-contract.md 3.4, spec sections 3 and 7). Field names are the
 * contract's. Money (minBet) is a JSON number with at most 2 decimals, made from integer minor
 * units on the server. Every call here is open to visitors: the spec lets them browse games and
 * the hot list, so a token is accepted but never required (docs/api.md "Games").
 */

/** Game types of the platform, in their default lobby order. */
export const GAME_TYPES = [
  'RNG',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'ARCADE',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Classifications (sub-categories) of games; BG (bingo) is only offered by TY brands. */
export const GAME_CLASSIFIES = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** The vendors whose cards the lobby moves out of SPORTS (spec 9, api-contract 3.4). */
export const ESPORTS_VENDORS = ['IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['DS88', 'DIG', 'WS168'] as const;

/** The contract's largest useful page; larger page sizes are capped to it, not refused. */
export const MAX_PAGE_SIZE = 100;
/** The spec's page size (section 9) when the call sends none. */
export const DEFAULT_PAGE_SIZE = 15;

const Code = (maxLength: number) => Type.String({ maxLength });

/**
 * GCSGAME_gameList query. Unknown extra parameters are ignored, as the platform does.
 * `vassalage` may be a comma list (`SPB,SS`); `minBet` is a decimal amount and matches games
 * whose minimum bet is exactly that amount (the spec's filter options); `minLineNum` keeps
 * games with at least that many lines; `gameName` is a case-insensitive literal substring.
 */
export const GameListQuerySchema = Type.Object({
  clientType: Type.Optional(Code(8)),
  platform: Type.Optional(Code(64)),
  channel: Type.Optional(Code(64)),
  merchant: Type.Optional(Code(64)),
  gameType: Type.Optional(Code(32)),
  vassalage: Type.Optional(Code(400)),
  gameClassify: Type.Optional(Code(16)),
  gameName: Type.Optional(Code(100)),
  minBet: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 32 })])),
  minLineNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  language: Type.Optional(Code(16)),
  pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Values below 1 or above MAX_PAGE_SIZE are clamped into range. */
  pageSize: Type.Optional(Type.Integer()),
});
export type GameListQuery = Static<typeof GameListQuerySchema>;

/** One game as the lobby reads it. */
export const GameItemSchema = Type.Object({
  /** The favourite key; a string on the wire. */
  nodeId: Type.String(),
  gameId: Type.Integer(),
  gameCode: Type.String(),
  /** The vendor code. */
  vassalage: Type.String(),
  gameType: Type.String(),
  /** The name in the requested language (English when it has none). */
  gameName: Type.String(),
  nodeName: Type.String(),
  displayName: Type.String(),
  /** `GAME` launches; `VASSALAGE` opens the vendor's popup game list. */
  isGame: Type.String(),
  showIcon: Type.String(),
  iconUrl: Type.String(),
  isHot: Type.Boolean(),
  minBet: Type.Number(),
  lineNum: Type.Integer(),
  gameClassify: Type.String(),
  defaultPlayType: Type.String(),
  accountTypeId: Type.Integer(),
});
export type GameItem = Static<typeof GameItemSchema>;

export const GameListValueSchema = Type.Object({
  games: Type.Array(GameItemSchema),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
});
export type GameListValue = Static<typeof GameListValueSchema>;

export const GameVendorsQuerySchema = Type.Object({
  platform: Type.Optional(Code(64)),
  merchantCode: Type.Optional(Code(64)),
  language: Type.Optional(Code(16)),
  flush: Type.Optional(Code(8)),
});
export type GameVendorsQuery = Static<typeof GameVendorsQuerySchema>;

export const VendorCardSchema = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  /** Sic: the contract's spelling of the large icon. */
  lagerIcon: Type.String(),
  smallIcon: Type.String(),
  h5Icon: Type.String(),
  gameType: Type.String(),
  isHot: Type.Boolean(),
  accountTypeId: Type.Integer(),
  accountTypeName: Type.String(),
  walletMode: Type.Union([Type.Literal('seamless'), Type.Literal('transfer')]),
});
export type VendorCard = Static<typeof VendorCardSchema>;

export const ClassifyCountSchema = Type.Object({
  key: Type.String(),
  displayName: Type.String(),
  gameCount: Type.Integer(),
});
export type ClassifyCount = Static<typeof ClassifyCountSchema>;

/** One lobby lane: a game category with its vendors and the classification counts of its games. */
export const VendorLaneSchema = Type.Object({
  title: Type.String(),
  cards: Type.Array(VendorCardSchema),
  gameClassify: Type.Array(ClassifyCountSchema),
});
export type VendorLane = Static<typeof VendorLaneSchema>;

export const GameVendorsValueSchema = Type.Object({
  data: Type.Object({ lanes: Type.Array(VendorLaneSchema) }),
});
export type GameVendorsValue = Static<typeof GameVendorsValueSchema>;

export const HotGamesQuerySchema = Type.Object({
  merchantCode: Type.Optional(Code(64)),
  isPlatform: Type.Optional(Code(8)),
  vassalage: Type.Optional(Code(400)),
  platform: Type.Optional(Code(64)),
  language: Type.Optional(Code(16)),
  gameType: Type.Optional(Code(32)),
});
export type HotGamesQuery = Static<typeof HotGamesQuerySchema>;

export const HotGamesValueSchema = Type.Object({ list: Type.Array(GameItemSchema) });
export type HotGamesValue = Static<typeof HotGamesValueSchema>;

export const GameMenusQuerySchema = Type.Object({ language: Type.Optional(Code(16)) });

/** One entry of a /lgw game menu group. */
export const GameMenuItemSchema = Type.Object({
  gameId: Type.Integer(),
  nodeId: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  remark: Type.String(),
  gameMenuTag: Type.String(),
  vassalage: Type.String(),
  gameType: Type.String(),
});
export type GameMenuItem = Static<typeof GameMenuItemSchema>;

export const GameMenuGroupSchema = Type.Object({
  gameGroupCode: Type.String(),
  gameGroupName: Type.String(),
  gameMenus: Type.Array(GameMenuItemSchema),
});
export type GameMenuGroup = Static<typeof GameMenuGroupSchema>;

/**
 * /lgw/games/game_menus: a bare object (no envelope, api-contract.md 1.6) keyed by group code;
 * the client runs Object.values over it. Groups are the brand's lottery game types.
 */
export const GameMenusSchema = Type.Record(Type.String(), GameMenuGroupSchema);
export type GameMenus = Static<typeof GameMenusSchema>;
