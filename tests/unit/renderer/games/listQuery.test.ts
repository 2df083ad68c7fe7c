import { describe, expect, it } from 'vitest';
import { showsCarouselArrows } from '../../../../src/renderer/games/carousel';
import {
  chooseVendor,
  classifyKeysFor,
  filterClassify,
  filterMinBet,
  gameTypeForRoute,
  goToPage,
  initialQuery,
  needsRealAccount,
  searchName,
  switchListType,
  type ListQuery,
} from '../../../../src/renderer/games/listQuery';

const busy: ListQuery = {
  gameType: 'RNG',
  vassalage: 'JL',
  listType: 'all',
  gameName: 'crown',
  gameClassify: 'SC',
  minBet: '0.5',
  pageNo: 4,
  pageSize: 30,
};

describe('game-list query', () => {
  it('starts on page 1 of 15 with everything cleared', () => {
    expect(initialQuery('FISH')).toEqual({
      gameType: 'FISH',
      vassalage: '',
      listType: 'all',
      gameName: '',
      gameClassify: '',
      minBet: 'all',
      pageNo: 1,
      pageSize: 15,
    });
  });

  it('choosing a vendor resets paging, clears filters and shows its hot list', () => {
    expect(chooseVendor(busy, 'PG')).toEqual({ ...initialQuery('RNG', 'PG'), listType: 'hot' });
    expect(chooseVendor(busy, '').listType).toBe('all');
  });

  it('search, classification and minimum bet each reset paging and clear the others', () => {
    expect(searchName(busy, '  gold ')).toEqual({ ...initialQuery('RNG', 'JL'), gameName: 'gold' });
    expect(filterClassify(busy, 'VP')).toEqual({ ...initialQuery('RNG', 'JL'), gameClassify: 'VP' });
    expect(filterMinBet(busy, '0.01')).toEqual({ ...initialQuery('RNG', 'JL'), minBet: '0.01' });
  });

  it('switching list type starts again from page 1', () => {
    expect(switchListType(busy, 'recent')).toEqual({ ...initialQuery('RNG', 'JL'), listType: 'recent' });
  });

  it('pages stay inside the known pages and keep the filters', () => {
    expect(goToPage(busy, 9, 6)).toEqual({ ...busy, pageNo: 6 });
    expect(goToPage(busy, -2, 6).pageNo).toBe(1);
  });

  it('fav and recent need a real account, all and hot do not', () => {
    expect(['all', 'hot', 'fav', 'recent'].map((t) => needsRealAccount(t as ListQuery['listType']))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('offers bingo (BG) only in Tagalog', () => {
    expect(classifyKeysFor('ty')).toEqual(['SC', 'VP', 'TG', 'AC', 'JP', 'BG']);
    expect(classifyKeysFor('en')).toEqual(['SC', 'VP', 'TG', 'AC', 'JP']);
  });

  it('takes the game type from {games} upper-cased, else from the lobby path', () => {
    expect(gameTypeForRoute('/games/:games', 'fish')).toBe('FISH');
    expect(gameTypeForRoute('/games/:games', 'Live')).toBe('LIVE');
    expect(gameTypeForRoute('/rng')).toBe('RNG');
    expect(gameTypeForRoute('/fish')).toBe('FISH');
    expect(gameTypeForRoute('/pvp')).toBe('PVP');
    // The spec's empty-path lobby is the all-games lobby: every type.
    expect(gameTypeForRoute('/games')).toBe('');
  });

  it('shows carousel arrows only above seven items', () => {
    expect(showsCarouselArrows(7)).toBe(false);
    expect(showsCarouselArrows(8)).toBe(true);
  });
});
