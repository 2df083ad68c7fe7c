import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { gameArtSvg } from './artwork-svg';

/**
 * Generated artwork for the demo catalogue: every game and vendor gets a deterministic SVG tile
 * (artwork-svg.ts: colours from its name, a motif of its game type, its name as the title), so
 * lobbies show distinct images that read as games until an operator uploads the vendor's
 * artwork. The names come from the catalogue (English, as a logo is not translated), looked up
 * once per picture and kept in memory; a code the catalogue does not know gets the motif alone.
 * SVG shown through <img> runs no script, and every name is escaped into the markup.
 */
export const GAME_ART_PREFIX = '/img/games';
export const VENDOR_ART_PREFIX = '/img/vendors';

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
/** Looked-up names kept per picture; bounded, cleared whole when full (a catalogue is a few thousand). */
const MAX_NAMES = 20_000;

interface ArtName {
  name: string;
  gameType: string;
}

/** The catalogue names behind the pictures, asked once per picture. */
class ArtNames {
  private readonly known = new Map<string, Promise<ArtName>>();

  constructor(private readonly db: Database) {}

  game(vendor: string, code: string): Promise<ArtName> {
    return this.once(`game/${vendor}/${code}`, async () => {
      const [row] = rowsOf<ArtName>(
        await this.db.execute(sql`select coalesce(g.names ->> 'en', '') as "name", g.game_type as "gameType"
          from games g join vendors v on v.id = g.vendor_id
          where v.vassalage = ${vendor} and g.game_code = ${code} limit 1`),
      );
      return row ?? { name: '', gameType: '' };
    });
  }

  vendor(vendor: string): Promise<ArtName> {
    return this.once(`vendor/${vendor}`, async () => {
      const [row] = rowsOf<ArtName>(
        await this.db.execute(sql`select display_name as "name", game_type as "gameType"
          from vendors where vassalage = ${vendor} limit 1`),
      );
      return row ?? { name: '', gameType: '' };
    });
  }

  private once(key: string, load: () => Promise<ArtName>): Promise<ArtName> {
    const hit = this.known.get(key);
    if (hit) return hit;
    if (this.known.size >= MAX_NAMES) this.known.clear();
    const promise = load();
    this.known.set(key, promise);
    promise.catch(() => this.known.delete(key));
    return promise;
  }
}

/** Serves /img/games/<vendor>/<code>.svg and /img/vendors/<vendor>-<large|small|h5>.svg. */
export function artworkRoutes(app: FastifyInstance, db: Database): void {
  const names = new ArtNames(db);
  const send = (reply: FastifyReply, art: ArtName, seed: string) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(gameArtSvg(art.name, art.gameType, seed));
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get<{ Params: { vendor: string; file: string } }>(`${GAME_ART_PREFIX}/:vendor/:file`, async (request, reply) => {
    const { vendor, file } = request.params;
    const code = file.replace(/\.svg$/, '');
    if (!file.endsWith('.svg') || !CODE.test(code) || !CODE.test(vendor)) return notFound(reply);
    return send(reply, await names.game(vendor, code), `${vendor}/${code}`);
  });

  app.get<{ Params: { file: string } }>(`${VENDOR_ART_PREFIX}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_]{1,40})-(large|small|h5)\.svg$/.exec(request.params.file);
    if (!match?.[1]) return notFound(reply);
    return send(reply, await names.vendor(match[1]), `vendor/${match[1]}`);
  });
}
