import {
  DEFAULT_PAGE_SIZE,
  GAME_CLASSIFIES,
  MAX_PAGE_SIZE,
  type GameItem,
  type GameListQuery,
  type GameListValue,
  type GameVendorsValue,
  type HotGamesValue,
  type VassGameTypeValue,
  type VendorCard,
} from '../../../shared/api/games';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { minorToNumber, parseAmount } from '../../../shared/money';
import { ApiError } from '../../lib/errors';
import type { Database } from '../../db/client';
import type { GameRow, VendorRow } from '../../db/schema';
import { buildLanes } from './lanes';
import { foldName, NameIndex } from './name-index';
import {
  countGames,
  selectClassifyCounts,
  selectGames,
  selectListableGames,
  selectLobbyVendors,
  type GameFilter,
} from './queries';

/** Bounded so hostile query variety cannot grow memory without limit; cleared whole when full. */
const MAX_ENTRIES = 5000;
const HOT_LIMIT = 60;
/** The hot list of every type (no type or vendor asked) takes this many of each, in lobby order. */
const HOT_PER_TYPE = 12;
/**
 * Name indexes kept at once (the least recently searched brand's is dropped), so a process serving
 * many brands stays bounded: one of 10,000 games named in six languages holds about 20 MB
 * (docs/architecture.md "Games").
 */
const MAX_NAME_INDEXES = 8;

/** Change-bus topic of catalogue writes; the key is the brand id. */
export const CATALOGUE_TOPIC = 'catalogue';

/**
 * Catalogue answers cached per brand, language and normalised query. The catalogue changes only
 * through operator writes, which publish CATALOGUE_TOPIC: every server process's catalogue calls
 * invalidate() (gameRoutes subscribes it). One instance per app (tests run several apps on
 * databases whose brand ids collide).
 */
export class GameCatalogue {
  private readonly answers = new Map<string, Promise<unknown>>();
  private readonly vendors = new Map<number, Promise<VendorRow[]>>();
  /** Per brand, its name index (search as you type); the most recently searched brand last. */
  private readonly nameIndexes = new Map<number, Promise<NameIndex>>();
  private readonly dependents: ((brandId?: number) => void)[] = [];

  constructor(private readonly db: Database) {}

  /** Forgets a brand's cached answers (all brands without an id), and those of every dependent cache. */
  invalidate(brandId?: number): void {
    for (const key of [...this.answers.keys()])
      if (brandId === undefined || key.startsWith(`${brandId}|`)) this.answers.delete(key);
    if (brandId === undefined) {
      this.vendors.clear();
      this.nameIndexes.clear();
    } else {
      this.vendors.delete(brandId);
      this.nameIndexes.delete(brandId);
    }
    for (const forget of this.dependents) forget(brandId);
  }

  /**
   * A cache built from catalogue answers (popular games) forgets with them, so an operator write
   * has one invalidation path and no cache keeps showing a switched-off game.
   */
  onInvalidate(forget: (brandId?: number) => void): void {
    this.dependents.push(forget);
  }

  private cached<T>(brandId: number, key: string, load: () => Promise<T>): Promise<T> {
    const full = `${brandId}|${key}`;
    const hit = this.answers.get(full) as Promise<T> | undefined;
    if (hit) return hit;
    if (this.answers.size >= MAX_ENTRIES) this.answers.clear();
    const promise = load();
    this.answers.set(full, promise);
    // A failed load must not stay cached.
    promise.catch(() => this.answers.delete(full));
    return promise;
  }

  private lobbyVendors(brandId: number): Promise<VendorRow[]> {
    let hit = this.vendors.get(brandId);
    if (!hit) {
      hit = selectLobbyVendors(this.db, brandId);
      this.vendors.set(brandId, hit);
      hit.catch(() => this.vendors.delete(brandId));
    }
    return hit;
  }

