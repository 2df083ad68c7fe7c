import type { HouseRoundRecord } from '../../../shared/api/house';
import type { Language } from '../../../shared/i18n/languages';
import { vendorName } from '../../games/vendorNames';

/**
 * What the betting record shows for a round's game: the game's and the vendor's names as the
 * server read them from the catalogue (the game's in the player's language), the vendor's
 * remapped for Tagalog like everywhere else in the lobby. Codes only where a name is missing.
 */
export function betGameLabel(
  row: Pick<HouseRoundRecord, 'gameName' | 'gameCode' | 'vendorName' | 'vendorCode'>,
  language: Language,
): string {
  const vendor = vendorName({ displayName: row.vendorName, vassalage: row.vendorCode }, language);
  return `${row.gameName || row.gameCode} · ${vendor}`;
}
