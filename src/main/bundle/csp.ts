/**
 * The Content-Security-Policy of every app:// response. Scripts come only from the bundle;
 * inline styles are allowed because the renderer's libraries (swiper, React style props) set
 * them; images may come from any https host (game and banner artwork lives on CDNs) and the
 * API; the page may call only the API (and its realtime hub, the same origin over ws/wss, named
 * explicitly since an http(s) source does not cover a WebSocket everywhere); games and customer
 * service load in https frames.
 *
 * `apiOrigin` must be a validated origin (scheme://host[:port]), as config.ts produces.
 */
export function contentSecurityPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin} ${apiOrigin.replace(/^http/, 'ws')}`,
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
