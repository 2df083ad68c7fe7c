import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  GameListQuerySchema,
  GameListValueSchema,
  GameMenusQuerySchema,
  GameMenusSchema,
  GameVendorsQuerySchema,
  GameVendorsValueSchema,
  HotGamesQuerySchema,
  HotGamesValueSchema,
  type GameMenus,
} from '../../../shared/api/games';
import { parseLanguage } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { contextOf } from '../../plugins/context';
import { artworkRoutes } from './artwork';
import { GameLauncher } from './launch';
import { playerGameRoutes } from './player-routes';
import { PlayerGames } from './player-service';
import { CATALOGUE_TOPIC, GameCatalogue } from './service';
import type { VendorRegistry } from './vendor-registry';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

declare module 'fastify' {
  interface FastifyInstance {
    /** The game catalogue cache; operator writes publish CATALOGUE_TOPIC, which invalidates it. */
    gameCatalogue: GameCatalogue;
    /** The vendor adapters of this server (the operator API checks vendors.adapter against its kinds). */
    vendorAdapters: VendorRegistry;
  }
}

/**
 * Catalogue calls (HTTP shape only; the rules are in service.ts), open to visitors, and the
 * player calls (player-routes.ts): favourites, recent, popular, rooms and launching through the
 * vendor adapters of the registry.
 */
export function gameRoutes(
  app: FastifyInstance,
  db: Database,
  options: { registry: VendorRegistry; now: () => number },
): void {
  const catalogue = new GameCatalogue(db);
  app.changes.subscribe(CATALOGUE_TOPIC, (brandId) =>
    catalogue.invalidate(brandId === undefined ? undefined : Number(brandId)),
  );
  app.decorate('gameCatalogue', catalogue);
  app.decorate('vendorAdapters', options.registry);
  artworkRoutes(app, db);
  playerGameRoutes(app, {
    catalogue,
    player: new PlayerGames(db, catalogue, options.now),
    launcher: new GameLauncher(db, options.registry, options.now),
  });
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // The query's language wins over the Language header, as the lobby sends it explicitly.
  const languageOf = (request: { query: { language?: string } }, fallback: string) =>
    parseLanguage(request.query.language) ?? fallback;

  typed.get(
    ENDPOINTS.gameList.path,
    { schema: { querystring: GameListQuerySchema, response: { 200: EnvelopeSchema(GameListValueSchema), ...errors } } },
    async (request) => {
      const { brand, language } = contextOf(request);
      return { success: true, value: await catalogue.gameList(brand.id, languageOf(request, language), request.query) };
    },
  );

  typed.get(
    ENDPOINTS.hotGames.path,
    { schema: { querystring: HotGamesQuerySchema, response: { 200: EnvelopeSchema(HotGamesValueSchema), ...errors } } },
    async (request) => {
      const { brand, language } = contextOf(request);
      const { gameType, vassalage } = request.query;
      return {
        success: true,
        value: await catalogue.hotGames(brand.id, languageOf(request, language), gameType, vassalage),
      };
    },
  );

  typed.get(
    ENDPOINTS.gameVendors.path,
    {
      schema: {
        querystring: GameVendorsQuerySchema,
        response: { 200: EnvelopeSchema(GameVendorsValueSchema), ...errors },
      },
    },
    async (request) => ({ success: true, value: await catalogue.vendorLanes(contextOf(request).brand.id) }),
  );

  // Bare answer: the client runs Object.values over it (api-contract.md 1.6).
  typed.get(
    ENDPOINTS.gameMenus.path,
    { schema: { querystring: GameMenusQuerySchema, response: { 200: GameMenusSchema, ...errors } } },
    async (request) => {
      const { brand, language } = contextOf(request);
      const groups = await catalogue.lotteryGames(brand.id, languageOf(request, language));
      const menus: GameMenus = {};
      for (const { vendor, games } of groups) {
        menus[vendor.vassalage] = {
          gameGroupCode: vendor.vassalage,
          gameGroupName: vendor.displayName,
          gameMenus: games.map((game) => ({
            gameId: game.gameId,
            nodeId: game.nodeId,
            gameCode: game.gameCode,
            gameName: game.gameName,
            remark: game.gameName,
            gameMenuTag: vendor.gameType,
            vassalage: game.vassalage,
            gameType: game.gameType,
          })),
        };
      }
      return menus;
    },
  );
}
