import { computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import { playerTopic, REALTIME_EVENTS } from '../../shared/api/realtime';
import type { BalanceValue } from '../../shared/api/wallet';
import type { Api } from '../api';
import { RESYNC_EVENT, type RealtimeClient } from '../api/realtimeClient';
import type { SessionStore } from './SessionStore';

/** The balance call (a fake in tests). */
export type BalanceApi = Pick<Api, 'getBalance'>;

/** The main wallet's accountTypeId (GCS_walletTransfer, the balance call's wallet list). */
export const MAIN_WALLET = 0;

/**
 * The signed-in account's balance, the one source every screen reads: the header, the game
 * page, the cashier's wallets. It is asked for on login and after every money action (a
 * transfer, deposit or withdrawal, a game closing, a game's playhub:balance-changed hint),
 * always through refresh(), so no screen keeps a figure of its own that could disagree.
 *
 * The figure shown as "the balance" is the main wallet: the money the site's games play with.
 * Vendor wallets (transfer mode) hold money moved out to a vendor; the cashier lists them and
 * their total, but counting them in the header made it disagree with the game by the amount
 * moved. A trial account's main wallet is its fun balance (the server answers it).
 */
export class BalanceStore {
  value: BalanceValue | null = null;
  loading = false;
  private request = 0;

  constructor(
    private readonly api: BalanceApi,
    private readonly session: Pick<SessionStore, 'accountReady'> & Partial<Pick<SessionStore, 'memberInfo'>>,
    realtime?: Pick<RealtimeClient, 'subscribe'>,
  ) {
    makeObservable(this, { value: observableRef, loading: observable, main: computed });
    // The balance belongs to whoever is signed in: asked for once the account is ready (member
    // info loaded, no password change pending, which the server would refuse it for),
    // forgotten at sign-out.
    reaction(
      () => session.accountReady,
      (ready) => {
        if (ready) void this.refresh().catch(() => undefined);
        else
          runInAction(() => {
            this.request++;
            this.value = null;
            this.loading = false;
          });
      },
    );
    if (realtime) this.followPushes(realtime);
  }

  /**
   * While an account is ready, its player topic on the realtime hub says when the balance changed
   * elsewhere (an agent's transfer, another tab): the figure is asked for again, never taken from
   * the event. After a dropped connection (RESYNC_EVENT) too, since a change may have been missed.
   */
  private followPushes(realtime: Pick<RealtimeClient, 'subscribe'>): void {
    let unsubscribe: (() => void) | undefined;
    reaction(
      () => (this.session.accountReady ? (this.session.memberInfo?.id ?? null) : null),
      (memberId) => {
        unsubscribe?.();
        unsubscribe =
          memberId === null
            ? undefined
            : realtime.subscribe(playerTopic(memberId), (event) => {
                if (event === REALTIME_EVENTS.balanceChanged || event === RESYNC_EVENT)
                  void this.refresh().catch(() => undefined);
              });
      },
      { fireImmediately: true },
    );
  }

  /** The main wallet's available balance, null until the first answer. */
  get main(): number | null {
    if (!this.value) return null;
    return this.value.balance.find((wallet) => wallet.accountTypeId === MAIN_WALLET)?.availBalance ?? 0;
  }

  get currencySymbol(): string {
    return this.value?.currencySymbol ?? '';
  }

  /**
   * Asks the server again. While it runs `loading` is set (the header shows a placeholder, not a
   * stale figure); an answer overtaken by a newer call or a sign-out is dropped. A failure keeps
   * the last figure and rejects, for screens that show the error (the cashier's refresh).
   * Without a ready session there is no balance to ask for (a visitor closing a free game).
   */
  async refresh(): Promise<void> {
    if (!this.session.accountReady) return;
    const id = ++this.request;
    runInAction(() => (this.loading = true));
    try {
      const value = await this.api.getBalance();
      if (id === this.request) runInAction(() => (this.value = value));
    } finally {
      if (id === this.request) runInAction(() => (this.loading = false));
    }
  }
}
