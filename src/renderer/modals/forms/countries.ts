import type { CountryEntry } from '../../../shared/countries';

/** Used when the country list could not be loaded: the brand's home market. */
const FALLBACK_DIALING_CODE = '63';

/** The flag of an ISO 3166 alpha-2 code, as regional-indicator emoji. */
export function flagOf(countryCode: string): string {
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The given dialing code if listed, else the visitor's country's, else the first entry's (spec section 2). */
export function defaultDialingCode(
  given: string | undefined,
  visitorCountry: string,
  countries: readonly CountryEntry[],
): string {
  if (given && countries.some((c) => c.countryDialingCode === given)) return given;
  const own = countries.find((c) => c.countryCode === visitorCountry.toUpperCase());
  return (own ?? countries[0])?.countryDialingCode ?? FALLBACK_DIALING_CODE;
}
