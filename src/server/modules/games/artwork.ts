import type { FastifyInstance, FastifyReply } from 'fastify';
import { sha256 } from '../../lib/tokens';

/**
 * Generated artwork for the demo catalogue: every game and vendor gets a deterministic SVG tile
 * (colours and a motif from a hash of its code, the code as a label), so lobbies show real,
 * distinct images instead of broken ones until an operator uploads the vendor's artwork.
 * SVG shown through <img> runs no script, and the label is restricted to [A-Za-z0-9_-].
 */
export const GAME_ART_PREFIX = '/img/games';
export const VENDOR_ART_PREFIX = '/img/vendors';

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const MOTIFS = [
  '<circle cx="60" cy="52" r="26" fill="none" stroke="#fff" stroke-width="6" opacity=".85"/>',
  '<path d="M60 22l10 20 22 3-16 15 4 22-20-11-20 11 4-22-16-15 22-3z" fill="#fff" opacity=".85"/>',
  '<path d="M34 70l12-36 14 22 14-22 12 36z" fill="#fff" opacity=".85"/>',
  '<rect x="38" y="30" width="44" height="44" rx="10" fill="none" stroke="#fff" stroke-width="6" opacity=".85" transform="rotate(45 60 52)"/>',
  '<path d="M60 24c14 12 24 22 24 34a24 24 0 0 1-48 0c0-12 10-22 24-34z" fill="#fff" opacity=".85"/>',
] as const;

/** The SVG tile of a code: a two-colour gradient, a motif and the code underneath. */
export function artworkSvg(code: string, label: string): string {
  const hash = sha256(code);
  const hue = Number.parseInt(hash.slice(0, 4), 16) % 360;
  const hue2 = (hue + 40 + (Number.parseInt(hash.slice(4, 6), 16) % 80)) % 360;
  const motif = MOTIFS[Number.parseInt(hash.slice(6, 8), 16) % MOTIFS.length] ?? MOTIFS[0];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 72% 32%)"/>` +
    `</linearGradient></defs><rect width="120" height="120" rx="16" fill="url(#g)"/>${motif}` +
    `<text x="60" y="98" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff">${label}</text></svg>`
  );
}

/** Serves /img/games/<vendor>/<code>.svg and /img/vendors/<vendor>-<large|small|h5>.svg. */
export function artworkRoutes(app: FastifyInstance): void {
  const send = (reply: FastifyReply, code: string, label: string) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(artworkSvg(code, label));

  app.get<{ Params: { vendor: string; file: string } }>(`${GAME_ART_PREFIX}/:vendor/:file`, (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !CODE.test(code) || !CODE.test(request.params.vendor))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return send(reply, `${request.params.vendor}/${code}`, code);
  });

  app.get<{ Params: { file: string } }>(`${VENDOR_ART_PREFIX}/:file`, (request, reply) => {
    const match = /^([A-Za-z0-9_]{1,40})-(large|small|h5)\.svg$/.exec(request.params.file);
    if (!match?.[1]) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return send(reply, `vendor/${match[1]}`, match[1]);
  });
}
