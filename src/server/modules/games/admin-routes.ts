import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { EnvelopeSchema, ErrorEnvelopeSchema, ERROR_CODES } from '../../../shared/api/envelope';
import {
  AdminGameSchema,
  AdminGameTypeSchema,
  AdminGamesPageSchema,
  AdminGamesQuerySchema,
  AdminVendorSchema,
  CatalogueIdParamsSchema,
  CatalogueParamsSchema,
  CodeOrderSchema,
  EnabledInputSchema,
  GameInputSchema,
  GameTypeParamsSchema,
  IdOrderSchema,
  ImportQuerySchema,
  ImportReportSchema,
  VendorInputSchema,
} from '../../../shared/api/games-admin';
import { IMPORT_MAX_BYTES } from '../../../shared/catalogue-rules';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import type { Actor } from '../admin/service';
import { importGames, type ImportFeed } from './admin-import';
import {
  listGames,
  listTypes,
  listVendors,
  orderGames,
  orderTypes,
  orderVendors,
  saveGame,
  saveVendor,
  setGameEnabled,
  setTypeEnabled,
  setVendorEnabled,
  type CatalogueAdminDeps,
} from './admin-service';
import { CATALOGUE_TOPIC } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const CSV_TYPES = ['text/csv', 'application/csv'];

/**
 * The operator catalogue API under /admin/api/games/:merchant (registered by the operator API
 * with its sign-in): game types, vendors, games and the import. HTTP shape only; roles, checks,
 * audit and cache invalidation are the service's (admin-service.ts, admin-import.ts).
 */
