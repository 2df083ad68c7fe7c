import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import {
  LotteryHistoryQuerySchema,
  LotteryHistorySchema,
  LotteryMenuQuerySchema,
  LotteryMenuSchema,
  LotteryRecentQuerySchema,
  LotteryRecentSchema,
  OpenedNumerosQuerySchema,
  OpenedNumerosSchema,
} from '../../../shared/api/lottery';
import { parseLanguage, type Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { LOTTERY_PRIZE_MODES, type LotteryPrizeMode } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import { clampCount, drawHistory, lotteryMenu, openedNumeros, recentLotteryGames } from './menus';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** The query's prize mode in any case (`Lott` from sibling clients), undefined when absent. */
export function prizeModeOf(value: string | undefined): LotteryPrizeMode | undefined {
  const mode = value?.trim().toUpperCase();
  if (!mode) return undefined;
  if (!(LOTTERY_PRIZE_MODES as readonly string[]).includes(mode))
    throw new ApiError(400, ERROR_CODES.lotteryPrizeModeUnknown, `Unknown prize mode ${value}`);
  return mode as LotteryPrizeMode;
}

/** The lottery gateway's calls (HTTP shape only; the answers are built in menus.ts). */
export function lotteryRoutes(app: FastifyInstance, db: Database, now: () => number): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;
  const languageOf = (request: FastifyRequest & { query: { language?: string } }): Language =>
    parseLanguage(request.query.language) ?? contextOf(request).language;

  typed.get(
    ENDPOINTS.lotteryMenu.path,
    { schema: { querystring: LotteryMenuQuerySchema, response: { 200: LotteryMenuSchema, ...errors } } },
    (request) => lotteryMenu(db, brandOf(request).id, prizeModeOf(request.query.prizeMode), languageOf(request), now()),
  );

  typed.get(
    ENDPOINTS.lotteryRecent.path,
    { schema: { querystring: LotteryRecentQuerySchema, response: { 200: LotteryRecentSchema, ...errors } } },
    (request) =>
      recentLotteryGames(
        db,
        brandOf(request).id,
        signedInOf(request).member.id,
        prizeModeOf(request.query.prizeMode),
        languageOf(request),
        clampCount(request.query.recentCount),
        now(),
      ),
  );

  for (const path of [ENDPOINTS.vnOpenedNumeros.path, ENDPOINTS.openedNumero.path])
    typed.get(
      path,
      { schema: { querystring: OpenedNumerosQuerySchema, response: { 200: OpenedNumerosSchema, ...errors } } },
      (request) => openedNumeros(db, brandOf(request).id, languageOf(request), clampCount(request.query.count)),
    );

  typed.get(
    ENDPOINTS.lotteryHistory.path,
    { schema: { querystring: LotteryHistoryQuerySchema, response: { 200: LotteryHistorySchema, ...errors } } },
    (request) => drawHistory(db, brandOf(request).id, request.query.gameCode, clampCount(request.query.count)),
  );
}
