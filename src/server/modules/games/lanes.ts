import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_CLASSIFIES,
  type ClassifyCount,
  type VendorCard,
  type VendorLane,
} from '../../../shared/api/games';

export const CLASSIFY_NAMES: Record<string, string> = {
  SC: 'Slots',
  VP: 'Video Poker',
  TG: 'Table Games',
  AC: 'Arcade',
  JP: 'Jackpot',
  BG: 'Bingo',
};

/**
 * The lanes of GCSGAME_newGameVendor with the spec's post-processing done on the server, so
 * every client sees the same lobby: SPORTS cards of esports vendors go to an ESPORTS lane and
 * of cockfight vendors to a COCKFIGHT lane; ESPORTS follows SPORTS and COCKFIGHT comes two
 * positions after SPORTS (spec 9). Classification counts only offer BG (bingo) when the brand's
 * languages include Tagalog (api-contract 5).
 */
export function buildLanes(
  cards: readonly VendorCard[],
  counts: ReadonlyMap<string, ReadonlyMap<string, number>>,
  languages: readonly string[],
): VendorLane[] {
  const bingo = languages.map((language) => language.toLowerCase()).includes('ty');
  const byType = new Map<string, VendorCard[]>();
  for (const card of cards) {
    const title = laneOf(card);
    byType.set(title, [...(byType.get(title) ?? []), card]);
  }
  const titles = [...byType.keys()].filter((title) => title !== 'ESPORTS' && title !== 'COCKFIGHT');
  const sports = titles.indexOf('SPORTS');
  const at = sports < 0 ? titles.length : sports + 1;
  if (byType.has('ESPORTS')) titles.splice(Math.min(at, titles.length), 0, 'ESPORTS');
  if (byType.has('COCKFIGHT'))
    titles.splice(Math.min(sports < 0 ? titles.length : sports + 2, titles.length), 0, 'COCKFIGHT');
  return titles.map((title) => {
    const laneCards = byType.get(title) ?? [];
    return { title, cards: laneCards, gameClassify: classifyCounts(laneCards, counts, bingo) };
  });
}

function laneOf(card: VendorCard): string {
  if (card.gameType === 'SPORTS' && (ESPORTS_VENDORS as readonly string[]).includes(card.vassalage)) return 'ESPORTS';
  if (card.gameType === 'SPORTS' && (COCKFIGHT_VENDORS as readonly string[]).includes(card.vassalage))
    return 'COCKFIGHT';
  return card.gameType;
}

function classifyCounts(
  cards: readonly VendorCard[],
  counts: ReadonlyMap<string, ReadonlyMap<string, number>>,
  bingo: boolean,
): ClassifyCount[] {
  const result: ClassifyCount[] = [];
  for (const key of GAME_CLASSIFIES) {
    if (key === 'BG' && !bingo) continue;
    const gameCount = cards.reduce((sum, card) => sum + (counts.get(card.vassalage)?.get(key) ?? 0), 0);
    if (gameCount > 0) result.push({ key, displayName: CLASSIFY_NAMES[key] ?? key, gameCount });
  }
  return result;
}
