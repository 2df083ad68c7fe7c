import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPDATE_FEED_PATH } from '../../shared/api/downloads';
import { pathOf } from '../lib/paths';
import { NO_CACHE, type IndexPage } from './index-page';

/** Hashed build assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from WEB_ROOT. Registered last so API routes win. Pages (/, and
 * through the fallback every history-mode route) are index.html with the page's first banner
 * preloaded; the returned fallback answers paths nothing else matched: the page for page
 * navigations, a plain 404 for missing assets and other files.
 */
export function registerWeb(app: FastifyInstance, webRoot: string, page: IndexPage): void {
  for (const path of ['/', '/index.html']) app.get(path, (request, reply) => page.send(request, reply));
  // Registered even when WEB_ROOT does not exist yet, so a later build is served without restart.
  void app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      if (filePath.includes(`${sep}assets${sep}`)) reply.header('cache-control', IMMUTABLE);
      else if (filePath.endsWith('.html')) reply.header('cache-control', NO_CACHE);
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

/** The not-found answer for non-API paths (see registerWeb). */
export function webFallback(page: IndexPage) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Files (build assets, installers and the update feed) that do not exist are a 404, never the app.
    const isFile = path.startsWith('/assets/') || path.startsWith(`${UPDATE_FEED_PATH}/`);
    const wantsPage = isRead && !isFile && (path === '/' || acceptsHtml(request));
    if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return page.send(request, reply);
  };
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}
