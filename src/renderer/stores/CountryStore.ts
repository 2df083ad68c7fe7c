import { action, makeObservable, observable, observableRef } from 'mobx';
import type { CountryEntry } from '../../shared/countries';
import type { Api } from '../api';

/**
 * The country / dialing-code list of GET /wps/system/country, fetched when a form with a mobile
 * number first needs it and kept for the rest of the session. A failed call leaves the list
 * empty (the selector then offers the fallback code) and is tried again next time.
 */
export class CountryStore {
  countries: readonly CountryEntry[] = [];
  /** True once the call has answered, either way: the forms may draw. */
  settled = false;
  private pending: Promise<void> | null = null;

  constructor(private readonly api: Pick<Api, 'getCountries'>) {
    makeObservable<CountryStore, 'finish'>(this, {
      countries: observableRef,
      settled: observable,
      finish: action,
    });
  }

  /** Loads the list once per session; concurrent callers share the call. */
  load(): Promise<void> {
    if (this.countries.length > 0) return Promise.resolve();
    this.pending ??= this.api.getCountries().then(
      (list) => this.finish(list),
      () => this.finish(null),
    );
    return this.pending;
  }

  private finish(list: CountryEntry[] | null): void {
    if (list) this.countries = list;
    else this.pending = null;
    this.settled = true;
  }
}
