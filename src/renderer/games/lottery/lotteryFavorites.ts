import { LOCAL_KEYS } from '../../../shared/storage-keys';

/**
 * The lottery favourites (spec section 3: local storage, lottery favourites kept per username,
 * apart from the other favourites): one key per username holding the favourite games' node ids.
 */

function keyOf(username: string): string {
  return `${LOCAL_KEYS.lotteryFavorites}${username.toLowerCase()}`;
}

/** A username's lottery favourites; none for no username or an unreadable entry. */
export function readLotteryFavorites(storage: Storage, username: string): string[] {
  if (!username) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds or removes one game for a username and returns the new list (newest favourite first). */
export function toggleLotteryFavorite(storage: Storage, username: string, nodeId: string): string[] {
  const current = readLotteryFavorites(storage, username);
  const next = current.includes(nodeId) ? current.filter((id) => id !== nodeId) : [nodeId, ...current];
  storage.setItem(keyOf(username), JSON.stringify(next));
  return next;
}
