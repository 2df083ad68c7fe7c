import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { LaunchContent, LaunchGameQuery, Room } from '../../../shared/api/games';
import { languageHeader } from '../../../shared/i18n/languages';
import type { Api } from '../../api';
import { isApiError } from '../../api/ApiError';
import type { GameView } from '../../platform';
import type { BalanceStore } from '../../stores/BalanceStore';
import type { HeaderStore } from '../../stores/HeaderStore';
import type { SessionStore } from '../../stores/SessionStore';
import type { UiStore } from '../../stores/UiStore';
import { errorKeyOf } from '../errorKey';
import {
  GAME_WINDOW_NAME,
  absoluteGameUrl,
  frameSandbox,
  launchStep,
  openWay,
  targetTitle,
  vendorStep,
  withSiteTheme,
  type AccountType,
  type LaunchTarget,
  type StartOptions,
} from './launchRules';
import { forgetLaunch, gameQueryString, keepLaunch, keptLaunch, type GameQuery } from './launchSession';
import type { LottoParams } from './lotteryRules';

/** The calls the launcher and its screens (vendor list, home strips, /fbsports) use. */
export type LaunchApi = Pick<
  Api,
  'launchGame' | 'launchGameFree' | 'getRoomList' | 'getRankList' | 'getPopularGames' | 'getGameList'
>;

/** The platform value of launches (spec section 3: vendor calls use html5-desktop). */
const LAUNCH_PLATFORM = 'html5-desktop';
/** launchMode of casino games (api-contract 3.4: without it the platform answers #727). */
const LAUNCH_MODE = 'GLS';
/** launchMode of the lottery pages' launches. */
const LOTTERY_LAUNCH_MODE = 'LOTT';
const DEVICE = 'WEB';
/** Least time between two balance refreshes asked for by a game's hints. */
export const BALANCE_HINT_GAP_MS = 1_000;

export interface GameLauncherDeps {
  api: LaunchApi;
  session: Pick<SessionStore, 'isLogin' | 'isTrial' | 'requireLogin'>;
  ui: Pick<UiStore, 'language' | 'theme' | 'openModal' | 'closeModal' | 'showDialog' | 'navigate' | 'modal'>;
  header: Pick<HeaderStore, 'pickVendor'>;
  /** The one balance (header, cashier): refreshed when a game closes or hints money moved. */
  balance: Pick<BalanceStore, 'refresh'>;
  gameView: GameView | null;
  /** sessionStorage: the /game page's kept launch answer. */
  storage: Storage;
  /** Origin of the page (web) and base of site-relative game URLs ('' = the page's origin). */
  pageOrigin: string;
  apiBaseUrl: string;
  /** The path the player started from (the game's own lobby button returns there). */
  currentPath: () => string;
  openWindow: (url: string, name: string) => void;
}

/** A game shown in the game popup (web, LIVE and sports types). */
export interface PopupGame {
  url: string;
  title: string;
  sandbox: string;
}

/** A PvP game waiting for the player's room. */
export interface RoomChoice {
  target: LaunchTarget;
  accountType: AccountType;
  rooms: Room[];
}

/** The vendor whose popup game list is open. */
export interface VendorListChoice {
  vassalage: string;
  gameType: string;
  title: string;
}

/**
 * Starts games (spec section 4 "Starting a game needs login"): decides the step with
 * launchRules, launches through /wps/game/launchGame (or the visitor free-play launch) and
 * shows the answer in the desktop game view, a named window, the game popup or the /game page.
 * One launcher per app (RootStore.gameLauncher), so the modals see what it opened.
 */
export class GameLauncher {
  /** The key of the game being launched; a second click meanwhile is ignored. */
  launching: string | null = null;
  popup: PopupGame | null = null;
  roomChoice: RoomChoice | null = null;
  vendorList: VendorListChoice | null = null;
  private hintGap: ReturnType<typeof setTimeout> | undefined;
  private hintPending = false;

  constructor(private readonly deps: GameLauncherDeps) {
    makeObservable<GameLauncher, 'setLaunching'>(this, {
      launching: observable,
      popup: observableRef,
      roomChoice: observableRef,
      vendorList: observableRef,
      openVendorList: action,
      setLaunching: action,
    });
  }

  /** The calls the launch screens share (vendor list, home strips, sports page). */
  get api(): LaunchApi {
    return this.deps.api;
  }

