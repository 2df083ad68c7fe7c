import { laneOf, type VendorLane } from '../types';

/**
 * The lottery pages' decisions as pure functions (spec sections 2 and 4, api-contract 3.5 and 6):
 * which vendor a page plays, the prize mode and the lobby parameters of a lottery launch. The
 * lottery product itself (menus, draws, betting) is the vendor's page these launches open.
 */

/** The store's prize mode: the contract only ever sets LOTT or ELOTT. */
export type PrizeMode = 'LOTT' | 'ELOTT';

/** The lottery lobby parameters a launch carries besides launchMode LOTT. */
export interface LottoParams {
  lottoPrizeMode: PrizeMode;
  lottoGameCode: string;
  /** 'betting' opens the game's betting screen (a game is named), 'lobby' the vendor's lobby. */
  lottoView: 'betting' | 'lobby';
  /** Only the Vietnamese lottery names its area. */
  lottoArea?: string;
}

/** The vendor each lottery page plays; /lottery takes it from its `vendor` query. */
const PAGE_VENDORS: Readonly<Record<string, string>> = {
  '/vnlottery': 'TCG_LOTTO_VN',
  '/sealottery': 'TCG_SEA',
};

/** The vendor a lottery page is fixed to, or null (/lottery: any ELOTT or LOTT vendor). */
export function pageVendor(path: string): string | null {
  return PAGE_VENDORS[path.toLowerCase()] ?? null;
}

/** Vendor cards whose presence in the ELOTT lane makes the prize mode ELOTT (api-contract 3.4). */
const ELOTT_MODE_VENDORS = new Set(['TCG_LOTTO_VN', 'LOTT']);

/** Prize mode (spec section 3): ELOTT if the ELOTT lane holds a Vietnamese lottery card, else LOTT. */
export function prizeModeOf(lanes: readonly VendorLane[]): PrizeMode {
  const cards = laneOf(lanes, 'ELOTT')?.cards ?? [];
  return cards.some((card) => ELOTT_MODE_VENDORS.has(card.vassalage.toUpperCase())) ? 'ELOTT' : 'LOTT';
}

/** The lobby parameters of launching `gameCode` (or the vendor's lobby without one) from a lottery page. */
export function lottoParams(path: string, gameCode: string, lanes: readonly VendorLane[]): LottoParams {
  return {
    lottoPrizeMode: prizeModeOf(lanes),
    lottoGameCode: gameCode,
    lottoView: gameCode ? 'betting' : 'lobby',
    ...(pageVendor(path) === 'TCG_LOTTO_VN' ? { lottoArea: 'VN' } : {}),
  };
}
