import { readFile, stat } from 'node:fs/promises';
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

/** The image a page should start downloading before its scripts run (its largest paint), if any. */
export type PagePreload = (request: FastifyRequest, pathname: string) => Promise<string | undefined>;

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

/**
 * index.html as sent: read once per build (its modification time is checked per request, so a
 * build made while the server runs is served without restart) with a preload link for the
 * page's largest image added to its head.
 */
export class IndexPage {
  private cached: { mtimeMs: number; html: string } | undefined;
  private readonly indexFile: string;

  constructor(
    webRoot: string,
    private readonly preload: PagePreload,
  ) {
    this.indexFile = join(webRoot, 'index.html');
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const html = await this.read();
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    if (html === undefined) return reply.code(503).send(MISSING_BUILD_PAGE);
    const image = await this.preload(request, pathOf(request.url));
    return reply.send(image ? withPreload(html, image) : html);
  }

  private async read(): Promise<string | undefined> {
    const info = await stat(this.indexFile).catch(() => undefined);
    if (!info) return undefined;
    if (this.cached?.mtimeMs !== info.mtimeMs)
      this.cached = { mtimeMs: info.mtimeMs, html: await readFile(this.indexFile, 'utf8') };
    return this.cached.html;
  }
}

/** Adds `<link rel=preload as=image>` before </head>; only site paths and http(s) URLs qualify. */
export function withPreload(html: string, image: string): string {
  if (!/^(\/[^/]|https?:\/\/)/.test(image)) return html;
  const href = image.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const link = `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
  return html.includes('</head>') ? html.replace('</head>', `${link}</head>`) : html;
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
