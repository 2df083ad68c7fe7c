import { describe, expect, it } from 'vitest';
import {
  readLotteryFavorites,
  toggleLotteryFavorite,
} from '../../../../../src/renderer/games/lottery/lotteryFavorites';

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('lottery favourites (spec 3: local storage, kept per username)', () => {
  it('adds and removes a game, newest favourite first', () => {
    const storage = memoryStorage();
    expect(toggleLotteryFavorite(storage, 'demo', '2')).toEqual(['2']);
    expect(toggleLotteryFavorite(storage, 'demo', '6')).toEqual(['6', '2']);
    expect(toggleLotteryFavorite(storage, 'demo', '2')).toEqual(['6']);
    expect(readLotteryFavorites(storage, 'demo')).toEqual(['6']);
  });

  it('keeps each username apart, whatever the case of its letters', () => {
    const storage = memoryStorage();
    toggleLotteryFavorite(storage, 'demo', '2');
    toggleLotteryFavorite(storage, 'other', '7');
    expect(readLotteryFavorites(storage, 'DEMO')).toEqual(['2']);
    expect(readLotteryFavorites(storage, 'other')).toEqual(['7']);
  });

  it('keeps them apart from the other favourites, under their own key', () => {
    const storage = memoryStorage();
    toggleLotteryFavorite(storage, 'demo', '2');
    expect(storage.getItem('lotteryFavorites:demo')).toBe('["2"]');
  });

  it('has none for no username or an unreadable entry', () => {
    const storage = memoryStorage();
    expect(readLotteryFavorites(storage, '')).toEqual([]);
    storage.setItem('lotteryFavorites:demo', '{broken');
    expect(readLotteryFavorites(storage, 'demo')).toEqual([]);
    storage.setItem('lotteryFavorites:demo', '[2,"3"]');
    expect(readLotteryFavorites(storage, 'demo')).toEqual(['3']);
  });
});
