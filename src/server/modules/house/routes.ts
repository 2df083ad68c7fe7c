import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  HOUSE_API_PREFIX,
  HouseClientSeedBodySchema,
  HouseFairnessStateSchema,
  HouseHistoryQuerySchema,
  HouseHistorySchema,
  HouseRotationSchema,
  HouseRoundSchema,
  HouseSessionSchema,
  HouseSpinBodySchema,
} from '../../../shared/api/house';
import { pathOf } from '../../lib/paths';
import { fairnessState, rotateSeed } from './fairness';
import type { HouseDeps } from './rounds';
import { history, lastRound, openSession, playerKey, spin } from './service';
import { bearerToken, type HouseSessions } from './sessions';

/** The preflight's allowed headers: the API's own plus any the browser asked for (header-name characters only). */
function allowedHeaders(asked: string | undefined): string {
  const names = (asked ?? '').split(',').map((name) => name.trim());
  return ['Authorization', 'Content-Type', ...names.filter((name) => /^[A-Za-z0-9-]{1,64}$/.test(name))].join(', ');
}

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const path = (name: string) => `${HOUSE_API_PREFIX}${name}`;

/**
 * The house game page's API (HTTP shape only; rules in service.ts and fairness.ts). The page
 * runs in a sandboxed iframe without allow-same-origin, so its origin is "null": these paths, and
 * only these, answer CORS to any origin. That is safe because nothing here uses cookies or
 * ambient credentials: every call carries the game session token itself.
 */
export function houseRoutes(app: FastifyInstance, deps: HouseDeps, sessions: HouseSessions): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const playerOf = (request: FastifyRequest) => sessions.resolve(bearerToken(request.headers.authorization));
  const isHouseApi = (url: string) => pathOf(url).startsWith(HOUSE_API_PREFIX);

  // Preflights of the house API and of the pages' own scripts and styles (which the opaque-origin
  // page loads in CORS mode; Chrome may preflight them for Private Network Access when the
  // server is on a private or loopback address).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS' || !pathOf(request.url).startsWith('/house/')) return done();
    if (request.headers['access-control-request-private-network'] === 'true')
      reply.header('access-control-allow-private-network', 'true');
    void reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST')
      // Whatever headers the browser asks for (a proxy or test harness may add its own): nothing
      // here relies on ambient credentials, and no cookie is ever accepted.
      .header('access-control-allow-headers', allowedHeaders(request.headers['access-control-request-headers']))
      .header('access-control-max-age', '600')
      .send();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isHouseApi(request.url)) {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-expose-headers', 'Retry-After');
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  typed.get(
    path('session'),
    { schema: { response: { 200: EnvelopeSchema(HouseSessionSchema), ...errors } } },
    async (request) => ({ success: true, value: await openSession(deps, await playerOf(request)) }),
  );

  typed.post(
    path('spin'),
    { schema: { body: HouseSpinBodySchema, response: { 200: EnvelopeSchema(HouseRoundSchema), ...errors } } },
    async (request) => ({ success: true, value: await spin(deps, await playerOf(request), request.body) }),
  );

  typed.get(
    path('last-round'),
    { schema: { response: { 200: EnvelopeSchema(Type.Union([HouseRoundSchema, Type.Null()])), ...errors } } },
    async (request) => ({ success: true, value: await lastRound(deps, await playerOf(request)) }),
  );

  typed.get(
    path('history'),
    {
      schema: {
        querystring: HouseHistoryQuerySchema,
        response: { 200: EnvelopeSchema(HouseHistorySchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await history(deps, await playerOf(request), request.query.page ?? 0),
    }),
  );

  typed.get(
    path('fairness'),
    { schema: { response: { 200: EnvelopeSchema(HouseFairnessStateSchema), ...errors } } },
    async (request) => {
      const player = await playerOf(request);
      return { success: true, value: await fairnessState(deps.db, playerKey(player), player.gameCode) };
    },
  );

  typed.post(
    path('client-seed'),
    {
      schema: { body: HouseClientSeedBodySchema, response: { 200: EnvelopeSchema(HouseRotationSchema), ...errors } },
    },
    async (request) => {
      const player = await playerOf(request);
      const at = new Date(deps.now());
      const value = await rotateSeed(deps.db, playerKey(player), player.gameCode, at, request.body.clientSeed);
      return { success: true, value };
    },
  );

  typed.post(
    path('rotate-seed'),
    { schema: { response: { 200: EnvelopeSchema(HouseRotationSchema), ...errors } } },
    async (request) => {
      const player = await playerOf(request);
      const value = await rotateSeed(deps.db, playerKey(player), player.gameCode, new Date(deps.now()));
      return { success: true, value };
    },
  );
}
