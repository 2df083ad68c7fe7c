import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Extra origins the web app loads from: image CDNs (img-src) and game launch CDNs (frame-src). */
export interface CspSources {
  images: readonly string[];
  frames: readonly string[];
}

const NO_SOURCES: CspSources = { images: [], frames: [] };

/** The http(s) origins of these URLs, without repeats; anything else is ignored. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // Not a URL: never widened into a CSP source.
    }
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of every HTML page the server sends. Scripts only from our own
 * origin (the built index.html has no inline script: the theme bootstrap is /theme-init.js and
 * Vite emits external module scripts), so an injected <script> or event handler never runs.
 * Images from us, data: URIs and the brands' image CDNs; frames (game launches) from us and the
 * launch CDNs; no plugins, no foreign base or form targets, no framing by others. Styles allow
 * inline because sanitised content keeps a few harmless style attributes (colour, alignment);
 * the sanitiser already removes url() and expressions.
 */
export function contentSecurityPolicy(sources: CspSources = NO_SOURCES): string {
  const list = (extra: readonly string[]) => ["'self'", ...originsOf(extra)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(sources.images)} data:`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${list(sources.frames)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy with no CDN origins (a server without brands). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** One year; no includeSubDomains (other hosts of the operator's domain may still be plain http) and no preload. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The powerful features our pages may use: fullscreen for games (our own game frame, and the
 * launch CDNs' frames whose own fullscreen buttons need it delegated), everything else denied
 * (no page of ours needs camera, microphone, location, payment or device APIs: uploads are file
 * pickers, customer service is a separate window with its own policy). The desktop app applies
 * the same denials itself (src/main/security/permissions.ts).
 */
export function permissionsPolicy(frames: readonly string[] = []): string {
  const allowed = ['self', ...originsOf(frames).map((origin) => `"${origin}"`)].join(' ');
  const denied = [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ];
  return [`fullscreen=(${allowed})`, ...denied.map((feature) => `${feature}=()`)].join(', ');
}

/**
 * The default Cross-Origin-Opener-Policy of our HTML: a page opened by another site (or one we
 * open) shares no window handle with it. The player app relaxes it (index-page.ts).
 */
export const OPENER_POLICY = 'same-origin';

/** How the server learns whether a request came over HTTPS. */
export interface TransportOptions {
  /** PUBLIC_URL: when it is https, requests addressed to its host came through its TLS terminator. */
  publicUrl: string;
  /** TRUST_PROXY: X-Forwarded-Proto of the proxy is believed (Fastify's request.protocol). */
  trustProxy: boolean;
}

/**
 * Whether a request reached us over HTTPS: a TLS socket, or a trusted proxy saying so
 * (request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is on); when a trusted proxy
 * says http, it was plain http. Without a trusted word, a request addressed to the host of an
 * https PUBLIC_URL came through the TLS terminator in front of us; a request to any other
 * address (a health check on the internal port) did not. PUBLIC_URL is read once: this runs on
 * every answer.
 */
export function httpsDetector(transport: TransportOptions): (request: FastifyRequest) => boolean {
  const publicUrl = new URL(transport.publicUrl);
  const httpsHost = publicUrl.protocol === 'https:' ? publicUrl.host.toLowerCase() : undefined;
  return (request) => {
    if (request.protocol === 'https') return true;
    if (transport.trustProxy && request.headers['x-forwarded-proto'] !== undefined) return false;
    return httpsHost !== undefined && request.host.toLowerCase() === httpsHost;
  };
}

/**
 * nosniff and the referrer policy on every answer, Strict-Transport-Security on every answer
 * that came over HTTPS (browsers ignore it over http, and it must never pin a plain-http site);
 * on HTML (the only content a browser runs) the CSP, the Permissions-Policy and the opener
 * policy. Server-rendered HTML from notices or help must therefore never need inline scripts.
 * `sources` is asked per HTML answer (few and small), so a brand's new CDN applies at once.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  transport: TransportOptions,
  sources: () => CspSources = () => NO_SOURCES,
): void {
  const reachedOverHttps = httpsDetector(transport);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (reachedOverHttps(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // A page with a policy of its own (the house game pages, plugins/house-web.ts) keeps it.
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      const cdns = sources();
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', contentSecurityPolicy(cdns));
      if (!reply.hasHeader('permissions-policy')) reply.header('permissions-policy', permissionsPolicy(cdns.frames));
      if (!reply.hasHeader('cross-origin-opener-policy')) reply.header('cross-origin-opener-policy', OPENER_POLICY);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    done(null, payload);
  });
}
