/**
 * Dialing codes offered by the country-code selector. The platform's country list call
 * (/wps/system/country) is not part of our contract yet, so the markets the brand serves are
 * listed here; the visitor's own country (from the status call) is chosen first when listed.
 */
export interface CountryEntry {
  countryCode: string;
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

/** The flag of an ISO 3166 alpha-2 code, as regional-indicator emoji. */
export function flagOf(countryCode: string): string {
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The given dialing code if listed, else the visitor's country's, else the first entry's. */
export function defaultDialingCode(given: string | undefined, visitorCountry: string): string {
  if (given && COUNTRIES.some((c) => c.countryDialingCode === given)) return given;
  const own = COUNTRIES.find((c) => c.countryCode === visitorCountry.toUpperCase());
  return (own ?? COUNTRIES[0] ?? { countryDialingCode: '63' }).countryDialingCode;
}