  /** A game's Play (or FREE TRIAL with `free`): the whole start decision of the spec. */
  async start(target: LaunchTarget, options: StartOptions = {}): Promise<void> {
    const { session } = this.deps;
    const step = launchStep(target, { isLogin: session.isLogin, isTrial: session.isTrial }, options);
    switch (step.kind) {
      case 'route':
        this.deps.ui.navigate(step.path);
        return;
      case 'vendorList':
        this.openVendorList({ vassalage: target.vassalage, gameType: target.gameType, title: targetTitle(target) });
        return;
      case 'login':
        session.requireLogin();
        return;
      case 'rooms':
        await this.chooseRoom(target, step.accountType);
        return;
      case 'launch':
        await this.launch(target, step.accountType, { visitor: step.visitor });
    }
  }

  /** A vendor tile of a lobby or the nav: its list tab, its lottery page or its popup game list. */
  startVendor(card: { vassalage: string; gameType: string; displayName: string }): void {
    const { session } = this.deps;
    const step = vendorStep(card, { isLogin: session.isLogin, isTrial: session.isTrial });
    if (step.kind === 'route') this.deps.ui.navigate(step.path);
    else if (step.kind === 'login') session.requireLogin();
    else if (step.kind === 'pickVendor') this.deps.header.pickVendor(card.gameType, card.vassalage);
    else this.openVendorList({ vassalage: card.vassalage, gameType: card.gameType, title: card.displayName });
  }

  openVendorList(choice: VendorListChoice): void {
    this.vendorList = choice;
    this.deps.ui.openModal('vendorGames');
  }

  /** Launches with a room picked from the room modal. */
  async startInRoom(choice: RoomChoice, room: Room): Promise<void> {
    await this.launch(choice.target, choice.accountType, { visitor: false, roomId: room.roomId });
  }

  /**
   * The launch call alone, for the pages that show the game themselves (/game after a reload,
   * /seamless, /fbsports). Visitors may only play free, through the visitor launch.
   */
  async fetchLaunch(query: GameQuery, lotto?: LottoParams): Promise<LaunchContent> {
    const visitor = !this.deps.session.isLogin;
    // A lottery page's launch: launchMode LOTT with the lobby parameters (api-contract 3.5).
    const launchQuery = lotto
      ? { ...this.launchQuery(query), ...lotto, launchMode: LOTTERY_LAUNCH_MODE }
      : this.launchQuery(query);
    const content = await this.callLaunch(launchQuery, visitor);
    keepLaunch(this.deps.storage, query, content);
    return content;
  }

  /** The answer kept for this game by the launch that opened the page (a reload shows it again). */
  resume(query: GameQuery): LaunchContent | null {
    return keptLaunch(this.deps.storage, query);
  }

  /** Leaving the game page: its one-time URL is not kept any longer than needed. */
  leave(): void {
    forgetLaunch(this.deps.storage);
    this.gameClosed();
  }

  /** A failed launch as the player reads it: trial accounts are told to register a real account. */
  errorKey(error: unknown): string {
    if (isApiError(error) && this.deps.session.isTrial && NEEDS_REAL_ACCOUNT.has(error.code)) {
      return 'in_need_true_account';
    }
    return errorKeyOf(error);
  }

  /** A game URL made absolute: site-relative URLs live on the API server (the desktop's too). */
  absoluteUrl(url: string): string {
    return absoluteGameUrl(url, this.deps.apiBaseUrl || this.deps.pageOrigin);
  }

  /** The sandbox of a game frame on this page. */
  sandboxOf(url: string): string {
    return frameSandbox(url, this.deps.pageOrigin);
  }

  /** After a game closes the balance may have changed. */
  gameClosed(): void {
    this.refreshBalance();
  }

  /**
   * A framed game said a round moved the balance: the balance is asked for again, at most once
   * per BALANCE_HINT_GAP_MS (the first hint at once, the last of a burst at the gap's end), as
   * any game may post hints and a flood must not become a flood of balance calls.
   */
  gameBalanceChanged(): void {
    if (this.hintGap) {
      this.hintPending = true;
      return;
    }
    this.refreshBalance();
    this.hintGap = setTimeout(() => {
      this.hintGap = undefined;
      if (!this.hintPending) return;
      this.hintPending = false;
      this.gameBalanceChanged();
    }, BALANCE_HINT_GAP_MS);
  }

