import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import Type from 'typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  FavoriteActionSchema,
  FavoriteActionValueSchema,
  FavoriteIdsQuerySchema,
  FavoriteIdsValueSchema,
  FavoriteListQuerySchema,
  FavoriteListValueSchema,
  LaunchGameQuerySchema,
  LaunchGameValueSchema,
  PopularGamesSchema,
  PopularQuerySchema,
  RecentGamesQuerySchema,
  RecentGamesValueSchema,
  RoomListQuerySchema,
  RoomListValueSchema,
  VassGameTypeValueSchema,
} from '../../../shared/api/games';
import { parseLanguage, type Language } from '../../../shared/i18n/languages';
import { badRequest } from '../../lib/errors';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import type { GameLauncher } from './launch';
import type { PlayerGames } from './player-service';
import type { GameCatalogue } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
/**
 * A launch answers its game, or 200 with `success: false` when the vendor is not connected
 * (games.vendorUnavailable): a refusal the player is told about calmly, not a failed request.
 */
const launchAnswer = Type.Union([EnvelopeSchema(LaunchGameValueSchema), ErrorEnvelopeSchema]);
const favoriteAction = Compile(FavoriteActionSchema);

/** Favourites, recent, vendor game types, popular, rooms and launching (HTTP shape only; rules in the services). */
export function playerGameRoutes(
  app: FastifyInstance,
  deps: { catalogue: GameCatalogue; player: PlayerGames; launcher: GameLauncher },
): void {
  const { catalogue, player, launcher } = deps;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;
  const memberOf = (request: FastifyRequest) => signedInOf(request).member;
  // The query's language wins over the Language header, as the lobby sends it explicitly.
  const languageOf = (request: FastifyRequest & { query: { language?: string } }): Language =>
    parseLanguage(request.query.language) ?? contextOf(request).language;

  typed.get(
    ENDPOINTS.favoriteIds.path,
    {
      schema: {
        querystring: FavoriteIdsQuerySchema,
        response: { 200: EnvelopeSchema(FavoriteIdsValueSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await player.favoriteIds(brandOf(request).id, memberOf(request), request.query.gameType),
    }),
  );

  typed.get(
    ENDPOINTS.favoriteList.path,
    {
      schema: {
        querystring: FavoriteListQuerySchema,
        response: { 200: EnvelopeSchema(FavoriteListValueSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await player.favoriteList(brandOf(request).id, memberOf(request), languageOf(request), request.query),
    }),
  );

  typed.post(
    ENDPOINTS.addFavorite.path,
    { schema: { body: FavoriteActionSchema, response: { 200: EnvelopeSchema(FavoriteActionValueSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: await player.setFavorite(brandOf(request).id, memberOf(request), request.body, true),
    }),
  );

  // The desktop client sends the DELETE with a JSON body; other clients put the fields in the query.
  typed.delete(
    ENDPOINTS.removeFavorite.path,
    { schema: { response: { 200: EnvelopeSchema(FavoriteActionValueSchema), ...errors } } },
    async (request) => {
      const source = typeof request.body === 'object' && request.body !== null ? request.body : request.query;
      if (!favoriteAction.Check(source)) throw badRequest('nodeId, vendor and gameType are required');
      return {
        success: true,
        value: await player.setFavorite(brandOf(request).id, memberOf(request), source, false),
      };
    },
  );

  typed.get(
    ENDPOINTS.recentGames.path,
    {
      schema: {
        querystring: RecentGamesQuerySchema,
        response: { 200: EnvelopeSchema(RecentGamesValueSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await player.recent(brandOf(request).id, memberOf(request), languageOf(request), request.query),
    }),
  );

  typed.get(
    ENDPOINTS.vassGameType.path,
    { schema: { response: { 200: EnvelopeSchema(VassGameTypeValueSchema), ...errors } } },
    async (request) => ({ success: true, value: await catalogue.vassGameTypes(brandOf(request).id) }),
  );

  // Bare answer keyed by rank: the client runs Object.values over it (api-contract.md 1.6).
  typed.get(
    ENDPOINTS.popularGames.path,
    { schema: { querystring: PopularQuerySchema, response: { 200: PopularGamesSchema, ...errors } } },
    (request) => player.popularGames(brandOf(request).id, languageOf(request), request.query.count),
  );

  typed.get(
    ENDPOINTS.roomList.path,
    { schema: { querystring: RoomListQuerySchema, response: { 200: EnvelopeSchema(RoomListValueSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: await player.rooms(
        brandOf(request).id,
        request.query.vassalage,
        request.query.gameCode,
        languageOf(request),
      ),
    }),
  );

  typed.get(
    ENDPOINTS.launchGame.path,
    {
      schema: {
        querystring: LaunchGameQuerySchema,
        response: { 200: launchAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: {
        content: await launcher.launch({
          brand: brandOf(request),
          member: memberOf(request),
          memberSessionId: signedInOf(request).sessionId,
          query: request.query,
          language: languageOf(request),
          clientIp: request.ip,
          freeOnly: false,
        }),
      },
    }),
  );

  // Visitors' free play: no token, always free, nothing recorded (there is no member).
  typed.get(
    ENDPOINTS.launchGameFree.path,
    {
      schema: {
        querystring: LaunchGameQuerySchema,
        response: { 200: launchAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: {
        content: await launcher.launch({
          brand: brandOf(request),
          member: null,
          memberSessionId: null,
          query: request.query,
          language: languageOf(request),
          clientIp: request.ip,
          freeOnly: true,
        }),
      },
    }),
  );
}