export function adminGameRoutes(
  app: FastifyInstance,
  options: { db: Database; adapterKinds?: () => string[] },
  signedIn: (request: FastifyRequest) => Promise<Actor>,
): void {
  const deps: CatalogueAdminDeps = {
    ...options,
    // Every process's GameCatalogue (gameRoutes subscribes it) forgets the brand's answers.
    invalidate: (brandId) => app.changes.publish(CATALOGUE_TOPIC, brandId),
  };
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${ADMIN_API_PREFIX}games/:merchant`;
  const Types = EnvelopeSchema(Type.Array(AdminGameTypeSchema));
  const Vendor = EnvelopeSchema(AdminVendorSchema);
  const Vendors = EnvelopeSchema(Type.Array(AdminVendorSchema));
  const Game = EnvelopeSchema(AdminGameSchema);

  // Game types
  typed.get(
    `${base}/types`,
    { schema: { params: CatalogueParamsSchema, response: { 200: Types, ...errors } } },
    async (request) => ({
      success: true,
      value: await listTypes(deps, await signedIn(request), request.params.merchant),
    }),
  );
  typed.put(
    `${base}/types/order`,
    { schema: { params: CatalogueParamsSchema, body: CodeOrderSchema, response: { 200: Types, ...errors } } },
    async (request) => ({
      success: true,
      value: await orderTypes(deps, await signedIn(request), request.params.merchant, request.body.codes),
    }),
  );
  typed.put(
    `${base}/types/:code/enabled`,
    { schema: { params: GameTypeParamsSchema, body: EnabledInputSchema, response: { 200: Types, ...errors } } },
    async (request) => ({
      success: true,
      value: await setTypeEnabled(
        deps,
        await signedIn(request),
        request.params.merchant,
        request.params.code,
        request.body.enabled,
      ),
    }),
  );

  // Vendors
  typed.get(
    `${base}/vendors`,
    { schema: { params: CatalogueParamsSchema, response: { 200: Vendors, ...errors } } },
    async (request) => ({
      success: true,
      value: await listVendors(deps, await signedIn(request), request.params.merchant),
    }),
  );
  typed.post(
    `${base}/vendors`,
    { schema: { params: CatalogueParamsSchema, body: VendorInputSchema, response: { 200: Vendor, ...errors } } },
    async (request) => ({
      success: true,
      value: await saveVendor(deps, await signedIn(request), request.params.merchant, request.body),
    }),
  );
  typed.put(
    `${base}/vendors/order`,
    { schema: { params: CatalogueParamsSchema, body: IdOrderSchema, response: { 200: Vendors, ...errors } } },
    async (request) => ({
      success: true,
      value: await orderVendors(deps, await signedIn(request), request.params.merchant, request.body.ids),
    }),
  );
  typed.put(
    `${base}/vendors/:id`,
    { schema: { params: CatalogueIdParamsSchema, body: VendorInputSchema, response: { 200: Vendor, ...errors } } },
    async (request) => ({
      success: true,
      value: await saveVendor(deps, await signedIn(request), request.params.merchant, request.body, request.params.id),
    }),
  );
  typed.put(
    `${base}/vendors/:id/enabled`,
    { schema: { params: CatalogueIdParamsSchema, body: EnabledInputSchema, response: { 200: Vendor, ...errors } } },
    async (request) => ({
      success: true,
      value: await setVendorEnabled(
        deps,
        await signedIn(request),
        request.params.merchant,
        request.params.id,
        request.body.enabled,
      ),
    }),
  );

  // Games
  typed.get(
    `${base}/games`,
    {
      schema: {
        params: CatalogueParamsSchema,
        querystring: AdminGamesQuerySchema,
        response: { 200: EnvelopeSchema(AdminGamesPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await listGames(deps, await signedIn(request), request.params.merchant, request.query),
    }),
  );
  typed.post(
    `${base}/games`,
    { schema: { params: CatalogueParamsSchema, body: GameInputSchema, response: { 200: Game, ...errors } } },
    async (request) => ({
      success: true,
      value: await saveGame(deps, await signedIn(request), request.params.merchant, request.body),
    }),
  );
  typed.put(
    `${base}/games/order`,
    {
      schema: {
        params: CatalogueParamsSchema,
        body: IdOrderSchema,
        response: { 200: EnvelopeSchema(Type.Object({ ids: Type.Array(Type.Integer()) })), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await orderGames(deps, await signedIn(request), request.params.merchant, request.body.ids),
    }),
  );
  typed.put(
    `${base}/games/:id`,
    { schema: { params: CatalogueIdParamsSchema, body: GameInputSchema, response: { 200: Game, ...errors } } },
    async (request) => ({
      success: true,
      value: await saveGame(deps, await signedIn(request), request.params.merchant, request.body, request.params.id),
    }),
  );
  typed.put(
    `${base}/games/:id/enabled`,
    { schema: { params: CatalogueIdParamsSchema, body: EnabledInputSchema, response: { 200: Game, ...errors } } },
    async (request) => ({
      success: true,
      value: await setGameEnabled(
        deps,
        await signedIn(request),
        request.params.merchant,
        request.params.id,
        request.body.enabled,
      ),
    }),
  );

  // The import: a JSON array or CSV text (content type decides), at most IMPORT_MAX_BYTES.
  void app.register((scope, _options, done) => {
    for (const mime of CSV_TYPES)
      if (!scope.hasContentTypeParser(mime))
        scope.addContentTypeParser(mime, { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
          done(null, body),
        );
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      `${base}/games/import`,
      {
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          params: CatalogueParamsSchema,
          querystring: ImportQuerySchema,
          response: { 200: EnvelopeSchema(ImportReportSchema), ...errors },
        },
      },
      async (request) => {
        const actor = await signedIn(request);
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        let feed: ImportFeed;
        if (CSV_TYPES.includes(type) && typeof request.body === 'string') feed = { kind: 'csv', text: request.body };
        else if (type === 'application/json') feed = { kind: 'json', body: request.body };
        else
          throw new ApiError(
            415,
            ERROR_CODES.unsupportedMediaType,
            'Send the feed as application/json (an array) or text/csv (with a header row)',
          );
        return {
          success: true,
          value: await importGames(deps, actor, request.params.merchant, feed, {
            dryRun: request.query.dryRun ?? false,
            vassalage: request.query.vassalage,
          }),
        };
      },
    );
    done();
  });
}
