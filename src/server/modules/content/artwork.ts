import type { FastifyInstance } from 'fastify';
import { BANNER_SIZE } from '../../../shared/content-rules';
import { sha256 } from '../../lib/tokens';

/**
 * Generated artwork for the demo content, in the manner of games/artwork.ts: deterministic SVG
 * (colours and shapes from a hash of the name), served by our own server so the demo brand
 * shows real images without shipping binaries. Every banner is BANNER_SIZE (1920x480) and every
 * VIP badge 160x160 intrinsically (width/height attributes), so the client can reserve the box
 * before the image loads. The pictures carry no text: titles are translated content, sent
 * beside the image. SVG loaded through <img> runs no script; names are [a-z0-9-] only.
 */
export const BANNER_ART_PREFIX = '/img/banners';
export const VIP_ART_PREFIX = '/img/vip';
export const BANNER_ART_SIZE = BANNER_SIZE;
export const VIP_BADGE_SIZE = { width: 160, height: 160 } as const;

const NAME = /^([a-z0-9-]{1,40})\.svg$/;

function hues(name: string): [number, number, number] {
  const hash = sha256(name);
  const hue = Number.parseInt(hash.slice(0, 4), 16) % 360;
  return [hue, (hue + 50 + (Number.parseInt(hash.slice(4, 6), 16) % 90)) % 360, Number.parseInt(hash.slice(6, 10), 16)];
}

/** A 1920x480 banner: a gradient, soft circles and a light sweep. */
export function bannerSvg(name: string): string {
  const [hue, hue2, seed] = hues(name);
  const { width, height } = BANNER_SIZE;
  const circles = Array.from({ length: 7 }, (_, i) => {
    const x = (seed * (i + 3) * 97) % width;
    const y = (seed * (i + 5) * 61) % height;
    const r = 60 + ((seed >> i) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 72% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 24%)"/>` +
    `</linearGradient><linearGradient id="s" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".18"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}` +
    `<path d="M${width * 0.45} 0h260l-420 ${height}h-260z" fill="url(#s)"/></svg>`
  );
}

/** A 160x160 VIP badge: a shield in the level's colour with a star. */
export function vipBadgeSvg(name: string): string {
  const [hue, hue2] = hues(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 80% 60%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 34%)"/>` +
    `</linearGradient></defs><path d="M80 8l62 22v44c0 40-28 66-62 78-34-12-62-38-62-78V30z" fill="url(#g)"/>` +
    `<path d="M80 44l11 23 25 3-18 17 5 25-23-12-23 12 5-25-18-17 25-3z" fill="#fff" opacity=".92"/></svg>`
  );
}

/** Serves /img/banners/<name>.svg and /img/vip/<name>.svg. */
export function contentArtworkRoutes(app: FastifyInstance): void {
  const serve = (prefix: string, draw: (name: string) => string) =>
    app.get<{ Params: { file: string } }>(`${prefix}/:file`, (request, reply) => {
      const name = NAME.exec(request.params.file)?.[1];
      if (!name) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(draw(name));
    });
  serve(BANNER_ART_PREFIX, bannerSvg);
  serve(VIP_ART_PREFIX, vipBadgeSvg);
}
