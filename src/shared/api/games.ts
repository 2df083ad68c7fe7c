import Type, { type Static } from 'typebox';

export * from './game-rules';

/**
 * Game catalogue calls (issue 6; api-contract.md 3.4, spec sections 3 and 7). Field names are the
 * contract's. Money (minBet) is a JSON number with at most 2 decimals, made from integer minor
 * units on the server. Every call here is open to visitors: the spec lets them browse games and
 * the hot list, so a token is accepted but never required (docs/api.md "Games").
 */

/** The vendors whose cards the lobby moves out of SPORTS (spec 9, api-contract 3.4). */
export const ESPORTS_VENDORS = ['IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['DS88', 'DIG', 'WS168'] as const;

/** The spec's page size (section 9) when the call sends none. */
export const DEFAULT_PAGE_SIZE = 15;

const Code = (maxLength: number) => Type.String({ maxLength });

/**
 * GCSGAME_gameList query. Unknown extra parameters are ignored, as the platform does.
 * `vassalage` may be a comma list (`SPB,SS`); `minBet` is a decimal amount and matches games
 * whose minimum bet is exactly that amount (the spec's filter options); `minLineNum` keeps
 * games with at least that many lines; `gameName` is a literal substring of a name in any
 * language, case- and accent-insensitive, answered ranked (name start, word start, inside).
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

// ---------------------------------------------------------------------------------------------
// Player calls (issue 6): favourites, recent, vendor game types, popular, winner board, PvP
// rooms and launching. Written first as the contract between the server and the client.

const PageNo = Type.Optional(Type.Integer({ minimum: 1 }));
/** Clamped into 1..MAX_FAVORITE_PAGE_SIZE (favourites) or 1..MAX_PAGE_SIZE (recent), not refused. */
const PageSize = Type.Optional(Type.Integer());

/**
 * MCSFE_getFavoriteGames: the member's favourite node ids. Without gameType (or with a
 * non-lottery type) the answer holds the non-lottery favourites; with ELOTT or LOTT it holds
 * the lottery favourites, which are kept apart.
 */
export const FavoriteIdsQuerySchema = Type.Object({ gameType: Type.Optional(Code(32)) });
export const FavoriteIdsValueSchema = Type.Array(Type.String());
export type FavoriteIdsValue = Static<typeof FavoriteIdsValueSchema>;

/** MCSFE_getFavoriteGamesList: the favourite games themselves, newest favourite first. */
export const FavoriteListQuerySchema = Type.Object({
  clientType: Type.Optional(Code(8)),
  platform: Type.Optional(Code(64)),
  language: Type.Optional(Code(16)),
  gameType: Type.Optional(Code(32)),
  /** Optional vendor filter (the game-list screen's fav tab of one vendor). */
  vassalage: Type.Optional(Code(400)),
  pageNo: PageNo,
  pageSize: PageSize,
});
export type FavoriteListQuery = Static<typeof FavoriteListQuerySchema>;
export const FavoriteListValueSchema = Type.Object({
  content: Type.Array(GameItemSchema),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type FavoriteListValue = Static<typeof FavoriteListValueSchema>;

/**
 * MCSFE_addFavoriteGameV2 (POST body) and MCSFE_removeFavoriteGameV2 (DELETE body, or query).
 * nodeId may arrive as a number or a string; vendor and gameType must be the game's own.
 * Both are idempotent: adding a favourite twice or removing a missing one succeeds.
 */
export const FavoriteActionSchema = Type.Object({
  nodeId: Type.Union([Type.String({ maxLength: 20 }), Type.Integer({ minimum: 0 })]),
  vendor: Code(64),
  gameType: Code(32),
});
export type FavoriteAction = Static<typeof FavoriteActionSchema>;
export const FavoriteActionValueSchema = Type.Object({ nodeId: Type.String(), favorite: Type.Boolean() });
export type FavoriteActionValue = Static<typeof FavoriteActionValueSchema>;

/** GCS_recentGame: games the member launched, most recent first (one entry per game). */
export const RecentGamesQuerySchema = Type.Object({
  clientType: Type.Optional(Code(8)),
  vassalage: Type.Optional(Code(400)),
  gameType: Type.Optional(Code(32)),
  language: Type.Optional(Code(16)),
  pageNo: PageNo,
  pageSize: PageSize,
});
export type RecentGamesQuery = Static<typeof RecentGamesQuerySchema>;
export const RecentGameSchema = Type.Intersect([
  GameItemSchema,
  /** ISO 8601 time of the latest launch. */
  Type.Object({ lastPlayedAt: Type.String() }),
]);
export type RecentGame = Static<typeof RecentGameSchema>;
export const RecentGamesValueSchema = Type.Object({
  list: Type.Array(RecentGameSchema),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type RecentGamesValue = Static<typeof RecentGamesValueSchema>;

/**
 * GCSGAME_getVassGameType: for each enabled game type, each enabled vendor of that type and the
 * classifications (GAME_CLASSIFIES keys) its enabled games have.
 */
export const VassGameTypeValueSchema = Type.Object({
  content: Type.Record(Type.String(), Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type VassGameTypeValue = Static<typeof VassGameTypeValueSchema>;

/** /lgw/games/popular: the most launched games of the last 7 days (hot games fill the rest). */
export const PopularQuerySchema = Type.Object({
  /** Clamped into 1..POPULAR_MAX_COUNT. */
  count: Type.Optional(Type.Integer()),
  language: Type.Optional(Code(16)),
});
export const PopularGameSchema = Type.Intersect([
  GameItemSchema,
  Type.Object({ rank: Type.Integer(), plays: Type.Integer() }),
]);
export type PopularGame = Static<typeof PopularGameSchema>;
/**
 * A bare object (api-contract 1.6, the client runs Object.values over it) keyed by rank "1",
 * "2", ...: integer-like keys keep ascending order in every JavaScript engine.
 */
export const PopularGamesSchema = Type.Record(Type.String(), PopularGameSchema);
export type PopularGames = Static<typeof PopularGamesSchema>;

/** GCSGAME_getRankList (winner board): the biggest single wins of the last 7 days. */
export const RankListQuerySchema = Type.Object({
  /** ALL or a game type. */
  gameCategory: Type.Optional(Code(32)),
  language: Type.Optional(Code(16)),
  /** Clamped into 1..RANK_LIST_MAX_LIMIT. */
  limitNum: Type.Optional(Type.Integer()),
});
export const WinnerSchema = Type.Object({
  vo: Type.Object({
    /** Masked account name (first and last characters kept, e.g. "de****er"). */
    customerName: Type.String(),
    winAmount: Type.Number(),
    gameName: Type.String(),
    gameCode: Type.String(),
    vassalage: Type.String(),
    gameType: Type.String(),
    nodeId: Type.String(),
    gameId: Type.Integer(),
    iconUrl: Type.String(),
    /** ISO 8601. */
    settledAt: Type.String(),
  }),
});
export type Winner = Static<typeof WinnerSchema>;
export const RankListValueSchema = Type.Object({ list: Type.Array(WinnerSchema) });
export type RankListValue = Static<typeof RankListValueSchema>;

/** GLS2_roomList: a PvP game's rooms (stake levels) to choose from before launching. */
export const RoomListQuerySchema = Type.Object({
  vassalage: Code(64),
  gameCode: Type.Optional(Code(64)),
  language: Type.Optional(Code(16)),
});
export const RoomSchema = Type.Object({
  roomId: Type.String(),
  /** i18n-free label key suffix the client translates (beginner, standard, high, vip). */
  roomLevel: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  vassalage: Type.String(),
  nodeId: Type.String(),
  minBet: Type.Number(),
  maxBet: Type.Number(),
});
export type Room = Static<typeof RoomSchema>;
export const RoomListValueSchema = Type.Object({ list: Type.Array(RoomSchema) });
export type RoomListValue = Static<typeof RoomListValueSchema>;

/**
 * /wps/game/launchGame (token) and GCS_gameLaunchFB (no token, always free play). The game is
 * found by nodeId, or by gameId, or by vassalage + gameCode. launchMode is required (the
 * platform answers #727 without it; ours answers games.launchModeRequired). Lottery lobby
 * launches send lottoArea, lottoPrizeMode, lottoGameCode and lottoView.
 */
export const LaunchGameQuerySchema = Type.Object({
  gameType: Type.Optional(Code(32)),
  vassalage: Type.Optional(Code(64)),
  gameId: Type.Optional(Type.Integer({ minimum: 0 })),
  nodeId: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Integer({ minimum: 0 })])),
  gameCode: Type.Optional(Code(64)),
  platform: Type.Optional(Code(64)),
  launchMode: Type.Optional(Code(16)),
  /** ACCOUNT_TYPE_REAL (default) or ACCOUNT_TYPE_FREE. */
  accountType: Type.Optional(Code(2)),
  language: Type.Optional(Code(16)),
  /** Where the game's own lobby button returns to; same-site paths only. */
  backUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  /** A PvP room from GLS2_roomList. */
  roomId: Type.Optional(Code(64)),
  device: Type.Optional(Code(16)),
  lottoArea: Type.Optional(Code(16)),
  lottoPrizeMode: Type.Optional(Code(16)),
  lottoGameCode: Type.Optional(Code(64)),
  lottoView: Type.Optional(Code(16)),
});
export type LaunchGameQuery = Static<typeof LaunchGameQuerySchema>;

export const LaunchContentSchema = Type.Object({
  /** Absolute or site-relative URL of the game. */
  game_url: Type.String(),
  /** iframe: show in the sandboxed game frame / desktop game view; window: the vendor refuses framing. */
  openMode: Type.Union([Type.Literal('iframe'), Type.Literal('window')]),
  accountType: Type.String(),
  walletMode: Type.Union([Type.Literal('seamless'), Type.Literal('transfer')]),
  gameName: Type.String(),
  gameCode: Type.String(),
  vassalage: Type.String(),
  nodeId: Type.String(),
});
export type LaunchContent = Static<typeof LaunchContentSchema>;
export const LaunchGameValueSchema = Type.Object({ content: LaunchContentSchema });
export type LaunchGameValue = Static<typeof LaunchGameValueSchema>;
