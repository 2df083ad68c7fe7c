import type { FastifyInstance } from 'fastify';

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

/**
 * nosniff and the referrer policy on every answer; the CSP on HTML (the only content a browser
 * runs). Server-rendered HTML from notices or help must therefore never need inline scripts.
 * `sources` is asked per HTML answer (few and small), so a brand's new CDN applies at once.
 */
export function registerSecurityHeaders(app: FastifyInstance, sources: () => CspSources = () => NO_SOURCES): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    // A page with a policy of its own (the house game pages, plugins/house-web.ts) keeps it.
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', contentSecurityPolicy(sources()));
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    done(null, payload);
  });
}
