import type { GameListQuery } from '../../../../src/shared/api/games';
import type { GameItem, VendorCard, VendorLane } from '../../../../src/renderer/games/types';

export function game(n: number, overrides: Partial<GameItem> = {}): GameItem {
  return {
    nodeId: String(n),
    gameId: n,
    gameCode: `G${n}`,
    vassalage: 'JL',
    gameType: 'RNG',
    gameName: `Game ${n}`,
    nodeName: `Game ${n}`,
    displayName: `Game ${n}`,
    isGame: 'GAME',
    showIcon: `/img/${n}.png`,
    iconUrl: `/img/${n}.png`,
    isHot: n % 2 === 0,
    minBet: 0.1,
    lineNum: 20,
    gameClassify: 'SC',
    defaultPlayType: '',
    accountTypeId: 1,
    ...overrides,
  };
}

export function vendor(code: string): VendorCard {
  return {
    vassalage: code,
    displayName: `${code} Gaming`,
    lagerIcon: '',
    smallIcon: '',
    h5Icon: '',
    gameType: 'RNG',
    isHot: false,
    accountTypeId: 1,
    accountTypeName: code,
    walletMode: 'transfer',
  };
}

export function lanes(codes: string[]): VendorLane[] {
  return [{ title: 'RNG', cards: codes.map(vendor), gameClassify: [] }];
}

/** A fake catalogue: 40 RNG games, recording every game-list query. */
export function fakeCatalogue(vendorCodes = ['JL', 'PG']) {
  const queries: GameListQuery[] = [];
  const calls = { vendors: 0, hot: 0 };
  const all = Array.from({ length: 40 }, (_, i) => game(i + 1));
  const api = {
    getGameList: (query: GameListQuery) => {
      queries.push(query);
      const size = query.pageSize ?? 15;
      const page = query.pageNo ?? 1;
      return Promise.resolve({
        games: all.slice((page - 1) * size, page * size),
        totalPages: Math.ceil(all.length / size),
        totalCount: all.length,
        pageNo: page,
        pageSize: size,
      });
    },
    getGameVendors: () => {
      calls.vendors += 1;
      return Promise.resolve({ data: { lanes: lanes(vendorCodes) } });
    },
    getHotGames: () => {
      calls.hot += 1;
      return Promise.resolve({ list: [game(2), game(4, { vassalage: 'PG' }), game(6, { gameType: 'FISH' })] });
    },
  };
  return { api, queries, calls };
}
