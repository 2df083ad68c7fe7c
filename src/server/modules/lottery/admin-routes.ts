import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  LotteryIssueParamsSchema,
  LotteryIssueViewSchema,
  LotteryResolveSchema,
  LotteryResultEntrySchema,
  LotteryVoidSchema,
  type LotteryIssueParams,
} from '../../../shared/api/lottery';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireRole, type Actor } from '../admin/service';
import { findIssue, gameByCode, issueView } from './issue-view';
import { enterResult, resolveIssue, voidIssue, type IssueAction } from './results';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const answer = { 200: EnvelopeSchema(LotteryIssueViewSchema), ...errors };

/**
 * Operators' results of real draws (operator role; cashiers are refused by the operator API's
 * access rules): read an issue, enter or import one source's result, resolve a hold, void.
 */
export function adminLotteryRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => number,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/admin/api/lottery/:merchant/:gameCode/:numero';
  const actionOf = async (request: FastifyRequest, params: LotteryIssueParams): Promise<IssueAction> => {
    const actor = await actorOf(request);
    requireRole(actor, 'operator');
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, params.merchant));
    if (!brand) throw notFound(`No brand ${params.merchant}`);
    return { brandId: brand.id, gameCode: params.gameCode, numero: params.numero, actor, now: now() };
  };

  typed.get(base, { schema: { params: LotteryIssueParamsSchema, response: answer } }, async (request) => {
    const action = await actionOf(request, request.params);
    const game = await gameByCode(db, action.brandId, action.gameCode);
    return { success: true, value: await issueView(db, game, await findIssue(db, game.id, action.numero, false)) };
  });

  typed.post(
    `${base}/results`,
    { schema: { params: LotteryIssueParamsSchema, body: LotteryResultEntrySchema, response: answer } },
    async (request) => ({
      success: true,
      value: await enterResult(db, { ...(await actionOf(request, request.params)), ...request.body }),
    }),
  );

  typed.post(
    `${base}/resolve`,
    { schema: { params: LotteryIssueParamsSchema, body: LotteryResolveSchema, response: answer } },
    async (request) => ({
      success: true,
      value: await resolveIssue(db, { ...(await actionOf(request, request.params)), ...request.body }),
    }),
  );

  typed.post(
    `${base}/void`,
    { schema: { params: LotteryIssueParamsSchema, body: LotteryVoidSchema, response: answer } },
    async (request) => ({
      success: true,
      value: await voidIssue(db, { ...(await actionOf(request, request.params)), ...request.body }),
    }),
  );
}
