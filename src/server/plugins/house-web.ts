import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOUSE_API_PREFIX } from '../../shared/api/house-rules';
import { pathOf } from '../lib/paths';

/** Where the house games' pages live (their own build, out/games). */
export const HOUSE_WEB_PATH = '/house';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Page names and their HTML files in the build. */
const PAGES: Record<string, string> = {
  slot: 'slot/index.html',
  verify: 'verify/index.html',
  lottery: 'lottery/index.html',
};

const MISSING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Game build missing</title></head>
<body><h1>The house games have not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm run build:games</code>), then reload.</p>
</body></html>
`;

/**
 * The Content-Security-Policy of the house game pages. The slot page runs in a sandboxed iframe
 * without allow-same-origin, so its origin is opaque: the server's own origin is named next to
 * 'self' for scripts, styles, images and API calls. No inline script, no plugins, no forms to
 * elsewhere. Framing is allowed by our own pages and by the desktop app's origins (its game
 * popup frames the page from app://bundle).
 */
export function housePagePolicy(ownOrigin: string, frameAncestors: readonly string[]): string {
  const own = `'self' ${ownOrigin}`;
  return [
    "default-src 'none'",
    `script-src ${own}`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own} data:`,
    `font-src ${own} data:`,
    `connect-src ${own}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
  ].join('; ');
}

/**
 * Serves the house games' build under /house: /house/slot/ (the slot page the launch URL
 * names), /house/verify/ (the fairness verifier page), /house/lottery/ (the lottery betting page
 * a LOTT launch opens, sandboxed like the slot) and their assets. The API under
 * /house/api is registered by modules/house and is more specific than this wildcard. The CSP
 * names `publicOrigin` (PUBLIC_URL's origin), never the request's Host header: a forged Host
 * must not widen what the page may load or call.
 */
export function registerHouseWeb(
  app: FastifyInstance,
  gamesRoot: string,
  publicOrigin: string,
  frameAncestors: readonly string[],
): void {
  const policy = housePagePolicy(publicOrigin, frameAncestors);
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  const serve = (request: FastifyRequest, reply: FastifyReply): FastifyReply | void => {
    // An API path no API route answered (wrong verb, unknown call): the API's 404/405 envelope.
    if (pathOf(request.url).startsWith(HOUSE_API_PREFIX)) return reply.callNotFound();
    let rest: string;
    try {
      rest = decodeURIComponent(pathOf(request.url).slice(HOUSE_WEB_PATH.length + 1));
    } catch {
      return notFound(reply);
    }
    const name = rest.replace(/\/$/, '');
    // Own keys only: "__proto__" or "constructor" must not find Object.prototype's members.
    const page = Object.hasOwn(PAGES, name) ? PAGES[name] : undefined;
    if (page) {
      reply.header('content-security-policy', policy);
      // Leaks no game token to other sites through links the page might contain.
      reply.header('referrer-policy', 'no-referrer');
      if (!existsSync(join(gamesRoot, page)))
        return reply.code(503).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(MISSING_PAGE);
      return reply.header('cache-control', NO_CACHE).sendFile(page, gamesRoot, { cacheControl: false });
    }
    const file = normalize(rest);
    if (rest === '' || file.startsWith('..') || isAbsolute(file) || file.includes(`${sep}..`)) return notFound(reply);
    const full = join(gamesRoot, file);
    if (!existsSync(full) || !statSync(full).isFile()) return notFound(reply);
    reply.header('cache-control', file.startsWith(`assets${sep}`) ? IMMUTABLE : 'public, max-age=3600');
    // Module scripts from the opaque-origin page are CORS requests.
    reply.header('access-control-allow-origin', '*');
    return reply.sendFile(file, gamesRoot, { cacheControl: false });
  };
  app.get(`${HOUSE_WEB_PATH}/*`, serve);
}
