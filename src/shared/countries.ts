/**
 * The countries whose mobile numbers the site accepts, with their dialing codes: the markets the
 * brand serves. The server answers GET /wps/system/country from this list and the client's
 * country-code selector shows what that call returns.
 */
export interface CountryEntry {
  /** ISO 3166 alpha-2. */
  countryCode: string;
  /** Digits only, without the plus. */
  countryDialingCode: string;
}

export const COUNTRIES: readonly CountryEntry[] = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'BD', countryDialingCode: '880' },
  { countryCode: 'KH', countryDialingCode: '855' },
  { countryCode: 'MM', countryDialingCode: '95' },
  { countryCode: 'US', countryDialingCode: '1' },
];