  async gameList(brandId: number, language: string, query: GameListQuery): Promise<GameListValue> {
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, query.pageSize ?? DEFAULT_PAGE_SIZE));
    const pageNo = query.pageNo ?? 1;
    const filter = await this.filterOf(brandId, query);
    const empty = { games: [], totalPages: 0, totalCount: 0, pageNo, pageSize };
    const search = foldName(query.gameName ?? '');
    if (search !== '') {
      // Name searches come from the name index and are not cached: every keystroke is a new
      // search, and caching each would push the lobby's answers out of the cache.
      if (filter === null) return empty;
      const index = await this.nameIndex(brandId);
      const { totalCount, rows } = index.search(filter, search, (pageNo - 1) * pageSize, pageSize);
      const vendors = await this.vendorMap(brandId);
      const games = rows.map((row) => gameItem(row, vendors, language));
      return { games, totalPages: Math.ceil(totalCount / pageSize), totalCount, pageNo, pageSize };
    }
    const key = JSON.stringify(['list', language, filter, pageNo, pageSize]);
    return this.cached(brandId, key, async () => {
      if (filter === null) return empty;
      const totalCount = await countGames(this.db, brandId, filter);
      const totalPages = Math.ceil(totalCount / pageSize);
      if (pageNo > totalPages) return { ...empty, totalCount, totalPages };
      const rows = await selectGames(this.db, brandId, filter, pageSize, (pageNo - 1) * pageSize);
      const vendors = await this.vendorMap(brandId);
      return { games: rows.map((row) => gameItem(row, vendors, language)), totalPages, totalCount, pageNo, pageSize };
    });
  }

  /** The brand's name index, built on first use after a start or an operator write. */
  private nameIndex(brandId: number): Promise<NameIndex> {
    const kept = this.nameIndexes.get(brandId);
    // Re-inserted, so the map's order is least recently searched first.
    this.nameIndexes.delete(brandId);
    if (kept) {
      this.nameIndexes.set(brandId, kept);
      return kept;
    }
    const oldest = this.nameIndexes.keys().next();
    if (this.nameIndexes.size >= MAX_NAME_INDEXES && !oldest.done) this.nameIndexes.delete(oldest.value);
    const built = (async () => {
      const vendorIds = (await this.lobbyVendors(brandId)).map((vendor) => vendor.id);
      return NameIndex.build(await selectListableGames(this.db, brandId, vendorIds), vendorIds);
    })();
    this.nameIndexes.set(brandId, built);
    // A failed build must not stay; a newer one (after a write) is left alone.
    built.catch(() => {
      if (this.nameIndexes.get(brandId) === built) this.nameIndexes.delete(brandId);
    });
    return built;
  }

  /**
   * The hot list. Asked for every type, it takes a few of each type (the hot page), unless
   * `lobbyOrder` asks for the first hot games in lobby order (popular games' top-up).
   */
  async hotGames(
    brandId: number,
    language: string,
    gameType?: string,
    vassalage?: string,
    { lobbyOrder = false } = {},
  ): Promise<HotGamesValue> {
    const filter = await this.filterOf(brandId, { gameType, vassalage });
    return this.cached(brandId, JSON.stringify(['hot', language, filter, lobbyOrder]), async () => {
      if (filter === null) return { list: [] };
      const vendors = await this.vendorMap(brandId);
      const hot = { ...filter, hotOnly: true };
      // Asked for everything, the list is a few of each type, so one type's many hot games
      // (slots) do not push every other type off the hot page.
      const rows =
        !gameType && !vassalage && !lobbyOrder
          ? (
              await Promise.all(
                typeGroups(filter.vendorIds, vendors).map((ids) =>
                  selectGames(this.db, brandId, { ...hot, vendorIds: ids }, HOT_PER_TYPE, 0),
                ),
              )
            ).flat()
          : await selectGames(this.db, brandId, hot, HOT_LIMIT, 0);
      return { list: rows.map((row) => gameItem(row, vendors, language)) };
    });
  }

  vendorLanes(brandId: number): Promise<GameVendorsValue> {
    return this.cached(brandId, 'lanes', async () => {
      const vendors = await this.lobbyVendors(brandId);
      const codeOf = new Map(vendors.map((vendor) => [vendor.id, vendor.vassalage]));
      const counts = new Map<string, Map<string, number>>();
      for (const row of await selectClassifyCounts(this.db, brandId)) {
        const code = codeOf.get(row.vendorId);
        if (code === undefined) continue;
        const perVendor = counts.get(code) ?? new Map<string, number>();
        perVendor.set(row.gameClassify, row.total);
        counts.set(code, perVendor);
      }
      // Every brand offers the build's languages (Tagalog among them) until brands get their own set.
      return { data: { lanes: buildLanes(vendors.map(vendorCard), counts, LANGUAGES) } };
    });
  }

  /**
   * GCSGAME_getVassGameType: type -> vendor -> the classifications its enabled games have (in
   * GAME_CLASSIFIES order), over the lobby's vendors; a vendor without classified games has [].
   */
  vassGameTypes(brandId: number): Promise<VassGameTypeValue> {
    return this.cached(brandId, 'vass', async () => {
      const vendors = await this.lobbyVendors(brandId);
      const classes = new Map<number, Set<string>>();
      for (const row of await selectClassifyCounts(this.db, brandId)) {
        if (row.gameClassify === '') continue;
        const set = classes.get(row.vendorId) ?? new Set<string>();
        set.add(row.gameClassify);
        classes.set(row.vendorId, set);
      }
      const content: VassGameTypeValue['content'] = {};
      for (const vendor of vendors) {
        const own = classes.get(vendor.id) ?? new Set<string>();
        const byVendor = (content[vendor.gameType] ??= {});
        byVendor[vendor.vassalage] = GAME_CLASSIFIES.filter((key) => own.has(key));
      }
      return { content };
    });
  }

  /** Games of the brand's lottery types for /lgw/games/game_menus. */
  async lotteryGames(brandId: number, language: string): Promise<{ vendor: VendorRow; games: GameItem[] }[]> {
    const vendors = (await this.lobbyVendors(brandId)).filter((v) => v.gameType === 'ELOTT' || v.gameType === 'LOTT');
    return this.cached(brandId, JSON.stringify(['menus', language]), async () => {
      const result = [];
      const byId = await this.vendorMap(brandId);
      for (const vendor of vendors) {
        const rows = await selectGames(this.db, brandId, { vendorIds: [vendor.id] }, MAX_PAGE_SIZE, 0);
        result.push({ vendor, games: rows.map((row) => gameItem(row, byId, language)) });
      }
      return result;
    });
  }

  /** The lobby's vendors (enabled, of an enabled type) by id. */
  async vendorMap(brandId: number): Promise<Map<number, VendorRow>> {
    return new Map((await this.lobbyVendors(brandId)).map((vendor) => [vendor.id, vendor]));
  }

  /** Normalised filters, or null when they can match nothing (unknown vendor, type or classification). */
  private async filterOf(
    brandId: number,
    query: Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'minBet' | 'minLineNum'>,
  ): Promise<GameFilter | null> {
    let vendors = await this.lobbyVendors(brandId);
    const gameType = query.gameType?.trim().toUpperCase();
    if (gameType) vendors = vendors.filter((vendor) => vendor.gameType === gameType);
    const codes = (query.vassalage ?? '')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => code !== '');
    if (codes.length > 0) vendors = vendors.filter((vendor) => codes.includes(vendor.vassalage.toUpperCase()));
    if (vendors.length === 0) return null;
    const filter: GameFilter = { vendorIds: vendors.map((vendor) => vendor.id) };
    const classify = query.gameClassify?.trim().toUpperCase();
    if (classify) {
      if (!(GAME_CLASSIFIES as readonly string[]).includes(classify)) return null;
      filter.gameClassify = classify;
    }
    if (query.minBet !== undefined && query.minBet !== '') {
      const parsed = parseAmount(query.minBet);
      if (!('minor' in parsed))
        throw new ApiError(400, ERROR_CODES.badRequest, 'minBet must be an amount with at most 2 decimals');
      filter.minBet = Number(parsed.minor);
    }
    if (query.minLineNum !== undefined && query.minLineNum > 0) filter.minLineNum = query.minLineNum;
    return filter;
  }
}

