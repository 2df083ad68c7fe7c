import { remotePageUrlProblem } from '../../shared/ipc/remote-page-url';

/**
 * True when `url` may be handed to the system browser: the one rule for links leaving the app,
 * used by window.open / target=_blank (web-contents.ts) and the shell:open-external channel
 * alike. The URL must pass the remote-page rule (https, plain http only to a loopback host, no
 * credentials) and its host must be on `allowedHosts` (exact, or any subdomain for a
 * '*.example.com' entry). Everything else stays inside the app, refused.
 */
export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[]): boolean {
  if (remotePageUrlProblem(url) !== null) return false;
  const host = new URL(url).hostname.toLowerCase();
  return allowedHosts.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry));
}
