import { VENDORS_PER_NAV_DROPDOWN } from '../../shared/constants';
import type { VendorCard, VendorLane } from '../games/types';

/** One configured game type in the header, with the vendors of its drop-down. */
export interface NavType {
  gameType: string;
  /** The type's lobby (typePath): /rng, /live, ..., /lottery for LOTT, /games/arcade for ARCADE. */
  path: string;
  /** Up to 30 vendors; empty for fish, which has no drop-down. */
  vendors: VendorCard[];
}

/** Types without a drop-down (spec section 2: "the fish type has no drop-down"). */
const NO_DROPDOWN = new Set(['FISH']);
/** Types whose vendor choice is remembered and opens the shared game list (/rng, /pvp). */
const LIST_TYPES = new Set(['RNG', 'PVP']);

/** Types with a lobby route of their own at the lower-cased type (spec section 2 routes). */
const OWN_LOBBY_TYPES = new Set(['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT']);
/** The lottery type plays on the lottery page, which lists its games (there is no /lott). */
const LOTTERY_PAGE_TYPE = 'LOTT';

/**
 * Where a game type's lobby is. The spec's rule (the lower-cased type path) holds for the types
 * with a route of their own; LOTT opens /lottery, and any other type (ARCADE, or one a brand
 * adds later) the game-list screen /games/{type}, so no header or footer link leads nowhere.
 */
export function typePath(gameType: string): string {
  const type = gameType.toUpperCase();
  if (type === LOTTERY_PAGE_TYPE) return '/lottery';
  const lower = type.toLowerCase();
  return OWN_LOBBY_TYPES.has(type) ? `/${lower}` : `/games/${encodeURIComponent(lower)}`;
}

/** The header's game types, in the order the vendor call lists its lanes. */
export function navTypes(lanes: readonly VendorLane[]): NavType[] {
  return lanes
    .filter((lane) => lane.title.trim() !== '')
    .map((lane) => {
      const gameType = lane.title.toUpperCase();
      return {
        gameType,
        path: typePath(gameType),
        vendors: NO_DROPDOWN.has(gameType) ? [] : lane.cards.slice(0, VENDORS_PER_NAV_DROPDOWN),
      };
    });
}

/**
 * Where picking a vendor leads. RNG and PVP carry the chosen vendor (the list's ?page tab) and
 * remember it; a type on the generic game list (/games/arcade) opens that vendor's tab too; the
 * others open their lobby.
 */
export function vendorTarget(gameType: string, vassalage: string): { path: string; remember: boolean } {
  const type = gameType.toUpperCase();
  const path = typePath(type);
  const tab = `${path}?page=${encodeURIComponent(vassalage)}`;
  if (LIST_TYPES.has(type)) return { path: tab, remember: true };
  if (path.startsWith('/games/')) return { path: tab, remember: false };
  return { path, remember: false };
}

export type VendorIcon = { kind: 'none' } | { kind: 'bti' } | { kind: 'image'; src: string };

/** Vendor icon rule: codes beginning TCG get none, BTI has its own, others their small icon. */
export function vendorIcon(vendor: Pick<VendorCard, 'vassalage' | 'smallIcon' | 'lagerIcon'>): VendorIcon {
  const code = vendor.vassalage.toUpperCase();
  if (code.startsWith('TCG')) return { kind: 'none' };
  if (code === 'BTI') return { kind: 'bti' };
  const src = vendor.smallIcon || vendor.lagerIcon;
  return src ? { kind: 'image', src } : { kind: 'none' };
}

/** The session-storage key of the vendor last picked from the header (RNG or PVP). */
export const CHOSEN_VENDOR_KEY = 'chosenVendor';

/** Money as the spec formats it: 2 decimals, comma thousands, 0 by default. */
export function formatBalance(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
