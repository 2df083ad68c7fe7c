import type { GameType } from '../../../shared/api/games';
import type { WalletMode } from '../../db/schema';

/**
 * The demo catalogue: invented vendors for every game type and a few thousand games with readable
 * names. Deterministic (a seeded PRNG, no ambient randomness) so every install, test and benchmark
 * sees the same lobby, and reseeding finds the same rows.
 */

export interface DemoVendor {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  isHot: boolean;
  accountTypeId: number;
  walletMode: WalletMode;
  isGame: 'GAME' | 'VASSALAGE';
  gameCount: number;
}

export interface DemoGame {
  vassalage: string;
  gameCode: string;
  gameType: GameType;
  nodeId: number;
  names: Record<string, string>;
  gameClassify: string;
  minBet: number;
  lineNum: number;
  isHot: boolean;
  defaultPlayType: string;
  sortOrder: number;
}

/** Display name of each game type (the lane titles are the codes). */
export const GAME_TYPE_NAMES: Record<GameType, string> = {
  RNG: 'Slots',
  ELOTT: 'E-Lottery',
  LOTT: 'Lottery',
  LIVE: 'Live Casino',
  SPORTS: 'Sports',
  FISH: 'Fishing',
  PVP: 'Card Games',
  ESPORTS: 'E-Sports',
  COCKFIGHT: 'Cockfight',
  ARCADE: 'Arcade',
};

const v = (
  vassalage: string,
  displayName: string,
  gameType: GameType,
  gameCount: number,
  extra: Partial<DemoVendor> = {},
): DemoVendor => ({
  vassalage,
  displayName,
  gameType,
  gameCount,
  isHot: false,
  accountTypeId: 0,
  walletMode: 'seamless',
  isGame: 'GAME',
  ...extra,
});

/**
 * Sports-type vendors include the esports (IMES, TF, IA) and cockfight (DS88, DIG, WS168) codes
 * the lobby moves into their own lanes, as the platform's feed lists them under SPORTS.
 */
export const DEMO_VENDORS: readonly DemoVendor[] = [
  v('PHS', 'PlayHub Slots', 'RNG', 420, { isHot: true }),
  v('LUX', 'Luxor Gaming', 'RNG', 380, { isHot: true }),
  v('NEB', 'Nebula Play', 'RNG', 360),
  v('JADE', 'Jade Dragon', 'RNG', 340),
  v('RIVR', 'River Spin', 'RNG', 320),
  v('BOLT', 'Bolt Reels', 'RNG', 300),
  v('KOI', 'Koi Fortune', 'RNG', 280),
  v('ORCA', 'Orca Studios', 'RNG', 260),
  v('PHLOT', 'PlayHub Lotto', 'ELOTT', 24, { isHot: true }),
  v('LOTT', 'Classic Lottery', 'LOTT', 16),
  v('AURA', 'Aura Live', 'LIVE', 40, { isHot: true, accountTypeId: 2, walletMode: 'transfer' }),
  v('VELV', 'Velvet Tables', 'LIVE', 30),
  v('ARNA', 'Arena Sports', 'SPORTS', 1, {
    isHot: true,
    accountTypeId: 1,
    walletMode: 'transfer',
    isGame: 'VASSALAGE',
  }),
  v('GOAL', 'Goal Line', 'SPORTS', 1, { isGame: 'VASSALAGE' }),
  v('IMES', 'IM E-Sports', 'SPORTS', 1, { isGame: 'VASSALAGE' }),
  v('TF', 'TF Gaming', 'SPORTS', 1, { isGame: 'VASSALAGE' }),
  v('IA', 'IA E-Sports', 'SPORTS', 1, { isGame: 'VASSALAGE' }),
  v('DS88', 'DS88 Sabong', 'SPORTS', 1, { isGame: 'VASSALAGE' }),
  v('DIG', 'DIG Cockfight', 'SPORTS', 1, { isGame: 'VASSALAGE' }),
  v('WS168', 'WS168 Sabong', 'SPORTS', 1, { isGame: 'VASSALAGE' }),
  v('REEF', 'Reef Hunters', 'FISH', 30, { isHot: true }),
  v('CORL', 'Coral Catch', 'FISH', 24),
  v('TONG', 'Tongits Club', 'PVP', 36, { isHot: true }),
  v('ACES', 'Aces Room', 'PVP', 30),
  v('PIXL', 'Pixel Arcade', 'ARCADE', 60),
  v('NEON', 'Neon Cabinet', 'ARCADE', 48),
];

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  'Crystal',
  'Blazing',
  'Silver',
  'Ancient',
  'Cosmic',
  'Frozen',
  'Jungle',
  'Thunder',
  'Sunny',
  'Midnight',
  'Diamond',
  'Emerald',
  'Ruby',
  'Shadow',
  'Candy',
  'Super',
  'Mega',
  'Magic',
  'Happy',
  'Dragon',
];
const NOUNS = [
  'Fortune',
  'Tiger',
  'Phoenix',
  'Treasure',
  'Empire',
  'Panda',
  'Pharaoh',
  'Koi',
  'Volcano',
  'Galaxy',
  'Pirates',
  'Garden',
  'Safari',
  'Temple',
  'Wolf',
  'Festival',
  'Kingdom',
  'Ocean',
  'Samurai',
  'Rocket',
  'Fruits',
  'Gems',
  'Bells',
  'Stars',
  'Buffalo',
];
const SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' Hold and Win', ' II', ' Rising', ' Link', ' 1000'];
const MIN_BETS = [1, 5, 10, 50, 75, 100, 200];
const LINES = [1, 5, 9, 10, 20, 25, 40, 50, 243, 1024];
const CLASSIFIES = ['SC', 'SC', 'SC', 'SC', 'VP', 'TG', 'AC', 'JP', 'BG'];

/** mulberry32: a tiny seeded PRNG; good enough to spread demo data, not for anything secret. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** All demo games, vendor by vendor, with node ids from 100000 upward. */
export function demoGames(): DemoGame[] {
  const random = prng(20260601);
  const result: DemoGame[] = [];
  let nodeId = 100_000;
  for (const vendor of DEMO_VENDORS) {
    const used = new Set<string>();
    for (let index = 0; index < vendor.gameCount; index++) {
      let name = '';
      // Retry for a fresh name; after a few collisions fall back to a numbered one.
      for (let attempt = 0; attempt < 8 && (name === '' || used.has(name)); attempt++) {
        name = `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}${pick(random, SUFFIXES)}`;
      }
      if (used.has(name)) name = `${name} ${index + 1}`;
      used.add(name);
      const single = vendor.isGame === 'VASSALAGE';
      const label = single ? vendor.displayName : name;
      const slot = vendor.gameType === 'RNG';
      result.push({
        vassalage: vendor.vassalage,
        gameCode: `${vendor.vassalage}${String(index + 1).padStart(4, '0')}`,
        gameType: vendor.gameType,
        nodeId: nodeId++,
        // No translations yet: every language shows the English name (the lobby's fallback too).
        names: { en: label, ty: label, cn: label, id: label, th: label, vi: label },
        gameClassify: slot ? pick(random, CLASSIFIES) : '',
        minBet: pick(random, MIN_BETS),
        lineNum: slot ? pick(random, LINES) : 0,
        isHot: random() < 0.05,
        defaultPlayType: single ? 'LOBBY' : slot ? 'SLOT' : 'GAME',
        sortOrder: index,
      });
    }
  }
  return result;
}
