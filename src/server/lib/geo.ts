import geoip from 'geoip-country';

/**
 * Country of an IP address from the database bundled in geoip-country (loaded once, in memory).
 * Loopback, private and unknown addresses have no country: ''.
 */
export function countryOf(ip: string): string {
  try {
    return geoip.lookup(ip)?.country ?? '';
  } catch {
    return '';
  }
}