/** A game row as the lobby reads it; vendors are the lobby's (vendorMap). */
export function gameItem(row: GameRow, vendors: ReadonlyMap<number, VendorRow>, language: string): GameItem {
  const vendor = vendors.get(row.vendorId);
  const name = row.names[language] ?? row.names.en ?? row.gameCode;
  return {
    nodeId: String(row.nodeId),
    gameId: row.id,
    gameCode: row.gameCode,
    vassalage: vendor?.vassalage ?? '',
    gameType: row.gameType,
    gameName: name,
    nodeName: name,
    displayName: name,
    isGame: vendor?.isGame ?? 'GAME',
    showIcon: row.imagePath,
    iconUrl: row.imagePath,
    isHot: row.isHot,
    minBet: minorToNumber(BigInt(row.minBet)),
    lineNum: row.lineNum,
    gameClassify: row.gameClassify,
    defaultPlayType: row.defaultPlayType,
    accountTypeId: vendor?.accountTypeId ?? 0,
  };
}

function vendorCard(vendor: VendorRow): VendorCard {
  return {
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    lagerIcon: vendor.largeIcon,
    smallIcon: vendor.smallIcon,
    h5Icon: vendor.h5Icon,
    gameType: vendor.gameType,
    isHot: vendor.isHot,
    accountTypeId: vendor.accountTypeId,
    accountTypeName: vendor.accountTypeName,
    walletMode: vendor.walletMode,
  };
}

/** Vendor ids grouped by game type, the types in the order their vendors come (the lobby's). */
function typeGroups(vendorIds: readonly number[], vendors: ReadonlyMap<number, VendorRow>): number[][] {
  const groups = new Map<string, number[]>();
  for (const id of vendorIds) {
    const type = vendors.get(id)?.gameType;
    if (type === undefined) continue;
    groups.set(type, [...(groups.get(type) ?? []), id]);
  }
  return [...groups.values()];
}
