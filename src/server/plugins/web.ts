import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPDATE_FEED_PATH } from '../../shared/api/downloads';
import { pathOf } from '../lib/paths';

/** Hashed build assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html must be revalidated so a new build is picked up at once. */
const NO_CACHE = 'no-cache';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web build missing</title></head>
<body><h1>The web app has not been built</h1>
<p>The server found no index.html in its WEB_ROOT directory. Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload.</p>
</body></html>
`;

/**
 * Serves the built web app from WEB_ROOT. Registered last so API routes win. The returned
 * fallback answers paths nothing else matched: index.html for page navigations (history-mode
 * routing), a plain 404 for missing assets and other files.
 */
export function registerWeb(app: FastifyInstance, webRoot: string): void {
  // Registered even when WEB_ROOT does not exist yet, so a later build is served without restart.
  void app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      if (filePath.includes(`${sep}assets${sep}`)) reply.header('cache-control', IMMUTABLE);
      else if (filePath.endsWith('.html')) reply.header('cache-control', NO_CACHE);
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

/** The not-found answer for non-API paths (see registerWeb). */
export function webFallback(webRoot: string) {
  const indexFile = join(webRoot, 'index.html');
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Files (build assets, installers and the update feed) that do not exist are a 404, never the app.
    const isFile = path.startsWith('/assets/') || path.startsWith(`${UPDATE_FEED_PATH}/`);
    const wantsPage = isRead && !isFile && (path === '/' || acceptsHtml(request));
    if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // Checked per request so a build made while the server runs is served without restart.
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(MISSING_BUILD_PAGE);
    }
    return reply.header('cache-control', NO_CACHE).sendFile('index.html', webRoot, { cacheControl: false });
  };
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}
