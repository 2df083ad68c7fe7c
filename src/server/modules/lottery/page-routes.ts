import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { HOUSE_API_PREFIX } from '../../../shared/api/house-rules';
import { LotteryHistorySchema } from '../../../shared/api/lottery';
import {
  LOTTERY_TICKET_STATUSES,
  LotteryCancelAnswerSchema,
  LotteryDrawsQuerySchema,
  LotteryPlaceAnswerSchema,
  LotteryPlaceBodySchema,
  LotterySessionSchema,
  LotteryTicketParamsSchema,
  LotteryTicketsQuerySchema,
  LotteryTicketsSchema,
  type LotterySession,
  type LotteryTickets,
} from '../../../shared/api/lottery-tickets';
import type { BrandSnapshot } from '../system/snapshot';
import { lotteryIssues, lotterySlips, lotteryTickets, type LotteryTicketRow } from '../../db/schema';
import { bearerToken, type HousePlayer, type HouseSessions } from '../house/sessions';
import { drawHistory } from './menus';
import { cancelTicket } from './tickets-cancel';
import { lotteryGameOf, placeSlip, realPlayer, type TicketDeps } from './tickets-place';
import { ticketView } from './tickets-store';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const path = (name: string) => `${HOUSE_API_PREFIX}lottery/${name}`;

/**
 * The lottery betting page's API (src/shared/api/lottery-tickets.ts), under /house/api/ so the
 * house routes' CORS treatment covers it (any origin, bearer token only, no cookies): the page
 * runs sandboxed in the game frame as the slot does.
 */
export function lotteryPageRoutes(
  app: FastifyInstance,
  deps: TicketDeps,
  sessions: HouseSessions,
  brandOf: (brandId: number) => BrandSnapshot | undefined,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const playerOf = async (request: FastifyRequest) =>
    realPlayer(await sessions.resolve(bearerToken(request.headers.authorization)));

  typed.get(
    path('session'),
    { schema: { response: { 200: EnvelopeSchema(LotterySessionSchema), ...errors } } },
    async (request) => ({ success: true, value: await session(deps, await playerOf(request), brandOf) }),
  );

  typed.post(
    path('tickets'),
    {
      schema: { body: LotteryPlaceBodySchema, response: { 200: EnvelopeSchema(LotteryPlaceAnswerSchema), ...errors } },
    },
    async (request) => ({ success: true, value: await placeSlip(deps, await playerOf(request), request.body) }),
  );

  typed.get(
    path('tickets'),
    {
      schema: {
        querystring: LotteryTicketsQuerySchema,
        response: { 200: EnvelopeSchema(LotteryTicketsSchema), ...errors },
      },
    },
    async (request) => ({ success: true, value: await myTickets(deps, await playerOf(request), request.query) }),
  );

  typed.post(
    path('tickets/:id/cancel'),
    {
      schema: {
        params: LotteryTicketParamsSchema,
        response: { 200: EnvelopeSchema(LotteryCancelAnswerSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await cancelTicket(deps, await playerOf(request), request.params.id),
    }),
  );

  typed.get(
    path('draws'),
    {
      schema: {
        querystring: LotteryDrawsQuerySchema,
        response: { 200: EnvelopeSchema(LotteryHistorySchema), ...errors },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      return {
        success: true,
        value: await drawHistory(deps.db, player.brandId, player.gameCode, request.query.count ?? 30),
      };
    },
  );
}

async function session(
  deps: TicketDeps,
  player: HousePlayer,
  brandOf: (brandId: number) => BrandSnapshot | undefined,
): Promise<LotterySession> {
  const { db } = deps;
  const game = await lotteryGameOf(db, player);
  const brand = brandOf(player.brandId);
  const now = new Date(deps.now());
  const [open] = await db
    .select()
    .from(lotteryIssues)
    .where(
      and(eq(lotteryIssues.lotteryGameId, game.id), eq(lotteryIssues.status, 'open'), gt(lotteryIssues.locksAt, now)),
    )
    .orderBy(asc(lotteryIssues.drawsAt))
    .limit(1);
  const current = open && open.opensAt <= now ? open : undefined;
  const [ahead] = current
    ? await db
        .select({ n: count() })
        .from(lotteryIssues)
        .where(
          and(
            eq(lotteryIssues.lotteryGameId, game.id),
            eq(lotteryIssues.status, 'open'),
            gt(lotteryIssues.drawsAt, current.drawsAt),
          ),
        )
    : [];
  const { balance } = await deps.wallet.balance(player.vendorCode, player.playerId);
  return {
    game: {
      code: game.code,
      name: player.gameName,
      format: game.format,
      kind: game.kind,
      drawInterval: game.intervalSeconds ?? 0,
    },
    language: player.language,
    currency: brand?.wallet.currency ?? '',
    currencySymbol: brand?.wallet.currencySymbol ?? '',
    balance: Number(balance),
    odds: deps.odds(player.brandId) as unknown as Record<string, unknown>,
    issue: current
      ? {
          numero: current.numero,
          locksAt: current.locksAt.getTime(),
          drawsAt: current.drawsAt.getTime(),
          serverSeedHash: current.commitment ?? '',
        }
      : null,
    // The current issue and every later one already scheduled (the chase counts issues in all).
    maxChase: current ? Math.min(120, 1 + (ahead?.n ?? 0)) : 0,
  };
}

async function myTickets(
  deps: TicketDeps,
  sessionPlayer: HousePlayer,
  query: { status?: string; page?: number; pageSize?: number },
): Promise<LotteryTickets> {
  const player = realPlayer(sessionPlayer);
  const game = await lotteryGameOf(deps.db, player);
  const pageSize = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const statuses = (LOTTERY_TICKET_STATUSES as readonly string[]).includes(query.status ?? '')
    ? [query.status as LotteryTicketRow['status']]
    : [...LOTTERY_TICKET_STATUSES];
  const where = and(
    eq(lotteryTickets.memberId, player.memberId),
    eq(lotteryTickets.lotteryGameId, game.id),
    inArray(lotteryTickets.status, statuses),
    eq(lotterySlips.status, 'taken'),
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        ticket: lotteryTickets,
        numero: lotteryIssues.numero,
        locksAt: lotteryIssues.locksAt,
        issues: lotterySlips.issues,
      })
      .from(lotteryTickets)
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryTickets.issueId))
      .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryTickets.slipId))
      .where(where)
      .orderBy(desc(lotteryTickets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db
      .select({ n: count() })
      .from(lotteryTickets)
      .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryTickets.slipId))
      .where(where),
  ]);
  return { tickets: rows.map((row) => ticketView(row, game.code, row.issues > 1)), total: total?.n ?? 0 };
}
