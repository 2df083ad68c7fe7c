/**
 * True when `url` may be handed to the system browser: it parses, uses one of `protocols`,
 * carries no credentials, and its host is on `allowedHosts` (exact, or any subdomain for a
 * '*.example.com' entry). Everything else stays inside the app, refused.
 */
export function isAllowedExternalUrl(
  url: string,
  allowedHosts: readonly string[],
  protocols: readonly string[] = ['https:'],
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!protocols.includes(parsed.protocol) || parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry));
}
