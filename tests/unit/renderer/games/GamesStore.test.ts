import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_CACHE_KEYS } from '../../../../src/renderer/games/gameCache';
import { GamesStore, SEARCH_DEBOUNCE_MS } from '../../../../src/renderer/stores/GamesStore';
import type { GameListQuery } from '../../../../src/shared/api/games';
import { makeHarness } from '../fixtures/harness';
import { memberInfo } from '../fixtures/session';
import { makeStatus } from '../fixtures/status';
import { fakeCatalogue } from './fakeGames';

async function setup(member?: Parameters<typeof memberInfo>[0], size?: number, vendorCodes?: string[]) {
  const catalogue = fakeCatalogue(vendorCodes, size);
  const clock = { now: 50_000 };
  const h = await makeHarness(makeStatus(), {
    api: { getMemberInfo: () => Promise.resolve(memberInfo(member)) },
  });
  if (member) {
    h.store.session.startSession({ token: 't', firstTimeLogin: false });
    await h.store.session.loadLoginInfo();
  }
  const games = new GamesStore({
    api: catalogue.api,
    session: h.store.session,
    ui: h.store.ui,
    storage: h.session,
    now: () => clock.now,
  });
  return { h, games, clock, ...catalogue };
}

describe('GamesStore', () => {
  it('loads page 1 of 15 of the game type with the contract query', async () => {
    const { games, queries } = await setup();
    await games.open('RNG');
    expect(games.games).toHaveLength(15);
    expect(games.totalPages).toBe(3);
    expect(queries[0]).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      merchant: 'demo01',
      gameType: 'RNG',
      language: 'TY',
      pageNo: 1,
      pageSize: 15,
    });
  });

  it('a filter after paging goes back to page 1 and clears the other filters', async () => {
    const { games, queries } = await setup();
    await games.open('RNG');
    await games.search('crown');
    await games.goToPage(3);
    expect(queries.at(-1)).toMatchObject({ pageNo: 3, gameName: 'crown' });
    await games.filterMinBet('0.5');
    expect(queries.at(-1)).toMatchObject({ pageNo: 1, pageSize: 15, minBet: '0.5' });
    expect(queries.at(-1)).not.toHaveProperty('gameName');
  });

  it('choosing a vendor shows its hot games, asked of the server for that vendor', async () => {
    const { games, hotQueries } = await setup(undefined, 40, ['JL', 'PG', 'NOHOT']);
    await games.open('RNG');
    await games.chooseVendor('PG');
    expect(games.query.listType).toBe('hot');
    expect(games.games.map((g) => g.nodeId)).toEqual(['4']);
    expect(hotQueries.at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'PG' });
  });

  it('a vendor without hot games opens on all its games instead of an empty tab', async () => {
    const { games, queries } = await setup(undefined, 40, ['JL', 'PG', 'NOHOT']);
    await games.open('RNG', 'NOHOT');
    expect(games.query).toMatchObject({ vassalage: 'NOHOT', listType: 'all', pageNo: 1 });
    expect(games.games).toHaveLength(15);
    expect(queries.at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'NOHOT' });
    // Choosing it again from the carousel behaves the same; a vendor with hot games keeps them.
    await games.chooseVendor('JL');
    expect(games.query.listType).toBe('hot');
    expect(games.games.map((g) => g.nodeId)).toEqual(['2']);
    await games.chooseVendor('NOHOT');
    expect(games.query.listType).toBe('all');
  });

  it('the scroll view falls back to all games too', async () => {
    const { games } = await setup(undefined, 40, ['JL', 'PG', 'NOHOT']);
    await games.open('', 'NOHOT', 'scroll');
    expect(games.query.listType).toBe('all');
    expect(games.scroll.totalCount).toBe(40);
  });

  it('fav needs login: without a session the login popup opens and the list stays', async () => {
    const { h, games } = await setup();
    await games.open('RNG');
    await games.setListType('fav');
    expect(h.store.ui.modal).toBe('login');
    expect(games.query.listType).toBe('all');
  });

  it('recent needs a real account: a trial account gets the warning', async () => {
    const { h, games } = await setup({ type: 4, isTrial: true });
    await games.open('RNG');
    await games.setListType('recent');
    expect(h.store.ui.dialog?.message).toEqual({ key: 'in_need_true_account' });
    expect(games.query.listType).toBe('all');
  });

  it('a real member may open fav', async () => {
    const { games } = await setup({});
    await games.open('RNG');
    await games.setListType('fav');
    expect(games.query.listType).toBe('fav');
  });

  it('caches vendors and hot games until the language changes', async () => {
    const { h, games, calls } = await setup();
    await games.open('RNG');
    await games.loadVendors();
    await games.openHot();
    await games.setListType('hot');
    await games.setListType('all');
    await games.setListType('hot');
    // One call for the vendors, one for the hot page (every type), one for RNG's hot tab.
    expect(calls).toEqual({ vendors: 1, hot: 2, favoriteIds: 0 });
    expect(h.session.getItem(GAME_CACHE_KEYS.vendors)).toContain('JL');
    expect(h.session.getItem(GAME_CACHE_KEYS.hot)).toContain('Game 6');
    await h.store.ui.setLanguage('vi');
    await games.reload();
    expect(calls).toEqual({ vendors: 2, hot: 3, favoriteIds: 0 });
  });

  it("fav lists the member's favourites of the type, asked for whole and paged here", async () => {
    const { games, favoriteQueries } = await setup({});
    await games.open('RNG');
    await games.setListType('fav');
    expect(favoriteQueries).toEqual([
      { clientType: '3', platform: 'flash', language: 'TY', gameType: 'RNG', pageNo: 1, pageSize: 999 },
    ]);
    expect(games.games.map((g) => g.nodeId)).toEqual(['3', '5']);
    expect(games.totalPages).toBe(1);
  });

  it("recent lists the member's recent games page by page", async () => {
    const { games, recentQueries } = await setup({});
    await games.open('RNG', 'JL');
    await games.setListType('recent');
    expect(recentQueries.at(-1)).toEqual({
      clientType: '3',
      language: 'TY',
      gameType: 'RNG',
      vassalage: 'JL',
      pageNo: 1,
      pageSize: 15,
    });
    expect(games.games).toHaveLength(15);
    expect(games.totalPages).toBe(2);
    await games.goToPage(2);
    expect(games.games.map((g) => g.nodeId)).toEqual(['16', '17', '18', '19', '20']);
  });

  it('unstarring a game on the favourites list takes it off the list', async () => {
    const { games } = await setup({});
    await games.open('RNG');
    await games.setListType('fav');
    const third = games.games.find((g) => g.nodeId === '3');
    if (!third) throw new Error('no favourite 3');
    await games.toggleFavorite(third);
    expect(games.favorites.isFavorite(third)).toBe(false);
    expect(games.games.map((g) => g.nodeId)).toEqual(['5']);
  });

  it('logging out while fav is shown goes back to the full list', async () => {
    const { h, games } = await setup({});
    await games.open('RNG');
    await games.setListType('fav');
    h.store.session.clear();
    await Promise.resolve();
    expect(games.query.listType).toBe('all');
  });

  it('the all-games lobby loads every type in pages of 100 as the grid reaches them', async () => {
    const { games, queries, clock } = await setup(undefined, 250);
    await games.open('', '', 'scroll');
    expect(queries.at(-1)).toMatchObject({ pageNo: 1, pageSize: 100 });
    expect(queries.at(-1)).not.toHaveProperty('gameType');
    expect(games.scroll.totalCount).toBe(250);
    expect(games.scroll.items[99]?.nodeId).toBe('100');
    expect(games.scroll.items[100]).toBeUndefined();
    clock.now += 1_000;
    games.scroll.ensure(90, 130);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2]);
    expect(games.scroll.items[129]?.nodeId).toBe('130');
    // Within 200 ms the next window waits; the trailing call then loads page 3 once.
    games.scroll.ensure(200, 240);
    expect(queries).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2, 3]);
  });

  it('a search in the all-games lobby starts its list over from the first page', async () => {
    const { games, queries } = await setup(undefined, 250);
    await games.open('', '', 'scroll');
    await games.chooseVendor('JL');
    await games.search('Game 1');
    expect(games.query).toMatchObject({ gameType: '', vassalage: 'JL', listType: 'all', gameName: 'Game 1' });
    expect(queries.at(-1)).toMatchObject({ pageNo: 1, pageSize: 100, gameName: 'Game 1', vassalage: 'JL' });
  });

  it('the all-games lobby keeps the last list on screen until the new query answers', async () => {
    const { games, clock } = await setup(undefined, 250);
    await games.open('', '', 'scroll');
    clock.now += 1_000;
    games.scroll.ensure(140, 160);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(games.scroll.items[150]?.nodeId).toBe('151');
    const searching = games.search('Game');
    expect(games.scroll.loading).toBe(true);
    expect(games.scroll.items[150]?.nodeId).toBe('151');
    await searching;
    // The new query's first page replaced the list; its page 2 loads for the window shown.
    expect(games.scroll.loading).toBe(false);
    expect(games.scroll.items[0]?.nodeId).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(games.scroll.items[150]?.nodeId).toBe('151');
  });

  describe('search as you type', () => {
    afterEach(() => vi.useRealTimers());

    it('searches once typing pauses, showing the typed text at once', async () => {
      const { games, queries } = await setup();
      await games.open('RNG');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const before = queries.length;
      for (const text of ['d', 'dr', 'dra', 'drag']) {
        games.typeSearch(text);
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
      }
      expect(games.searchText).toBe('drag');
      expect(queries).toHaveLength(before);
      vi.advanceTimersByTime(50);
      expect(queries.slice(before).map((query) => query.gameName)).toEqual(['drag']);
      expect(games.query.gameName).toBe('drag');
      // A trailing space stays in the box and asks nothing new.
      games.typeSearch('drag ');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(games.searchText).toBe('drag ');
      expect(queries).toHaveLength(before + 1);
    });

    it('shows the latest search when an older answer arrives after it', async () => {
      const { games, api } = await setup();
      await games.open('RNG');
      const held: { query: GameListQuery; release: () => void }[] = [];
      const answer = api.getGameList;
      api.getGameList = (query: GameListQuery) =>
        new Promise((resolve) => held.push({ query, release: () => resolve(answer(query)) }));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      games.typeSearch('Game 1');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      games.typeSearch('Game 2');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      vi.useRealTimers();
      expect(held.map((call) => call.query.gameName)).toEqual(['Game 1', 'Game 2']);
      const answerOf = async (index: number) => {
        held[index]!.release();
        await new Promise((resolve) => setTimeout(resolve, 0));
      };
      // The newer answer first, then the older one: the older is dropped.
      await answerOf(1);
      const shown = games.games;
      await answerOf(0);
      expect(games.games).toBe(shown);
      expect(games.query.gameName).toBe('Game 2');
      expect(games.loading).toBe(false);
    });

    it('Enter searches at once; a filter chosen while typing drops the pending search', async () => {
      const { games, queries } = await setup();
      await games.open('RNG');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      games.typeSearch('crown');
      await games.search(games.searchText);
      expect(queries.at(-1)).toMatchObject({ gameName: 'crown' });
      const count = queries.length;
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(queries).toHaveLength(count);

      games.typeSearch('crown jewels');
      await games.filterClassify('VP');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(queries.at(-1)).toMatchObject({ gameClassify: 'VP' });
      expect(queries.at(-1)).not.toHaveProperty('gameName');
      expect(games.searchText).toBe('');
    });
  });
});
