import { describe, expect, it, vi } from 'vitest';
import type { CountryEntry } from '../../../../src/shared/countries';
import { defaultDialingCode } from '../../../../src/renderer/modals/forms/countries';
import { CountryStore } from '../../../../src/renderer/stores/CountryStore';

const LIST: CountryEntry[] = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'ID', countryDialingCode: '62' },
];

describe('country list', () => {
  it('is fetched once per session, concurrent callers sharing the call', async () => {
    const getCountries = vi.fn(() => Promise.resolve(LIST));
    const store = new CountryStore({ getCountries });
    expect(store.settled).toBe(false);
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(getCountries).toHaveBeenCalledTimes(1);
    expect(store.countries).toEqual(LIST);
    expect(store.settled).toBe(true);
  });

  it('lets the forms draw after a failure and asks again next time', async () => {
    const getCountries = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(LIST);
    const store = new CountryStore({ getCountries });
    await store.load();
    expect(store.settled).toBe(true);
    expect(store.countries).toEqual([]);
    await store.load();
    expect(store.countries).toEqual(LIST);
    expect(getCountries).toHaveBeenCalledTimes(2);
  });

  it('defaults to the given code when listed, else the visitor country, else the first entry', () => {
    expect(defaultDialingCode('62', 'PH', LIST)).toBe('62');
    expect(defaultDialingCode('999', 'id', LIST)).toBe('62');
    expect(defaultDialingCode(undefined, 'US', LIST)).toBe('63');
    expect(defaultDialingCode(undefined, 'PH', [])).toBe('63');
  });
});
