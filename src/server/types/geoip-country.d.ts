/** The part of geoip-country (which ships no typings) the server uses. */
declare module 'geoip-country' {
  interface GeoCountry {
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string | number): GeoCountry | null };
  export default geoip;
}
