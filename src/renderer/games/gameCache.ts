import type { GameItem, VendorLane } from './types';

/** Session-storage keys of the catalogue caches (api-contract.md 3.4). */
export const GAME_CACHE_KEYS = { vendors: 'gameVendor', hot: 'HOT_GAMES' } as const;

function read<T>(storage: Storage, key: string, isValid: (value: unknown) => boolean): T | undefined {
  const text = storage.getItem(key);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The vendor lanes and hot games cached for this tab until the language changes. */
export class GameCache {
  constructor(private readonly storage: Storage) {}

  readLanes(): VendorLane[] | undefined {
    return read<VendorLane[]>(this.storage, GAME_CACHE_KEYS.vendors, Array.isArray);
  }

  writeLanes(lanes: VendorLane[]): void {
    this.storage.setItem(GAME_CACHE_KEYS.vendors, JSON.stringify(lanes));
  }

  readHot(): GameItem[] | undefined {
    return read<GameItem[]>(this.storage, GAME_CACHE_KEYS.hot, Array.isArray);
  }

  writeHot(list: GameItem[]): void {
    this.storage.setItem(GAME_CACHE_KEYS.hot, JSON.stringify(list));
  }

  clear(): void {
    this.storage.removeItem(GAME_CACHE_KEYS.vendors);
    this.storage.removeItem(GAME_CACHE_KEYS.hot);
  }
}
