import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { HouseRoundRecordPage } from '../../shared/api/house';
import type { Api } from '../api';

/** Betting record rows per page (spec section 4: page size 15). */
export const BET_PAGE_SIZE = 15;

/**
 * The member's betting record (member centre, personalHistoryCopy): settled house-game rounds,
 * newest first, with what the fairness verifier needs to recompute each one.
 */
export class BettingRecordStore {
  record: HouseRoundRecordPage | null = null;
  loading = false;
  private asked = 0;

  constructor(private readonly api: Pick<Api, 'getHouseRounds'>) {
    makeObservable(this, { record: observableRef, loading: observable });
  }

  /** Loads a page; when pages are asked quickly, the last one asked is the one shown. */
  async load(page = 1): Promise<void> {
    const ticket = ++this.asked;
    runInAction(() => (this.loading = true));
    try {
      const value = await this.api.getHouseRounds({ page, pageSize: BET_PAGE_SIZE });
      runInAction(() => {
        if (ticket === this.asked) this.record = value;
      });
    } finally {
      runInAction(() => {
        if (ticket === this.asked) this.loading = false;
      });
    }
  }

  get pages(): number {
    const record = this.record;
    return record ? Math.max(1, Math.ceil(record.total / record.pageSize)) : 1;
  }
}
