import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { languageHeader } from '../../shared/i18n/languages';
import type { Api } from '../api';
import { GameCache } from '../games/gameCache';
import type { VendorLane } from '../games/types';
import { CHOSEN_VENDOR_KEY, navTypes, vendorTarget, type NavType } from '../layout/navMenu';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';

/** The platform value of the vendor call (spec section 3: vendor calls use html5-desktop). */
const VENDOR_PLATFORM = 'html5-desktop';

export type HeaderApi = Pick<Api, 'getGameVendors'>;

/**
 * The header's data: the configured game types with their vendors (the nav and its
 * drop-downs, cached per tab like the game lobby's), and whether the balance is hidden. The
 * balance itself is the BalanceStore's, which every screen reads.
 */
export class HeaderStore {
  lanes: VendorLane[] = [];
  balanceHidden = false;
  private readonly cache: GameCache;
  private firstLanes?: Promise<void>;

  constructor(
    private readonly api: HeaderApi,
    private readonly session: SessionStore,
    private readonly ui: UiStore,
    private readonly storage: Storage,
  ) {
    this.cache = new GameCache(storage);
    makeObservable<HeaderStore, 'setLanes'>(this, {
      lanes: observableRef,
      balanceHidden: observable,
      navTypes: computed,
      setLanes: action,
      toggleBalanceHidden: action,
    });
    // Vendor names are per language.
    reaction(
      () => ui.language,
      () => void this.loadLanes(true),
    );
  }

  get navTypes(): NavType[] {
    return navTypes(this.lanes);
  }

  private setLanes(lanes: VendorLane[]): void {
    this.lanes = lanes;
  }

  /** The first lanes load, shared between bootstrap (which starts it early) and the header. */
  loadLanesOnce(): Promise<void> {
    this.firstLanes ??= this.loadLanes();
    return this.firstLanes;
  }

  /** The vendor lanes, from the tab's cache unless forced (a language change). */
  async loadLanes(force = false): Promise<void> {
    const cached = force ? undefined : this.cache.readLanes();
    if (cached) {
      this.setLanes(cached);
      return;
    }
    try {
      const value = await this.api.getGameVendors({
        platform: VENDOR_PLATFORM,
        merchantCode: this.session.merchant,
        language: languageHeader(this.ui.language),
      });
      this.cache.writeLanes(value.data.lanes);
      this.setLanes(value.data.lanes);
    } catch {
      // Without the catalogue the header keeps its fixed items.
    }
  }

  /** Picking a vendor: RNG and PVP remember it and open the list on its tab; others their lobby. */
  pickVendor(gameType: string, vassalage: string): void {
    const { path, remember } = vendorTarget(gameType, vassalage);
    if (remember) this.storage.setItem(CHOSEN_VENDOR_KEY, vassalage);
    this.ui.navigate(path);
  }

  toggleBalanceHidden(): void {
    this.balanceHidden = !this.balanceHidden;
  }
}
