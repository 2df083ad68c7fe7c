import { describe, expect, it } from 'vitest';
import { GAME_CACHE_KEYS } from '../../../../src/renderer/games/gameCache';
import { GamesStore } from '../../../../src/renderer/stores/GamesStore';
import { makeHarness } from '../fixtures/harness';
import { memberInfo } from '../fixtures/session';
import { makeStatus } from '../fixtures/status';
import { fakeCatalogue } from './fakeGames';

async function setup(member?: Parameters<typeof memberInfo>[0]) {
  const catalogue = fakeCatalogue();
  const h = await makeHarness(makeStatus(), {
    api: { getMemberInfo: () => Promise.resolve(memberInfo(member)) },
  });
  if (member) {
    h.store.session.startSession({ token: 't', firstTimeLogin: false });
    await h.store.session.loadLoginInfo();
  }
  const games = new GamesStore({ api: catalogue.api, session: h.store.session, ui: h.store.ui, storage: h.session });
  return { h, games, ...catalogue };
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

  it('choosing a vendor shows its hot games of this type', async () => {
    const { games } = await setup();
    await games.open('RNG');
    await games.chooseVendor('PG');
    expect(games.query.listType).toBe('hot');
    expect(games.games.map((g) => g.nodeId)).toEqual(['4']);
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

  it('caches vendors and hot games in session storage until the language changes', async () => {
    const { h, games, calls } = await setup();
    await games.open('RNG');
    await games.loadVendors();
    await games.setListType('all');
    await games.setListType('hot');
    expect(calls).toEqual({ vendors: 1, hot: 1 });
    expect(h.session.getItem(GAME_CACHE_KEYS.vendors)).toContain('JL');
    expect(h.session.getItem(GAME_CACHE_KEYS.hot)).toContain('Game 2');
    await h.store.ui.setLanguage('vi');
    await games.reload();
    expect(calls).toEqual({ vendors: 2, hot: 2 });
  });

  it('play needs login, then tells that launching comes soon', async () => {
    const { h, games } = await setup();
    await games.open('RNG');
    const first = games.games[0];
    if (!first) throw new Error('no game');
    expect(games.play(first)).toBe(false);
    expect(h.store.ui.modal).toBe('login');
  });
});
