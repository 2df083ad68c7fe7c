import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { RankListQuerySchema, RankListValueSchema } from '../../../shared/api/games';
import { parseLanguage } from '../../../shared/i18n/languages';
import { contextOf } from '../../plugins/context';
import type { WinnerBoard } from './winner-board';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** The winner board under both its names (mobile GCSGAME_getRankList, desktop ODSFE2_getWinnerBoard); open to visitors. */
export function winnerBoardRoutes(app: FastifyInstance, board: WinnerBoard): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const path of [ENDPOINTS.rankList.path, ENDPOINTS.winnerBoard.path])
    typed.get(
      path,
      {
        schema: { querystring: RankListQuerySchema, response: { 200: EnvelopeSchema(RankListValueSchema), ...errors } },
      },
      async (request) => {
        const ctx = contextOf(request);
        const language = parseLanguage(request.query.language) ?? ctx.language;
        return { success: true, value: await board.list(ctx.brand.id, language, request.query) };
      },
    );
}
