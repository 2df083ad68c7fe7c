import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Banner } from '../../shared/api/content';
import { BANNER_SIZE } from '../../shared/content-rules';
import { pathOf } from '../lib/paths';

/** index.html must be revalidated so a new build is picked up at once. */
export const NO_CACHE = 'no-cache';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web build missing</title></head>
<body><h1>The web app has not been built</h1>
<p>The server found no index.html in its WEB_ROOT directory. Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload.</p>
</body></html>
`;

/**
 * The player app's Cross-Origin-Opener-Policy. Not plain same-origin: the web build's
 * customer-service popups (src/renderer/platform/servicePopup.ts) are found again by window
 * name, and a chat from another origin in a same-origin opener's popup would be moved to another
 * browsing-context group and lose that name (every click a new popup). same-origin-allow-popups
 * keeps the windows we open in our group and still cuts every page that opens us. Game and
 * payment windows are opened with noopener and social logins are full-page redirects, so they
 * work under either policy.
 */
export const PLAYER_OPENER_POLICY = 'same-origin-allow-popups';

/** Where the web build's index.html lets the server draw the page's first banner into the splash. */
export const SPLASH_BANNER_MARK = '<!--splash-banner-->';
/** The JSON data block the client reads the splash banner from (src/renderer/boot/splashBanner.ts). */
export const SPLASH_BANNER_ID = 'splash-banner';

/** A page's first banner, and whether the splash draws it where the page will (home) or only preloads it. */
export interface PageBanner {
  banner: Banner;
  inSplash: boolean;
}

export type PageBannerLookup = (request: FastifyRequest, pathname: string) => Promise<PageBanner | undefined>;

/**
 * index.html as sent: read once per build (its modification time is checked per request, so a
 * build made while the server runs is served without restart), with the page's first banner –
 * its largest paint – asked for before any script runs: a high-priority preload, and on home
 * the image itself in the splash, at the place and size the page draws it. The largest paint
 * then no longer waits for the scripts, the status call and the banners call.
 */
export class IndexPage {
  private cached: { mtimeMs: number; html: string } | undefined;
  private readonly indexFile: string;

  constructor(
    webRoot: string,
    private readonly bannerOf: PageBannerLookup,
  ) {
    this.indexFile = join(webRoot, 'index.html');
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const html = await this.read();
    reply
      .header('cache-control', NO_CACHE)
      .header('cross-origin-opener-policy', PLAYER_OPENER_POLICY)
      .type('text/html; charset=utf-8');
    if (html === undefined) return reply.code(503).send(MISSING_BUILD_PAGE);
    return reply.send(withBanner(html, await this.bannerOf(request, pathOf(request.url))));
  }

  private async read(): Promise<string | undefined> {
    const info = await stat(this.indexFile).catch(() => undefined);
    if (!info) return undefined;
    if (this.cached?.mtimeMs !== info.mtimeMs)
      this.cached = { mtimeMs: info.mtimeMs, html: await readFile(this.indexFile, 'utf8') };
    return this.cached.html;
  }
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Only site paths and http(s) addresses are ever written into the page. */
const safeImage = (url: string): boolean => /^(\/[^/]|https?:\/\/)/.test(url);

/** The page with its first banner preloaded and, when asked and the build has the mark, drawn in the splash. */
export function withBanner(html: string, page: PageBanner | undefined): string {
  if (!page || !safeImage(page.banner.url) || !html.includes('</head>')) return html;
  const { banner } = page;
  const href = escapeHtml(banner.url);
  let out = html.replace('</head>', `<link rel="preload" as="image" href="${href}" fetchpriority="high"></head>`);
  if (page.inSplash && out.includes(SPLASH_BANNER_MARK)) {
    const width = banner.width || BANNER_SIZE.width;
    const height = banner.height || BANNER_SIZE.height;
    // The same classes as the page's banner (PageTop and BannerArea), so it sits where the page draws it.
    const splash =
      `<div class="page-top page-top--home"><section class="banner" style="aspect-ratio: ${width} / ${height}">` +
      `<img class="banner__image" src="${href}" alt="${escapeHtml(banner.title)}" width="${width}" height="${height}" fetchpriority="high" decoding="sync"></section></div>` +
      // A data block, not a script: the client seeds its banner list with it (no inline script runs under the CSP).
      `<script type="application/json" id="${SPLASH_BANNER_ID}">${JSON.stringify(banner).replace(/</g, '\\u003c')}</script>`;
    out = out.replace(SPLASH_BANNER_MARK, splash);
  }
  return out;
}
