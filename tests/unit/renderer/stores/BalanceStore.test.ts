import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { BalanceValue } from '../../../../src/shared/api/wallet';
import { BalanceStore } from '../../../../src/renderer/stores/BalanceStore';

const answer = (main: number, sports = 0): BalanceValue => ({
  sumBalance: main + sports,
  balance: [
    { accountTypeId: 0, vendorCode: '', name: '', availBalance: main },
    { accountTypeId: 1, vendorCode: 'SPORTS1', name: 'Sports', availBalance: sports },
  ],
  currency: 'PHP',
  currencySymbol: 'P',
});

function setup(accountReady = false) {
  const session = observable({ accountReady });
  const getBalance = vi.fn(() => Promise.resolve(answer(100, 25)));
  return { store: new BalanceStore({ getBalance }, session), session, getBalance };
}

describe('the one balance', () => {
  it('is asked for once the account is ready and forgotten at sign-out', async () => {
    const { store, session, getBalance } = setup();
    expect(store.main).toBeNull();
    runInAction(() => (session.accountReady = true));
    await vi.waitFor(() => expect(store.main).toBe(100));
    expect(getBalance).toHaveBeenCalledTimes(1);
    runInAction(() => (session.accountReady = false));
    expect(store.value).toBeNull();
  });

  it('shows the main wallet, the money games play with, not the total with vendor wallets', async () => {
    const { store } = setup(true);
    await store.refresh();
    expect(store.main).toBe(100);
    expect(store.value?.sumBalance).toBe(125);
  });

  it('asks nothing without a session (a visitor closing a free game)', async () => {
    const { store, getBalance } = setup(false);
    await store.refresh();
    expect(getBalance).not.toHaveBeenCalled();
  });

  it('drops an answer overtaken by a newer call, and keeps the last figure on a failure', async () => {
    const { store, getBalance } = setup(true);
    let first: (value: BalanceValue) => void = () => undefined;
    getBalance.mockImplementationOnce(() => new Promise((resolve) => (first = resolve)));
    const slow = store.refresh();
    getBalance.mockImplementationOnce(() => Promise.resolve(answer(70)));
    await store.refresh();
    first(answer(999));
    await slow;
    expect(store.main).toBe(70);
    getBalance.mockImplementationOnce(() => Promise.reject(new Error('down')));
    await expect(store.refresh()).rejects.toThrow('down');
    expect(store.main).toBe(70);
    expect(store.loading).toBe(false);
  });
});

describe('the balance pushed by the realtime hub', () => {
  /** A hub client that records subscriptions and lets the test push events. */
  function fakeHub() {
    const handlers = new Map<string, (event: string, data: unknown) => void>();
    return {
      handlers,
      subscribe: vi.fn((topic: string, handler: (event: string, data: unknown) => void) => {
        handlers.set(topic, handler);
        return () => handlers.delete(topic);
      }),
    };
  }

  it("follows the signed-in player's topic and asks again on balance.changed and after a reconnect", async () => {
    const session = observable({ accountReady: false, memberInfo: null as { id: number } | null });
    const getBalance = vi.fn(() => Promise.resolve(answer(100)));
    const hub = fakeHub();
    const store = new BalanceStore({ getBalance }, session as never, hub);
    expect(hub.subscribe).not.toHaveBeenCalled();
    runInAction(() => {
      session.memberInfo = { id: 7 };
      session.accountReady = true;
    });
    await vi.waitFor(() => expect(store.main).toBe(100));
    expect([...hub.handlers.keys()]).toEqual(['player:7']);
    getBalance.mockResolvedValue(answer(150));
    hub.handlers.get('player:7')?.('balance.changed', {});
    await vi.waitFor(() => expect(store.main).toBe(150));
    hub.handlers.get('player:7')?.('hub.resync', undefined);
    hub.handlers.get('player:7')?.('something.else', {});
    await vi.waitFor(() => expect(getBalance).toHaveBeenCalledTimes(3));
    // Signed out: no longer following anyone's topic.
    runInAction(() => (session.accountReady = false));
    expect(hub.handlers.size).toBe(0);
  });
});
