import { describe, expect, it } from 'vitest';
import type { HouseRoundRecordPage } from '../../../../src/shared/api/house';
import { BET_PAGE_SIZE, BettingRecordStore } from '../../../../src/renderer/stores/BettingRecordStore';

const page = (n: number, total: number): HouseRoundRecordPage => ({
  list: [
    {
      roundId: String(n),
      gameCode: 'lucky-crown',
      vendorCode: 'PH',
      gameName: 'Lucky Crown',
      vendorName: 'PlayHub Originals',
      stake: 1,
      payout: 0.5,
      jackpotWin: 0,
      settledAt: 0,
      commitment: 'c',
      clientSeed: 's',
      nonce: n,
    },
  ],
  total,
  page: n,
  pageSize: BET_PAGE_SIZE,
});

describe('the betting record store', () => {
  it('loads pages of 15 and counts the pages', async () => {
    const asked: unknown[] = [];
    const store = new BettingRecordStore({
      getHouseRounds: (query) => {
        asked.push(query);
        return Promise.resolve(page(query.page ?? 1, 31));
      },
    });
    await store.load(2);
    expect(asked).toEqual([{ page: 2, pageSize: 15 }]);
    expect(store.record?.page).toBe(2);
    expect(store.pages).toBe(3);
    expect(store.loading).toBe(false);
  });

  it('shows the page asked last when answers arrive out of order', async () => {
    const resolvers: ((value: HouseRoundRecordPage) => void)[] = [];
    const store = new BettingRecordStore({
      getHouseRounds: () => new Promise((resolve) => resolvers.push(resolve)),
    });
    const first = store.load(1);
    const second = store.load(2);
    resolvers[1]!(page(2, 40));
    await second;
    resolvers[0]!(page(1, 40));
    await first;
    expect(store.record?.page).toBe(2);
  });
});
