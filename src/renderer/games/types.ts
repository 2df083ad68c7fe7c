import type { GameItem, VendorLane } from '../../shared/api/games';

// Type-only imports: the shared schemas (and typebox) never reach the renderer's chunks.
export type {
  GameItem,
  GameListQuery,
  GameListValue,
  GameVendorsValue,
  HotGamesValue,
  VendorCard,
  VendorLane,
} from '../../shared/api/games';

/** A game's shown name: displayName, gameName or nodeName, else its code. */
export function gameTitle(game: GameItem): string {
  return game.displayName || game.gameName || game.nodeName || game.gameCode;
}

/** Stable key of a game in a list. */
export function gameKey(game: GameItem): string {
  return `${game.vassalage}:${game.nodeId || String(game.gameId)}`;
}

/** The lane of a game type (lanes are titled by their game category). */
export function laneOf(lanes: readonly VendorLane[], gameType: string): VendorLane | undefined {
  return lanes.find((lane) => lane.title.toUpperCase() === gameType.toUpperCase());
}
