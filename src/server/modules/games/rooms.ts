import type { Room } from '../../../shared/api/games';
import { minorToNumber } from '../../../shared/money';
import type { GameRow, VendorRow } from '../../db/schema';

/**
 * PvP rooms are stake levels derived from the game's minimum bet (docs/api.md "Games"): each
 * level's minimum is the game's minimum times its factor and its maximum ten times that, so a
 * table's stakes stay within one order of magnitude. A game with no minimum counts as one
 * minor unit. The room id names the game and the level, so a launch can check it.
 */
export const ROOM_LEVELS = [
  { level: 'beginner', factor: 1n },
  { level: 'standard', factor: 5n },
  { level: 'high', factor: 20n },
  { level: 'vip', factor: 100n },
] as const;
const MAX_FACTOR = 10n;

export function roomsOf(game: GameRow, vendor: VendorRow, gameName: string): Room[] {
  const base = BigInt(Math.max(1, game.minBet));
  return ROOM_LEVELS.map(({ level, factor }) => ({
    roomId: `${game.gameCode}-${level}`,
    roomLevel: level,
    gameCode: game.gameCode,
    gameName,
    vassalage: vendor.vassalage,
    nodeId: String(game.nodeId),
    minBet: minorToNumber(base * factor),
    maxBet: minorToNumber(base * factor * MAX_FACTOR),
  }));
}

/** Whether a launch's roomId is one of the game's rooms. */
export function isRoomOf(game: GameRow, roomId: string): boolean {
  return ROOM_LEVELS.some(({ level }) => roomId === `${game.gameCode}-${level}`);
}
