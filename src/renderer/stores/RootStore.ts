import type { i18n as I18n } from 'i18next';
import { configure } from 'mobx';
import type { Api } from '../api';
import type { RealtimeClient } from '../api/realtimeClient';
import type { Platform } from '../platform';
import type { RandomSource } from './randomPick';
import { BalanceStore } from './BalanceStore';
import type { CashierStores } from './cashierStores';
import type { InboxStore } from './InboxStore';
import { ContentStore } from './ContentStore';
import { CountryStore } from './CountryStore';
import type { GamesStore } from './GamesStore';
import type { GameLauncher } from '../games/launch/GameLauncher';
import { HeaderStore } from './HeaderStore';
import { guardPasswordChange } from './passwordChangeGuard';
import { ProfileStore } from './ProfileStore';
import { SessionStore } from './SessionStore';
import { SiteConfigStore } from './SiteConfigStore';
import { UiStore } from './UiStore';

// State changes only inside actions, so every mutation is deliberate and traceable.
configure({ enforceActions: 'always' });

/** Everything the stores need from outside, passed in so tests can supply their own. */
export interface RootStoreDeps {
  api: Api;
  platform: Platform;
  i18n: I18n;
  session: Storage;
  local: Storage;
  /** The <html> element that carries data-theme and lang; absent in non-DOM tests. */
  root?: HTMLElement;
  random?: RandomSource;
  /** The page's URL (registration URL, social login's way back). */
  pageUrl?: () => string;
  /** Full-page navigation (the social login's redirect). */
  redirect?: (url: string) => void;
  /** Where the API lives ('' = same origin). */
  apiBaseUrl?: string;
  /** The realtime hub's client (pushes such as balance changes); absent in tests that need none. */
  realtime?: RealtimeClient;
}

/** Holds one store per domain; later issues add wallet, games, lottery, member and agent. */
export class RootStore {
  readonly session: SessionStore;
  readonly profile: ProfileStore;
  readonly countries: CountryStore;
  readonly siteConfig: SiteConfigStore;
  readonly ui: UiStore;
  /** The header's game-type menu; the site content (banners, notices, help). */
  readonly header: HeaderStore;
  /** The signed-in account's balance: the one figure the header, games and cashier show. */
  readonly balance: BalanceStore;
  readonly content: ContentStore;
  readonly platform: Platform;
  private readonly deps: RootStoreDeps;
  private games: GamesStore | undefined;
  private launcher: GameLauncher | undefined;
  private cashier: CashierStores | undefined;
  private cashierOwner = '';

  constructor(deps: RootStoreDeps) {
    this.deps = deps;
    this.platform = deps.platform;
    this.siteConfig = new SiteConfigStore(deps.api, deps.platform, deps.random);
    this.ui = new UiStore(deps.local, deps.i18n, deps.root);
    this.session = new SessionStore({
      storage: deps.session,
      api: deps.api,
      platform: deps.platform,
      ui: this.ui,
      isEnabled: (flag) => this.siteConfig.isEnabled(flag),
      ...(deps.pageUrl ? { pageUrl: deps.pageUrl } : {}),
      ...(deps.redirect ? { redirect: deps.redirect } : {}),
      ...(deps.apiBaseUrl !== undefined ? { apiBaseUrl: deps.apiBaseUrl } : {}),
    });
    this.profile = new ProfileStore(deps.api, this.session);
    this.countries = new CountryStore(deps.api);
    this.header = new HeaderStore(deps.api, this.session, this.ui, deps.session);
    this.balance = new BalanceStore(deps.api, this.session, deps.realtime);
    guardPasswordChange(this.session, this.ui);
    this.content = new ContentStore(deps.api, this.session, this.ui, deps.session);
  }

  /** Loads the status; then, if no merchant is known yet, adopts the brand's. */
  async loadStatus(host?: string): Promise<void> {
    await this.siteConfig.loadStatus(host);
    const brand = this.siteConfig.brand;
    if (brand && !this.session.merchant) this.session.setMerchant(brand.merchantCode);
  }

  /**
   * The game catalogue store. The game pages create it from their own chunk on first use, so
   * it stays out of the entry chunk; later calls return the same store.
   */
  gamesStore(create: (deps: RootStoreDeps, root: RootStore) => GamesStore): GamesStore {
    this.games ??= create(this.deps, this);
    return this.games;
  }

  /**
   * The game launcher (issue 6): created from the first chunk that starts a game (a game list,
   * the home strips, /game), like gamesStore, so it stays out of the entry chunk.
   */
  gameLauncher(create: (deps: RootStoreDeps, root: RootStore) => GameLauncher): GameLauncher {
    this.launcher ??= create(this.deps, this);
    return this.launcher;
  }

  /**
   * The wallet, deposit and withdrawal stores of the member centre's money pages. Created from
   * the member-centre chunk on first use (like gamesStore), so they stay out of the entry chunk.
   */
  cashierStores(create: (deps: RootStoreDeps, root: RootStore) => CashierStores): CashierStores {
    // Another account signed in since: its money pages start empty, never with the last one's data.
    if (!this.cashier || this.cashierOwner !== this.session.account) {
      this.cashier?.deposit.stopPolling();
      this.cashier = create(this.deps, this);
      this.cashierOwner = this.session.account;
    }
    return this.cashier;
  }

  /**
   * A store for the member centre's messageV2 page, made by the page's chunk (so it stays out of
   * the entry chunk) each time the page opens: it always starts from the signed-in member's inbox.
   */
  createInboxStore(create: (deps: RootStoreDeps, root: RootStore) => InboxStore): InboxStore {
    return create(this.deps, this);
  }

  /** A store of an agent-centre page (src/renderer/agent), made in that page's own chunk. */
  createAgentStore<T>(create: (deps: RootStoreDeps, root: RootStore) => T): T {
    return create(this.deps, this);
  }

  /** The lottery lobby's store (src/renderer/games/lottery), made by its page chunk each time a lottery page opens. */
  createLotteryStore<T>(create: (deps: RootStoreDeps, root: RootStore) => T): T {
    return create(this.deps, this);
  }

  /** A token call answered 401: the session is over and the visitor is asked to log in again. */
  handleUnauthorized(): void {
    this.session.clear();
    this.ui.openModal('login');
  }
}
