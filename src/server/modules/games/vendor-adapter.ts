import type { Language } from '../../../shared/i18n/languages';
import type { GameRow, MemberRow, VendorRow } from '../../db/schema';
import type { BrandSnapshot } from '../system/snapshot';

/**
 * How a game vendor plugs into the lobby (issue 6). The lobby finds the game, checks who may
 * launch it and how, then asks the vendor's adapter for the launch; nothing in the lobby knows a
 * vendor's protocol. A vendor row names its adapter kind (vendors.adapter) and carries the
 * adapter's settings (vendors.adapter_config). The house vendor (src/server/modules/house) is
 * the first implementation; third-party vendors add an adapter and register it in app.ts.
 */

export type LaunchMode = 'real' | 'free';

export interface LaunchRequest {
  readonly brand: BrandSnapshot;
  /** Null only for free play by a visitor (GCS_gameLaunchFB). */
  readonly member: MemberRow | null;
  /** The member's platform session (null exactly when member is): game tokens die with it. */
  readonly memberSessionId: number | null;
  readonly vendor: VendorRow;
  readonly game: GameRow;
  readonly mode: LaunchMode;
  readonly language: Language;
  /** The client's platform string (html5-desktop, html5, ...). */
  readonly platform: string;
  /** Same-site path the game's lobby button returns to. */
  readonly backUrl: string;
  /** A PvP room chosen from GLS2_roomList, if any. */
  readonly roomId?: string;
  readonly clientIp: string;
}

export interface LaunchAnswer {
  /** Absolute or site-relative URL the client opens. */
  readonly url: string;
  /** iframe: the sandboxed game frame or desktop game view; window: the vendor refuses framing. */
  readonly openMode: 'iframe' | 'window';
}

/**
 * The transfer-wallet side of a vendor (walletMode 'transfer'): money moves between the
 * player's main wallet and the vendor's wallet before and after play. Seamless vendors instead
 * call our seamless-wallet protocol (src/server/modules/seamless) during play and need none.
 */
export interface TransferWallet {
  /** The player's balance at the vendor, in minor units. */
  balance(brand: BrandSnapshot, member: MemberRow, vendor: VendorRow): Promise<bigint>;
  /** Moves minor units into the vendor's wallet; requestId makes a retry a no-op at the vendor. */
  deposit(brand: BrandSnapshot, member: MemberRow, vendor: VendorRow, amount: bigint, requestId: string): Promise<void>;
  /** Moves minor units back out of the vendor's wallet. */
  withdraw(
    brand: BrandSnapshot,
    member: MemberRow,
    vendor: VendorRow,
    amount: bigint,
    requestId: string,
  ): Promise<void>;
}

export interface VendorAdapter {
  /** The adapter kind a vendor row names. */
  readonly kind: string;
  /** Whether this vendor offers free play at all (the lobby checks the game is enabled first). */
  supportsFreePlay(vendor: VendorRow): boolean;
  launch(request: LaunchRequest): Promise<LaunchAnswer>;
  readonly transfer?: TransferWallet;
}