  private refreshBalance(): void {
    // A failure keeps the last figure; the next money action asks again.
    this.deps.balance.refresh().catch(() => undefined);
  }

  private async chooseRoom(target: LaunchTarget, accountType: AccountType): Promise<void> {
    const key = keyOf(target);
    if (!this.begin(key)) return;
    try {
      const { list } = await this.deps.api.getRoomList({
        vassalage: target.vassalage,
        gameCode: target.gameCode,
        language: this.language(),
      });
      this.setLaunching(null);
      if (list.length === 0) {
        await this.launch(target, accountType, { visitor: false });
        return;
      }
      runInAction(() => (this.roomChoice = { target, accountType, rooms: list }));
      this.deps.ui.openModal('gameRooms');
    } catch (error) {
      this.setLaunching(null);
      this.fail(error);
    }
  }

  private async launch(
    target: LaunchTarget,
    accountType: AccountType,
    extra: { visitor: boolean; roomId?: string },
  ): Promise<void> {
    const key = keyOf(target);
    if (!this.begin(key)) return;
    const query: GameQuery = {
      vassalage: target.vassalage,
      gameCode: target.gameCode,
      gameType: target.gameType.toUpperCase(),
      nodeId: target.nodeId ?? '',
      accountType,
      roomId: extra.roomId ?? '',
    };
    try {
      const content = await this.callLaunch(this.launchQuery(query), extra.visitor);
      this.show(query, content, content.gameName || targetTitle(target));
    } catch (error) {
      this.fail(error);
    } finally {
      this.setLaunching(null);
    }
  }

  private launchQuery(query: GameQuery): LaunchGameQuery {
    return {
      vassalage: query.vassalage,
      ...(query.gameCode ? { gameCode: query.gameCode } : {}),
      ...(query.nodeId ? { nodeId: query.nodeId } : {}),
      ...(query.gameType ? { gameType: query.gameType } : {}),
      ...(query.roomId ? { roomId: query.roomId } : {}),
      accountType: query.accountType,
      launchMode: LAUNCH_MODE,
      platform: LAUNCH_PLATFORM,
      device: DEVICE,
      language: this.language(),
      backUrl: this.deps.currentPath(),
    };
  }

  private async callLaunch(query: LaunchGameQuery, visitor: boolean): Promise<LaunchContent> {
    const value = visitor ? await this.deps.api.launchGameFree(query) : await this.deps.api.launchGame(query);
    return {
      ...value.content,
      game_url: withSiteTheme(value.content.game_url, this.deps.pageOrigin, this.deps.ui.theme),
    };
  }

  /** Shows an answered launch where its type and the platform say (launchRules.openWay). */
  private show(query: GameQuery, content: LaunchContent, title: string): void {
    const { ui } = this.deps;
    const way = openWay(content, query.gameType, this.deps.gameView !== null);
    if (way === 'window') {
      this.deps.openWindow(this.absoluteUrl(content.game_url), GAME_WINDOW_NAME);
      if (ui.modal === 'vendorGames' || ui.modal === 'gameRooms') ui.closeModal();
      return;
    }
    if (way === 'popup') {
      runInAction(() => (this.popup = { url: content.game_url, title, sandbox: this.sandboxOf(content.game_url) }));
      ui.openModal('gamePopup');
      return;
    }
    // The /game page (web) or the desktop game view, which /game drives with its toolbar.
    keepLaunch(this.deps.storage, query, { ...content, gameName: title });
    if (ui.modal) ui.closeModal();
    ui.navigate(`/game?${gameQueryString(query)}`);
  }

  private fail(error: unknown): void {
    this.deps.ui.showDialog({ message: { key: this.errorKey(error) } });
  }

  private begin(key: string): boolean {
    if (this.launching !== null) return false;
    this.setLaunching(key);
    return true;
  }

  private setLaunching(key: string | null): void {
    this.launching = key;
  }

  private language(): string {
    return languageHeader(this.deps.ui.language);
  }
}

/** Refusals that, for a trial account, mean "register a real account" (spec section 6). */
const NEEDS_REAL_ACCOUNT: ReadonlySet<string> = new Set([
  ERROR_CODES.realAccountRequired,
  ERROR_CODES.freePlayUnavailable,
  ERROR_CODES.trialForbidden,
]);

/** The key of a launch in flight. */
export function keyOf(target: LaunchTarget): string {
  return `${target.vassalage}:${target.nodeId || target.gameCode}`;
}
