import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import { LOTTERY_GAME_TYPES } from '../../shared/api/game-rules';
import type { GameCalls } from '../api/gameCalls';
import type { SessionStore } from '../stores/SessionStore';
import type { UiStore } from '../stores/UiStore';
import { errorKeyOf } from './errorKey';
import type { GameItem } from './types';

/** A favourite toggle of one game is accepted at most once per second (api-contract.md 3.4). */
export const FAVORITE_THROTTLE_MS = 1_000;

export type FavoriteApi = Pick<GameCalls, 'getFavoriteIds' | 'addFavorite' | 'removeFavorite'>;

export interface FavoritesDeps {
  api: FavoriteApi;
  session: SessionStore;
  ui: UiStore;
  /** Milliseconds clock of the throttle (tests pass their own). */
  now?: () => number;
}

/** Lottery favourites are kept apart from the others (spec section 3). */
export function isLotteryGame(game: Pick<GameItem, 'gameType'>): boolean {
  return (LOTTERY_GAME_TYPES as readonly string[]).includes(game.gameType.toUpperCase());
}

/**
 * The member's favourite node ids, loaded once per session (MCSFE_getFavoriteGames, both the
 * ordinary and the lottery set) and changed optimistically by the star on each card: the star
 * flips at once, the call runs with a loader, and a refused call flips it back with the
 * server's reason. Another account (or none) starts from an empty set.
 */
export class Favorites {
  readonly ids = observable.set<string>();
  readonly lotteryIds = observable.set<string>();
  /** Node ids whose add or remove call is still running (their star shows a loader). */
  readonly pending = observable.set<string>();
  private loadedFor: string | undefined;
  private loading: Promise<void> | undefined;
  private readonly lastToggle = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly deps: FavoritesDeps) {
    this.now = deps.now ?? (() => Date.now());
    makeObservable<Favorites, 'replace' | 'flip'>(this, { replace: action, flip: action, forget: action });
    reaction(
      () => deps.session.account,
      () => this.forget(),
    );
  }

  isFavorite(game: GameItem): boolean {
    return this.setOf(game).has(game.nodeId);
  }

  isPending(game: GameItem): boolean {
    return this.pending.has(game.nodeId);
  }

  /** Loads the ids once per session of a real account; visitors and trial accounts have none. */
  loadOnce(): Promise<void> {
    const { session } = this.deps;
    if (!session.isLogin || session.isTrial) return Promise.resolve();
    if (this.loadedFor === session.account && this.loading) return this.loading;
    const account = session.account;
    this.loadedFor = account;
    this.loading = Promise.all([
      this.deps.api.getFavoriteIds(),
      this.deps.api.getFavoriteIds({ gameType: LOTTERY_GAME_TYPES[0] }),
    ]).then(
      ([ids, lotteryIds]) => {
        if (this.loadedFor === account) this.replace(ids, lotteryIds);
      },
      () => {
        // Stars show as not favourite; the next list opened tries again.
        if (this.loadedFor === account) this.loading = undefined;
      },
    );
    return this.loading;
  }

  /**
   * Adds or removes a favourite. Resolves to the new state when the server agreed, undefined
   * when nothing happened (no real account, throttled, a call for this game still running) or
   * the call failed (the star is back where it was and the reason is shown).
   */
  async toggle(game: GameItem): Promise<boolean | undefined> {
    if (!this.deps.session.requireRealAccount()) return undefined;
    const id = game.nodeId;
    const at = this.now();
    if (this.pending.has(id) || at - (this.lastToggle.get(id) ?? -Infinity) < FAVORITE_THROTTLE_MS) return undefined;
    this.lastToggle.set(id, at);
    const add = !this.isFavorite(game);
    const account = this.deps.session.account;
    this.flip(game, add, true);
    const action = { nodeId: id, vendor: game.vassalage, gameType: game.gameType };
    try {
      await (add ? this.deps.api.addFavorite(action) : this.deps.api.removeFavorite(action));
      runInAction(() => this.pending.delete(id));
      return add;
    } catch (error) {
      // Undo only what this call did, and only for the account that made it.
      if (account === this.deps.session.account) this.flip(game, !add, false);
      else runInAction(() => this.pending.delete(id));
      this.deps.ui.showDialog({ message: { key: errorKeyOf(error) } });
      return undefined;
    }
  }

  forget(): void {
    this.ids.clear();
    this.lotteryIds.clear();
    this.pending.clear();
    this.lastToggle.clear();
    this.loadedFor = undefined;
    this.loading = undefined;
  }

  private setOf(game: Pick<GameItem, 'gameType'>) {
    return isLotteryGame(game) ? this.lotteryIds : this.ids;
  }

  private replace(ids: readonly string[], lotteryIds: readonly string[]): void {
    this.ids.replace(ids.map(String));
    this.lotteryIds.replace(lotteryIds.map(String));
  }

  private flip(game: GameItem, favorite: boolean, pending: boolean): void {
    const set = this.setOf(game);
    if (favorite) set.add(game.nodeId);
    else set.delete(game.nodeId);
    if (pending) this.pending.add(game.nodeId);
    else this.pending.delete(game.nodeId);
  }
}
